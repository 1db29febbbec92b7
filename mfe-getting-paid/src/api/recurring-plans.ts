import { useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';
import type { HostApi } from 'shared-contracts';
import type { InvoiceStatus } from 'shared-contracts/areas/getting-paid/getting-paid';
import type { Currency } from 'shared-contracts/rules';

/**
 * The gateway's recurring plans (docs/decisions/0082-recurring-payments.md). Their shapes are the
 * gateway's (sandbox-gateway/src/routes/recurring-plan-answers.ts) written again here: they belong
 * in shared-contracts' getting-paid area, which this change was not to touch (the decision says so).
 */
export const RECURRING_API = {
  plans: '/api/recurring-plans',
  plan: (id: string) => `/api/recurring-plans/${encodeURIComponent(id)}`,
  action: (id: string, action: RecurringPlanAction) => `/api/recurring-plans/${encodeURIComponent(id)}/${action}`,
} as const;

export const RECURRING_INTERVALS = ['DAILY', 'WEEKLY', 'MONTHLY'] as const;
export type RecurringInterval = (typeof RECURRING_INTERVALS)[number];
export const RECURRING_PLAN_STATUSES = ['ACTIVE', 'PAUSED', 'STOPPED', 'COMPLETED'] as const;
export type RecurringPlanStatus = (typeof RECURRING_PLAN_STATUSES)[number];
export type RecurringPlanAction = 'pause' | 'resume' | 'stop' | 'issue-next';

/** The gateway's limits (decision 0082). */
export const RECURRING_LIMITS = { nameMax: 100, descriptionMax: 255, customerNameMax: 255, totalCyclesMax: 1000, startDaysMax: 365, endDaysMax: 1826 } as const;

export interface RecurringPlan {
  id: string;
  name: string;
  description: string;
  currency: Currency;
  amount: number;
  interval: RecurringInterval;
  total_cycles: number | null;
  end_date: string | null;
  start_date: string;
  customer: { name: string; email: string };
  status: RecurringPlanStatus;
  next_charge_date: string | null;
  cycles_issued: number;
  created: string;
  updated: string;
  paused_at: string | null;
  stopped_at: string | null;
  completed_at: string | null;
}

export interface RecurringPlansAnswer {
  docs: RecurringPlan[];
  has_next: boolean;
  next_cursor: string | null;
}

export interface RecurringCycle {
  cycle: number;
  scheduled_date: string;
  issued_at: string;
  invoice: { id: string; status: InvoiceStatus; amount: number; short_invoice_url: string; paid_at: string | null };
}

export interface RecurringPlanDetail extends RecurringPlan {
  cycles: RecurringCycle[];
}

export interface NewRecurringPlan {
  name: string;
  description?: string;
  currency: Currency;
  amount: number;
  interval: RecurringInterval;
  start_date: string;
  total_cycles?: number;
  end_date?: string;
  customer_name: string;
  customer_email: string;
}

const keys = {
  plans: (status: string | undefined) => ['getting-paid', 'recurring-plans', status ?? 'all'] as const,
  plan: (id: string) => ['getting-paid', 'recurring-plan', id] as const,
};

/** GET /api/recurring-plans: newest first, by cursor ("Show more"), optionally of one status. */
export function useRecurringPlans(hostApi: HostApi, status: RecurringPlanStatus | undefined, enabled = true) {
  return useInfiniteQuery(
    {
      queryKey: keys.plans(status),
      queryFn: ({ signal, pageParam }) =>
        hostApi.gateway.get<RecurringPlansAnswer>(RECURRING_API.plans, {
          query: { ...(status ? { status } : {}), ...(pageParam ? { after: pageParam } : {}) },
          signal,
          cancelPrevious: true,
        }),
      initialPageParam: null as string | null,
      getNextPageParam: (last) => last.next_cursor,
      placeholderData: (previous) => previous,
      retry: false,
      enabled,
    },
    hostApi.queryClient,
  );
}

/** GET /api/recurring-plans/{id}: the plan and its cycles' invoices. */
export function useRecurringPlan(hostApi: HostApi, id: string) {
  return useQuery(
    { queryKey: keys.plan(id), queryFn: ({ signal }) => hostApi.gateway.get<RecurringPlanDetail>(RECURRING_API.plan(id), { signal }), retry: false },
    hostApi.queryClient,
  );
}

const refreshed = (hostApi: HostApi) => (plan: RecurringPlanDetail) => {
  hostApi.queryClient.setQueryData(keys.plan(plan.id), plan);
  // Its cycles are invoices: the invoices' lists change too.
  void hostApi.queryClient.invalidateQueries({ queryKey: ['getting-paid', 'recurring-plans'] });
  void hostApi.queryClient.invalidateQueries({ queryKey: ['getting-paid', 'invoices'] });
};

/** POST /api/recurring-plans. */
export function useCreateRecurringPlan(hostApi: HostApi) {
  return useMutation(
    { mutationFn: (plan: NewRecurringPlan) => hostApi.gateway.post<RecurringPlanDetail>(RECURRING_API.plans, plan), onSuccess: refreshed(hostApi) },
    hostApi.queryClient,
  );
}

/** POST /api/recurring-plans/{id}/pause, /resume, /stop or /issue-next. */
export function useRecurringPlanAction(hostApi: HostApi) {
  return useMutation(
    {
      mutationFn: ({ id, action }: { id: string; action: RecurringPlanAction }) => hostApi.gateway.post<RecurringPlanDetail>(RECURRING_API.action(id, action), {}),
      onSuccess: refreshed(hostApi),
    },
    hostApi.queryClient,
  );
}
