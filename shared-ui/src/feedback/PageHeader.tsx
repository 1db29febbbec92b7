import type { ReactNode } from 'react';
import './feedback.css';

export interface PageHeaderProps {
  title: string;
  /** One sentence under the heading. */
  description?: ReactNode;
  /** Buttons or links on the right of the heading (wrap under it on narrow screens). */
  actions?: ReactNode;
}

/** The heading of a content page. The shell moves focus to the page's h1 on route change. */
export function PageHeader({ title, description, actions }: PageHeaderProps) {
  return (
    <header className="mdp-page-header">
      <div>
        <h1 tabIndex={-1}>{title}</h1>
        {description ? <p>{description}</p> : null}
      </div>
      {actions ? <div className="mdp-page-header-actions">{actions}</div> : null}
    </header>
  );
}
