import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { RouteLink, useHostApi } from 'shared-contracts/react';
import type { Tone } from 'shared-ui';
import { Button } from 'shared-ui';
import { StatusBadge } from 'shared-ui/data';
import { STEP_LINKS, type ChecklistItem, type StepCheck } from '../../rules/onboarding-checklist';

const TONES: Readonly<Record<StepCheck['state'], Tone>> = { done: 'success', inProgress: 'info', notStarted: 'neutral', unchecked: 'warning' };

/** Each part of the step, done or left: a mark for the eye, the words for everyone (never colour alone). */
function Items({ items }: { items: readonly ChecklistItem[] }) {
  const { t } = useTranslation('activation');
  return (
    <ul className="activation-onboarding-items">
      {items.map((entry) => (
        <li key={entry.label} data-done={entry.done}>
          <span className="activation-onboarding-mark" aria-hidden="true">
            {entry.done ? '✓' : '○'}
          </span>
          <span className="mdp-visually-hidden">{t(entry.done ? 'getStarted.item.done' : 'getStarted.item.left')} </span>
          {t(entry.label)}
        </li>
      ))}
    </ul>
  );
}

/** Where the step is done: a link by route key, or who can do it when the user may not open that page. */
const NextAction = observer(function NextAction({ step }: { step: string }) {
  const hostApi = useHostApi();
  const { t } = useTranslation('activation');
  const route = STEP_LINKS[step];
  if (!route) return null;
  const visible = hostApi.routes.isVisible(route);
  if (visible === undefined) return null;
  if (!visible) return <p className="activation-onboarding-note">{t('getStarted.askAdministrator')}</p>;
  return (
    <RouteLink route={route} className="mdp-button activation-onboarding-action" variant="secondary">
      {t(`getStarted.go.${step}`)}
    </RouteLink>
  );
});

export interface OnboardingStepProps {
  check: StepCheck;
  onRetry: () => void;
}

/** One onboarding step: its name, its state in words, its progress, what is done and left, and where it is done. */
export function OnboardingStep({ check, onRetry }: OnboardingStepProps) {
  const { t } = useTranslation('activation');
  const headingId = `onboarding-${check.step}`;
  const name = t(`getStarted.steps.${check.step}`, { defaultValue: check.step.replace(/_/g, ' ') });
  return (
    <li className="activation-onboarding-step">
      <div className="activation-onboarding-head">
        <h2 id={headingId}>{name}</h2>
        <StatusBadge status={check.state} label={t(`getStarted.state.${check.state}`)} tone={TONES[check.state]} />
      </div>
      {check.state === 'unchecked' ? (
        <>
          <p className="activation-onboarding-note">{t(`getStarted.unchecked.${check.reason}`)}</p>
          {check.reason === 'failed' ? (
            <Button variant="secondary" onClick={onRetry}>
              {t('getStarted.retry')}
            </Button>
          ) : null}
        </>
      ) : (
        <>
          <div className="activation-onboarding-meter">
            <progress aria-labelledby={headingId} max={100} value={check.percentage} />
            <span>{t('getStarted.count', { done: check.items.filter((entry) => entry.done).length, total: check.items.length })}</span>
          </div>
          <Items items={check.items} />
          {check.state === 'done' ? null : <NextAction step={check.step} />}
        </>
      )}
    </li>
  );
}
