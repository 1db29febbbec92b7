import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, PageHeader, Skeleton } from 'shared-ui';
import { useCompanyDetail } from '../../api/get-company-detail';
import { useOnboardingProgress, usePatchOnboardingProgress } from '../../api/onboarding-progress';
import { useHostApi } from 'shared-contracts/react';
import { onboardingAutoFix, shownProgress } from '../../rules/onboarding-progress';
import './activation.css';

/**
 * /get-started: the onboarding progress (spec 01 §3, §4). Once the form is submitted the steps at 0
 * are shown at 100 and, for an administrator (the gateway lets only them patch), saved so.
 */
export function GetStartedPage() {
  const hostApi = useHostApi();
  const { t } = useTranslation('activation');
  const detail = useCompanyDetail(hostApi);
  const progress = useOnboardingProgress(hostApi);
  const { mutate: patch } = usePatchOnboardingProgress(hostApi);
  const patched = useRef(false);
  const country = hostApi.session.business?.country_of_operation ?? '';
  const canPatch = hostApi.session.user?.can_administer === true;
  const submittedDate = detail.data?.submitted_date ?? null;
  const fix = progress.data ? onboardingAutoFix(progress.data, submittedDate, country) : null;
  const fixKey = fix ? JSON.stringify(fix) : null;

  useEffect(() => {
    // Once per visit: a refused patch is not retried in a loop; the page shows the fixed progress anyway.
    if (!fixKey || !canPatch || patched.current) return;
    patched.current = true;
    patch(JSON.parse(fixKey) as Record<string, number>, {
      onError: (error) => hostApi.reportError(error, { remote: 'activation', phase: 'onboarding-auto-fix' }),
    });
  }, [fixKey, canPatch, patch, hostApi]);

  const header = <PageHeader title={t('getStarted.title')} description={t('getStarted.description')} />;
  if (detail.isError || progress.isError) {
    return (
      <>
        {header}
        <ErrorState title={t('getStarted.loadFailed')} onRetry={() => void Promise.all([detail.refetch(), progress.refetch()])} />
      </>
    );
  }
  if (!detail.data || !progress.data) {
    return (
      <>
        {header}
        <Skeleton lines={5} label={t('getStarted.loading')} />
      </>
    );
  }
  if (!detail.data.get_started_page_enabled) {
    return (
      <>
        {header}
        <EmptyState title={t('getStarted.notFlagged')} />
      </>
    );
  }
  return (
    <>
      {header}
      <ul className="activation-onboarding">
        {shownProgress(progress.data, submittedDate, country).map(([step, percentage]) => (
          <li key={step}>
            <span id={`onboarding-${step}`}>{t(`getStarted.steps.${step}`, { defaultValue: step.replace(/_/g, ' ') })}</span>
            <progress aria-labelledby={`onboarding-${step}`} max={100} value={percentage} />
            <span>{t('getStarted.percent', { percentage })}</span>
          </li>
        ))}
      </ul>
    </>
  );
}
