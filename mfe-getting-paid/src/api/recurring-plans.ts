import { useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';
import type { HostApi } from 'shared-contracts';
import {
  RECURRING_API,
  type NewRecurringPlan,
  type RecurringPlanChanges,
  type RecurringPlanAction,
  type RecurringPlanDetail,
  type RecurringPlansAnswer,
  type RecurringPlanStatus,
} from 'shared-contracts/areas/getting-paid/recurring';

/** The gateway's recurring plans (docs/decisions/0082-recurring-payments.md); paths and shapes: shared-contracts' getting-paid/recurring. */
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

/** PATCH /api/recurring-plans/{id} (decision 0088): the plan's terms for its future cycles; the detail answered replaces the cached one. */
export function useEditRecurringPlan(hostApi: HostApi) {
  return useMutation(
    {
      mutationFn: ({ id, changes }: { id: string; changes: RecurringPlanChanges }) => hostApi.gateway.patch<RecurringPlanDetail>(RECURRING_API.plan(id), changes),
      onSuccess: refreshed(hostApi),
    },
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

/** DELETE /api/recurring-plans/{id}/payment-method (decision 0089): the plan's card on file is removed; the detail answered replaces the cached one. */
export function useRemoveRecurringCard(hostApi: HostApi) {
  return useMutation(
    { mutationFn: (id: string) => hostApi.gateway.delete<RecurringPlanDetail>(RECURRING_API.paymentMethod(id)), onSuccess: refreshed(hostApi) },
    hostApi.queryClient,
  );
}
