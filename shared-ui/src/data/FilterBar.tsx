import { useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '../actions/Button';
import { useUiText } from '../texts/UiTextProvider';
import './data.css';

export interface FilterBarProps {
  /** Names the search landmark ("Filter transactions"). */
  label: string;
  children: ReactNode;
  onSubmit?: () => void;
  /**
   * With it, the bar ends with Apply (submits: the typed fields apply) and Clear filters (calls it),
   * in the user's language; `applyLabel` names Apply otherwise ("Search").
   */
  onClear?: () => void;
  applyLabel?: string;
}

/** The filters above a table: a search landmark whose fields wrap on narrow screens. */
export function FilterBar({ label, children, onSubmit, onClear, applyLabel }: FilterBarProps) {
  const t = useUiText();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit?.();
  };
  return (
    <form role="search" aria-label={label} className="mdp-filter-bar" onSubmit={submit}>
      <div className="mdp-filter-fields">{children}</div>
      {onClear ? (
        <div className="mdp-filter-actions">
          <Button type="submit">{applyLabel ?? t('filterApply')}</Button>
          <Button variant="secondary" onClick={onClear}>
            {t('filterClear')}
          </Button>
        </div>
      ) : null}
    </form>
  );
}

/**
 * The text a filter field holds until it is applied (on Enter or Search), following the applied
 * value when that changes from elsewhere (Clear, the browser's Back). The filter bar stays mounted
 * across changes, so the focus stays where the user is.
 */
export function useFilterDraft(applied: string | undefined): [string, (draft: string) => void] {
  const [draft, setDraft] = useState(applied ?? '');
  const [seen, setSeen] = useState(applied);
  if (seen !== applied) {
    setSeen(applied);
    setDraft(applied ?? '');
  }
  return [draft, setDraft];
}
