import type { ReactNode } from 'react';
import { useUiText } from '../texts/UiTextProvider';
import type { CardPlace, Column, SortState } from './table-types';

interface RowCardsProps<Row> {
  id: string;
  caption: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  loading: boolean;
  skeletons: number;
  sort?: SortState;
  onSort?: (column: string) => void;
}

const HEAD: readonly CardPlace[] = ['amount', 'status', 'date'];

/** A column's place on the card: its own, or the title for the first column when no column is the title. */
function placeOf<Row>(column: Column<Row>, index: number, columns: readonly Column<Row>[]): CardPlace {
  if (column.card) return column.card;
  if (index === 0 && !columns.some((candidate) => candidate.card === 'title')) return 'title';
  return 'detail';
}

/**
 * A narrow screen's rows: a list named by the table's caption, one card a row, each card named by
 * its title and key facts (amount, status, date), the other columns as a term list, the row's
 * action last. Sorting, when the server sorts, is a button above the list.
 */
export function RowCards<Row>({ id, caption, columns, rows, rowKey, loading, skeletons, sort, onSort }: RowCardsProps<Row>) {
  const t = useUiText();
  const placed = columns.map((column, index) => ({ column, place: placeOf(column, index, columns) }));
  const title = placed.find((entry) => entry.place === 'title')?.column;
  const head = HEAD.flatMap((place) => placed.filter((entry) => entry.place === place).map((entry) => entry.column));
  const details = placed.filter((entry) => entry.place === 'detail').map((entry) => entry.column);
  const actions = placed.filter((entry) => entry.place === 'action').map((entry) => entry.column);
  const sortable = onSort ? columns.filter((column) => column.sortable) : [];

  return (
    <div className="mdp-row-cards-wrap">
      {sortable.map((column) => {
        const sorted = sort?.column === column.key ? sort.direction : undefined;
        return (
          <button key={column.key} type="button" className="mdp-button mdp-row-cards-sort" data-variant="secondary" onClick={() => onSort?.(column.key)}>
            {sorted ? `${t('sortBy', { column: column.header })}, ${t(sorted === 'ascending' ? 'sortedAscending' : 'sortedDescending')}` : t('sortBy', { column: column.header })}
            <span aria-hidden="true"> {sorted === 'ascending' ? '▲' : sorted === 'descending' ? '▼' : '↕'}</span>
          </button>
        );
      })}
      <ul className="mdp-row-cards" aria-label={caption} aria-busy={loading || undefined}>
        {loading
          ? Array.from({ length: skeletons }, (_, index) => (
              <li key={index} className="mdp-row-card mdp-row-skeleton">
                <span aria-hidden="true" />
                <span aria-hidden="true" />
                {index === 0 ? <span className="mdp-visually-hidden">{t('loading')}</span> : null}
              </li>
            ))
          : rows.map((row, index) => {
              const key = rowKey(row);
              const cardId = `${id}-${index}`;
              const named = [title, ...head].filter((column): column is Column<Row> => column !== undefined).map((column) => `${cardId}-${column.key}`);
              return (
                <li key={key} className="mdp-row-card" aria-labelledby={named.join(' ')}>
                  <div className="mdp-row-card-head">
                    {title ? (
                      <span id={`${cardId}-${title.key}`} className="mdp-row-card-title">
                        {title.cell(row)}
                      </span>
                    ) : null}
                    {head.map((column) => (
                      <Fact key={column.key} id={`${cardId}-${column.key}`} place={placed.find((entry) => entry.column === column)?.place}>
                        {column.cell(row)}
                      </Fact>
                    ))}
                  </div>
                  {details.length > 0 ? (
                    <dl className="mdp-row-card-details">
                      {details.map((column) => (
                        <div key={column.key}>
                          <dt>{column.header}</dt>
                          <dd>{column.cell(row)}</dd>
                        </div>
                      ))}
                    </dl>
                  ) : null}
                  {actions.length > 0 ? (
                    <div className="mdp-row-card-actions">
                      {actions.map((column) => (
                        <span key={column.key}>{column.cell(row)}</span>
                      ))}
                    </div>
                  ) : null}
                </li>
              );
            })}
      </ul>
    </div>
  );
}

function Fact({ id, place, children }: { id: string; place?: CardPlace; children: ReactNode }) {
  return (
    <span id={id} className="mdp-row-card-fact" data-place={place}>
      {children}
    </span>
  );
}
