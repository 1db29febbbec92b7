import type { ReactNode } from 'react';

export interface PageHeaderProps {
  title: string;
  /** One sentence under the heading. */
  description?: ReactNode;
}

/** The heading of a content page. The shell moves focus to the page's h1 on route change. */
export function PageHeader({ title, description }: PageHeaderProps) {
  return (
    <header className="mdp-page-header">
      <h1 tabIndex={-1}>{title}</h1>
      {description ? <p>{description}</p> : null}
    </header>
  );
}
