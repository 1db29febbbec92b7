import { useUiText } from '../texts/UiTextProvider';
import './feedback.css';

export interface StepperProps {
  /** Visible names of the steps, in order. */
  steps: readonly string[];
  /** Index of the current step (0-based); steps before it are done. */
  current: number;
  label: string;
}

/** Where the user is in a multi-step flow: an ordered list, the current step marked aria-current. */
export function Stepper({ steps, current, label }: StepperProps) {
  const t = useUiText();
  return (
    <nav aria-label={label} className="mdp-stepper">
      <ol>
        {steps.map((step, index) => {
          const state = index < current ? 'done' : index === current ? 'current' : 'todo';
          return (
            <li key={step} data-state={state} aria-current={state === 'current' ? 'step' : undefined}>
              <span className="mdp-stepper-marker" aria-hidden="true">
                {state === 'done' ? '✓' : index + 1}
              </span>
              <span>
                {step}
                <span className="mdp-visually-hidden">
                  {`, ${t('step', { index: index + 1, count: steps.length })}`}
                  {state === 'done' ? `, ${t('stepDone')}` : state === 'current' ? `, ${t('stepCurrent')}` : ''}
                </span>
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
