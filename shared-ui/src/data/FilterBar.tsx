import type { FormEvent, ReactNode } from 'react';
import './data.css';

export interface FilterBarProps {
  /** Names the search landmark ("Filter transactions"). */
  label: string;
  children: ReactNode;
  /** Apply / reset buttons. */
  actions?: ReactNode;
  onSubmit?: () => void;
}

/** The filters above a table: a search landmark whose fields wrap on narrow screens. */
export function FilterBar({ label, children, actions, onSubmit }: FilterBarProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit?.();
  };
  return (
    <form role="search" aria-label={label} className="mdp-filter-bar" onSubmit={submit}>
      <div className="mdp-filter-fields">{children}</div>
      {actions ? <div className="mdp-filter-actions">{actions}</div> : null}
    </form>
  );
}
