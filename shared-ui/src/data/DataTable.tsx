import type { ReactNode } from 'react';
import { EmptyState } from '../feedback/EmptyState';
import { ErrorState } from '../feedback/ErrorState';
import { useUiText } from '../texts/UiTextProvider';
import { Pager } from './Pager';
import './data.css';

export type SortDirection = 'ascending' | 'descending';
export interface SortState {
  column: string;
  direction: SortDirection;
}

export interface Column<Row> {
  key: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** The server sorts by this column; the header becomes a button. */
  sortable?: boolean;
  align?: 'start' | 'end';
}

/** What the table shows besides rows: loading (skeleton rows), failed (Retry) or ready. */
export type TableStatus = { status: 'loading' } | { status: 'failed'; title: string; description?: ReactNode; onRetry: () => void } | { status: 'ready' };

export interface DataTableProps<Row> {
  /** Names the table (its caption). */
  caption: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  state: TableStatus;
  /** Server-side paging: the current page (1-based), the caller's page size and the server's total. */
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  sort?: SortState;
  onSortChange?: (sort: SortState) => void;
  /** Filters above the table (a <FilterBar>). */
  filters?: ReactNode;
  empty: { title: string; description?: ReactNode; action?: ReactNode };
}

/**
 * A table of server data: the server pages and sorts, this shows what it answered. Sorting
 * headers are buttons with `aria-sort` on the header cell; paging says "Page 2 of 5".
 */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const { caption, columns, rows, rowKey, state, page, pageSize, total, onPageChange, sort, onSortChange, filters, empty } = props;
  const t = useUiText();
  const pages = Math.max(1, Math.ceil(total / pageSize));

  const toggle = (column: string) => {
    const direction: SortDirection = sort?.column === column && sort.direction === 'ascending' ? 'descending' : 'ascending';
    onSortChange?.({ column, direction });
  };

  let body: ReactNode;
  if (state.status === 'failed') {
    body = <ErrorState title={state.title} description={state.description} onRetry={state.onRetry} headingLevel={3} />;
  } else if (state.status === 'ready' && rows.length === 0) {
    body = <EmptyState title={empty.title} description={empty.description} action={empty.action} headingLevel={3} />;
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
                    <th key={column.key} scope="col" aria-sort={column.sortable ? (sorted ?? 'none') : undefined} data-align={column.align}>
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
                ? Array.from({ length: Math.min(pageSize, 5) }, (_, index) => (
                    <tr key={index} className="mdp-row-skeleton">
                      {columns.map((column, cell) => (
                        <td key={column.key}>
                          <span aria-hidden="true" />
                          {index === 0 && cell === 0 ? <span className="mdp-visually-hidden">{t('loading')}</span> : null}
                        </td>
                      ))}
                    </tr>
                  ))
                : rows.map((row) => (
                    <tr key={rowKey(row)}>
                      {columns.map((column) => (
                        <td key={column.key} data-align={column.align}>
                          {column.cell(row)}
                        </td>
                      ))}
                    </tr>
                  ))}
            </tbody>
          </table>
        </div>
      )}
      {state.status === 'ready' && rows.length > 0 ? <Pager page={page} pages={pages} total={total} onPageChange={onPageChange} /> : null}
    </div>
  );
}
