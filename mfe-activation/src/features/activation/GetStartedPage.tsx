import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Banner, EmptyState, ErrorState, PageHeader, Skeleton } from 'shared-ui';
import { useHostApi } from 'shared-contracts/react';
import type { StepCheck } from '../../rules/onboarding-checklist';
import { OnboardingStep } from './OnboardingStep';
import { useOnboardingChecklist } from './use-onboarding-checklist';
import './activation.css';

/** How many of the checked steps are done: the page's one-line answer to "where do I stand?". */
function Summary({ checks }: { checks: readonly StepCheck[] }) {
  const { t } = useTranslation('activation');
  const checked = checks.filter((check) => check.state !== 'unchecked');
  const done = checked.filter((check) => check.state === 'done').length;
  if (checked.length > 0 && done === checks.length) {
    return (
      <Banner tone="success" title={t('getStarted.allDone')}>
        {t('getStarted.allDoneNext')}
      </Banner>
    );
  }
  return <p className="activation-onboarding-summary">{t('getStarted.summary', { done, total: checks.length })}</p>;
}

/**
 * /get-started: the onboarding checklist (spec 01 §3, §4; issue 42). Each step is what its facts
 * say, with what is done, what is left and a link to where it is done; the stored percentages only
 * say which steps there are (docs/decisions/0077).
 */
export const GetStartedPage = observer(function GetStartedPage() {
  const hostApi = useHostApi();
  const { t } = useTranslation('activation');
  const checklist = useOnboardingChecklist(hostApi);
  const header = <PageHeader title={t('getStarted.title')} description={t('getStarted.description')} />;
  switch (checklist.status) {
    case 'failed':
      return (
        <>
          {header}
          <ErrorState title={t('getStarted.loadFailed')} onRetry={checklist.retry} />
        </>
      );
    case 'loading':
      return (
        <>
          {header}
          <Skeleton lines={5} label={t('getStarted.loading')} />
        </>
      );
    case 'notFlagged':
      return (
        <>
          {header}
          <EmptyState title={t('getStarted.notFlagged')} />
        </>
      );
    default:
      break;
  }
  if (checklist.checks.length === 0) {
    return (
      <>
        {header}
        <EmptyState title={t('getStarted.noSteps')} />
      </>
    );
  }
  return (
    <>
      {header}
      <Summary checks={checklist.checks} />
      <ol className="activation-onboarding" aria-label={t('getStarted.listLabel')}>
        {checklist.checks.map((check) => (
          <OnboardingStep key={check.step} check={check} onRetry={checklist.retryPaymentMethods} />
        ))}
      </ol>
    </>
  );
});
