import type { ReactNode } from 'react';

export type SortDirection = 'ascending' | 'descending';
export interface SortState {
  column: string;
  direction: SortDirection;
}

/**
 * Where a column's fact goes on a narrow screen, where each row is a card: the card's `title` (what
 * names the row: a reference, a name), its key facts (`status`, `amount`, `date`, in the card's head),
 * the row's `action`, a `detail` listed under its header, or `none` (left to the row's own page).
 */
export type CardPlace = 'title' | 'status' | 'amount' | 'date' | 'action' | 'detail' | 'none';

export interface Column<Row> {
  key: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** The server sorts by this column; the header becomes a button. */
  sortable?: boolean;
  align?: 'start' | 'end';
  /** Its place on a narrow screen's card (default `detail`; the first column is the title when none is). */
  card?: CardPlace;
  /**
   * `low`: on a wide screen whose table box is too narrow for every column (under 60rem), this
   * column gives way first; its fact stays on the row's own page and on the narrow screen's card.
   */
  priority?: 'low';
  /** The cell names its row (`<th scope="row">`): a currency, a day. */
  rowHeader?: boolean;
}
