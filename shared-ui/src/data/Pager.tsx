import { useUiText } from '../texts/UiTextProvider';
import './data.css';
import '../actions/actions.css';

export interface PagerProps {
  page: number;
  pages: number;
  total: number;
  onPageChange: (page: number) => void;
  /** What is paged (a table's caption): names the pager, so two on one page are told apart. */
  label?: string;
}

/** Previous / next page with "Page 2 of 5", for server-side paging. */
export function Pager({ page, pages, total, onPageChange, label }: PagerProps) {
  const t = useUiText();
  return (
    <nav className="mdp-pager" aria-label={label ? t('pagesOf', { name: label }) : t('pageOf', { page, pages })}>
      <span>{t('rows', { count: total })}</span>
      <button type="button" className="mdp-button" data-variant="secondary" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        <span aria-hidden="true">‹</span> {t('previousPage')}
      </button>
      <span aria-live="polite">{t('pageOf', { page, pages })}</span>
      <button type="button" className="mdp-button" data-variant="secondary" disabled={page >= pages} onClick={() => onPageChange(page + 1)}>
        {t('nextPage')} <span aria-hidden="true">›</span>
      </button>
    </nav>
  );
}
