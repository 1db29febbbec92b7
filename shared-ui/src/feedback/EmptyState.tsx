import type { ReactNode } from 'react';
import './feedback.css';

export interface EmptyStateProps {
  title: string;
  description?: ReactNode;
  /** What the user can do next (create the first item, clear filters). */
  action?: ReactNode;
  /** Heading level of the title inside the page's outline. */
  headingLevel?: 2 | 3 | 4;
}

/** Nothing to show yet: says so and what to do about it. */
export function EmptyState({ title, description, action, headingLevel = 2 }: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className="mdp-state" data-kind="empty">
      <Heading className="mdp-state-title">{title}</Heading>
      {description ? <p>{description}</p> : null}
      {action ? <div className="mdp-state-action">{action}</div> : null}
    </div>
  );
}
