import type { ReactNode } from 'react';
import { Button } from '../actions/Button';
import { useUiText } from '../texts/UiTextProvider';
import './feedback.css';

export interface ErrorStateProps {
  title: string;
  description?: ReactNode;
  /** Shows a Retry button. */
  onRetry?: () => void;
  retryLabel?: string;
  headingLevel?: 2 | 3 | 4;
}

/** Something failed to load: says what, and offers Retry. Announced as an alert. */
export function ErrorState({ title, description, onRetry, retryLabel, headingLevel = 2 }: ErrorStateProps) {
  const t = useUiText();
  const Heading = `h${headingLevel}` as const;
  return (
    <div className="mdp-state" data-kind="error" role="alert">
      <Heading className="mdp-state-title">{title}</Heading>
      {description ? <p>{description}</p> : null}
      {onRetry ? (
        <div className="mdp-state-action">
          <Button variant="secondary" onClick={onRetry}>
            {retryLabel ?? t('retry')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
