import { useId, type ReactNode } from 'react';
import { EmptyState } from '../feedback/EmptyState';
import { ErrorState } from '../feedback/ErrorState';
import { useUiText } from '../texts/UiTextProvider';
import { Pager } from './Pager';
import { RowCards } from './RowCards';
import type { Column, SortDirection, SortState } from './table-types';
import { useNarrowScreen } from './use-narrow-screen';
import './data.css';

export type { CardPlace, Column, SortDirection, SortState } from './table-types';

/** What the table shows besides rows: loading (skeleton rows), failed (Retry) or ready. */
export type TableStatus = { status: 'loading' } | { status: 'failed'; title: string; description?: ReactNode; onRetry: () => void } | { status: 'ready' };

/** Server-side paging by page number: the current page (1-based), the caller's page size and the server's total. */
export interface PageNumberPaging {
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  more?: never;
}

/**
 * Cursor paging (a list that may hold many thousands of rows, with no total): the rows shown so far
 * and "Show more" while the server says there are more.
 */
export interface MoreRowsPaging {
  more: { hasMore: boolean; loading: boolean; onMore: () => void };
  page?: never;
  pageSize?: never;
  total?: never;
  onPageChange?: never;
}

/** A short list shown whole (a payment's refunds, a settings table): no pager. */
export interface NoPaging {
  page?: never;
  pageSize?: never;
  total?: never;
  onPageChange?: never;
  more?: never;
}

export type DataTableProps<Row> = DataTableBaseProps<Row> & (PageNumberPaging | MoreRowsPaging | NoPaging);

export interface DataTableBaseProps<Row> {
  /** Names the table (its caption), or the list of cards on a narrow screen. */
  caption: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  state: TableStatus;
  sort?: SortState;
  onSortChange?: (sort: SortState) => void;
  /** Filters above the table (a <FilterBar>). */
  filters?: ReactNode;
  empty: { title: string; description?: ReactNode; action?: ReactNode };
}

/**
 * A table of server data: the server pages and sorts, this shows what it answered. Sorting
 * headers are buttons with `aria-sort` on the header cell; paging says "Page 2 of 5".
 *
 * Below the mobile breakpoint (768 px, spec 02 §9) the rows are a list of cards, each named by its
 * title and key facts, with nothing behind a sideways scroll; on wider screens a real table whose
 * headers wrap and whose `low` priority columns give way in a narrow box
 * (docs/decisions/0067-responsive-tables-dates-and-amounts.md).
 */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const { caption, columns, rows, rowKey, state, sort, onSortChange, filters, empty } = props;
  const t = useUiText();
  const narrow = useNarrowScreen();
  const id = useId();

  const toggle = (column: string) => {
    const direction: SortDirection = sort?.column === column && sort.direction === 'ascending' ? 'descending' : 'ascending';
    onSortChange?.({ column, direction });
  };

  let body: ReactNode;
  if (state.status === 'failed') {
    body = <ErrorState title={state.title} description={state.description} onRetry={state.onRetry} headingLevel={3} />;
  } else if (state.status === 'ready' && rows.length === 0) {
    body = <EmptyState title={empty.title} description={empty.description} action={empty.action} headingLevel={3} />;
  } else if (narrow) {
    body = (
      <RowCards
        id={id}
        caption={caption}
        columns={columns}
        rows={rows}
        rowKey={rowKey}
        loading={state.status === 'loading'}
        skeletons={Math.min(props.pageSize ?? 3, 3)}
        sort={sort}
        onSort={onSortChange ? toggle : undefined}
      />
    );
  }

  return (
    <div className="mdp-data-table">
      {filters}
      {body ?? (
        <div className="mdp-table-scroll" role="region" aria-label={caption} tabIndex={0}>
          <table aria-busy={state.status === 'loading' || undefined}>
            <caption className="mdp-visually-hidden">{caption}</caption>
            <thead>
              <tr>
                {columns.map((column) => {
                  const sorted = sort?.column === column.key ? sort.direction : undefined;
                  return (
                    <th key={column.key} scope="col" aria-sort={column.sortable ? (sorted ?? 'none') : undefined} data-align={column.align} data-priority={column.priority}>
                      {column.sortable && onSortChange ? (
                        <button type="button" className="mdp-sort" onClick={() => toggle(column.key)}>
                          {column.header}
                          <span aria-hidden="true">{sorted === 'ascending' ? '▲' : sorted === 'descending' ? '▼' : '↕'}</span>
                        </button>
                      ) : (
                        column.header
                      )}
                    </th>
                  );
                })}
              </tr>
            </thead>
            <tbody>
              {state.status === 'loading'
                ? Array.from({ length: Math.min(props.pageSize ?? 5, 5) }, (_, index) => (
                    <tr key={index} className="mdp-row-skeleton">
                      {columns.map((column, cell) => (
                        <td key={column.key} data-priority={column.priority}>
                          <span aria-hidden="true" />
                          {index === 0 && cell === 0 ? <span className="mdp-visually-hidden">{t('loading')}</span> : null}
                        </td>
                      ))}
                    </tr>
                  ))
                : rows.map((row) => (
                    <tr key={rowKey(row)}>
                      {columns.map((column) => {
                        const Cell = column.rowHeader ? 'th' : 'td';
                        return (
                          <Cell key={column.key} scope={column.rowHeader ? 'row' : undefined} data-align={column.align} data-priority={column.priority}>
                            {column.cell(row)}
                          </Cell>
                        );
                      })}
                    </tr>
                  ))}
            </tbody>
          </table>
        </div>
      )}
      {state.status === 'ready' && rows.length > 0 && (props.page !== undefined || props.more !== undefined) ? (
        <Paging {...(props as PageNumberPaging | MoreRowsPaging)} shown={rows.length} label={caption} />
      ) : null}
    </div>
  );
}

function Paging({ shown, label, ...paging }: (PageNumberPaging | MoreRowsPaging) & { shown: number; label: string }) {
  const t = useUiText();
  if (paging.more === undefined) {
    const { page, pageSize, total, onPageChange } = paging;
    return <Pager page={page} pages={Math.max(1, Math.ceil(total / pageSize))} total={total} onPageChange={onPageChange} label={label} />;
  }
  const { hasMore, loading, onMore } = paging.more;
  return (
    <nav className="mdp-pager" aria-label={t('shownRows', { count: shown })}>
      <span aria-live="polite">{t('shownRows', { count: shown })}</span>
      {hasMore ? (
        <button type="button" className="mdp-button" data-variant="secondary" disabled={loading} aria-busy={loading || undefined} onClick={onMore}>
          {loading ? t('loading') : t('showMore')}
        </button>
      ) : null}
    </nav>
  );
}
