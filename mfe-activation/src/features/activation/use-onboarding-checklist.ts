import { useEffect, useRef } from 'react';
import type { HostApi } from 'shared-contracts';
import type { OnboardingProgress } from 'shared-contracts/areas/activation/activation';
import { useCompanyDetail } from '../../api/get-company-detail';
import { useMasterFields } from '../../api/get-master-fields';
import { usePaymentMethods } from '../../api/get-payment-methods';
import { useOnboardingProgress, usePatchOnboardingProgress } from '../../api/onboarding-progress';
import { STEP_LINKS, checkSteps, completeSteps, type PaymentMethodsFacts, type StepCheck } from '../../rules/onboarding-checklist';
import { onboardingAutoFix, visibleSteps } from '../../rules/onboarding-progress';

export type ChecklistState =
  | { status: 'loading' }
  | { status: 'failed'; retry: () => void }
  | { status: 'notFlagged' }
  | { status: 'ready'; checks: StepCheck[]; retryPaymentMethods: () => void };

type PaymentMethodsQuery = ReturnType<typeof usePaymentMethods>;

/** The payment methods' facts, or undefined while they load (or while the shell decides whether the user may open their page). */
function paymentMethodsFacts(wanted: boolean, mayRead: boolean | undefined, query: PaymentMethodsQuery): PaymentMethodsFacts | undefined {
  if (!wanted || mayRead === false) return { status: 'notAllowed' };
  if (query.isError) return { status: 'failed' };
  if (query.data) return { status: 'read', products: query.data.data };
  return undefined;
}

/**
 * Spec 01 §4's auto-fix, narrowed (docs/decisions/0077): once submitted, an administrator (the
 * gateway lets only them patch) saves 100 for the steps at 0 whose facts say they are done.
 */
function useAutoFix(hostApi: HostApi, progress: OnboardingProgress | undefined, submittedDate: string | null, checks: StepCheck[] | null) {
  const { mutate: patch } = usePatchOnboardingProgress(hostApi);
  const patched = useRef(false);
  const country = hostApi.session.business?.country_of_operation ?? '';
  const canPatch = hostApi.session.user?.can_administer === true;
  const fix = progress && checks ? onboardingAutoFix(progress, submittedDate, country, completeSteps(checks)) : null;
  const fixKey = fix ? JSON.stringify(fix) : null;
  useEffect(() => {
    // Once per visit: a refused patch is not retried in a loop; the page shows the facts anyway.
    if (!fixKey || !canPatch || patched.current) return;
    patched.current = true;
    patch(JSON.parse(fixKey) as OnboardingProgress, {
      onError: (error) => hostApi.reportError(error, { remote: 'activation', phase: 'onboarding-auto-fix' }),
    });
  }, [fixKey, canPatch, patch, hostApi]);
}

/** The reads /get-started waits for; the payment methods only when the user may open their page. */
function useReads(hostApi: HostApi) {
  const detail = useCompanyDetail(hostApi);
  const progress = useOnboardingProgress(hostApi);
  const countryId = detail.data?.country_of_registration ?? undefined;
  const fields = useMasterFields(hostApi, countryId);
  const steps = progress.data ? visibleSteps(progress.data, hostApi.session.business?.country_of_operation ?? '') : [];
  const wantsPaymentMethods = steps.includes('payment_methods');
  const mayRead = wantsPaymentMethods ? hostApi.routes.isVisible(STEP_LINKS.payment_methods!) : false;
  const paymentMethods = usePaymentMethods(hostApi, wantsPaymentMethods && mayRead === true);
  return { detail, progress, fields, needsFields: Boolean(countryId), steps, paymentMethods, payments: paymentMethodsFacts(wantsPaymentMethods, mayRead, paymentMethods) };
}

type Reads = ReturnType<typeof useReads>;

/** Every step checked, once everything it needs is read. */
function checksOf({ detail, progress, fields, needsFields, steps, payments }: Reads): StepCheck[] | null {
  if (!detail.data || !progress.data || (needsFields && !fields.data) || !payments) return null;
  return checkSteps(steps, { detail: detail.data, masterFields: fields.data?.data ?? [], paymentMethods: payments });
}

function stateOf(reads: Reads, checks: StepCheck[] | null): ChecklistState {
  const { detail, progress, fields, paymentMethods } = reads;
  const failed = [detail, progress, fields].filter((query) => query.isError);
  if (failed.length > 0) return { status: 'failed', retry: () => void Promise.all(failed.map((query) => query.refetch())) };
  if (detail.data && !detail.data.get_started_page_enabled) return { status: 'notFlagged' };
  if (!checks) return { status: 'loading' };
  return { status: 'ready', checks, retryPaymentMethods: () => void paymentMethods.refetch() };
}

/**
 * /get-started's checklist: the onboarding steps (which, in which order), the activation form as
 * saved and its country's master fields, and the payment methods. Read inside an observer:
 * `routes.isVisible` is undecided until the session is.
 */
export function useOnboardingChecklist(hostApi: HostApi): ChecklistState {
  const reads = useReads(hostApi);
  const checks = checksOf(reads);
  useAutoFix(hostApi, reads.progress.data, reads.detail.data?.submitted_date ?? null, checks);
  return stateOf(reads, checks);
}
