import { useId, type ReactNode } from 'react';
import { Card } from 'shared-ui';

/** A titled part of a page: a shared-ui Card named by its level-2 heading. */
export function Section({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) {
  const id = useId();
  return (
    <Card aria-labelledby={id} className="mdp-cards-section">
      <div className="mdp-cards-section-head">
        <h2 id={id}>{title}</h2>
        {actions}
      </div>
      {children}
    </Card>
  );
}
