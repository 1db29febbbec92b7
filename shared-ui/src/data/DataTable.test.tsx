import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { CARD_LIST_PAGE_SIZE } from 'shared-contracts/rules';
import { DataTable, type Column, type DataTableBaseProps, type PageNumberPaging } from './DataTable';

interface Payment {
  id: string;
  amount: number;
}

const columns: Column<Payment>[] = [
  { key: 'id', header: 'Reference', cell: (row) => row.id, sortable: true },
  { key: 'amount', header: 'Amount', cell: (row) => row.amount, align: 'end' },
];
const rows = Array.from({ length: CARD_LIST_PAGE_SIZE }, (_, index) => ({ id: `pay_${index}`, amount: index * 100 }));

function renderTable(props: Partial<DataTableBaseProps<Payment> & PageNumberPaging> = {}) {
  const onPageChange = jest.fn();
  const onSortChange = jest.fn();
  render(
    <DataTable
      caption="Card payments"
      columns={columns}
      rows={rows}
      rowKey={(row) => row.id}
      state={{ status: 'ready' }}
      page={1}
      pageSize={CARD_LIST_PAGE_SIZE}
      total={35}
      onPageChange={onPageChange}
      onSortChange={onSortChange}
      empty={{ title: 'No payments yet' }}
      {...props}
    />,
  );
  return { onPageChange, onSortChange };
}

describe('DataTable', () => {
  it('shows the page the server answered and asks for the next one', () => {
    const { onPageChange } = renderTable();
    expect(within(screen.getByRole('table', { name: 'Card payments' })).getAllByRole('row')).toHaveLength(CARD_LIST_PAGE_SIZE + 1);
    expect(screen.getByText('Page 1 of 4')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Previous page/ })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: /Next page/ }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });

  it('names its pager by the table, so two lists on one page have two different landmarks', () => {
    renderTable();
    renderTable({ caption: 'Refunds', total: 3 });
    expect(screen.getByRole('navigation', { name: 'Pages of Card payments' })).toHaveTextContent('Page 1 of 4');
    expect(screen.getByRole('navigation', { name: 'Pages of Refunds' })).toHaveTextContent('Page 1 of 1');
  });

  it('cannot go past the last page', () => {
    const { onPageChange } = renderTable({ page: 4 });
    expect(screen.getByRole('button', { name: /Next page/ })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: /Previous page/ }));
    expect(onPageChange).toHaveBeenCalledWith(3);
  });

  it('asks the server to sort, and says how a column is sorted', () => {
    const { onSortChange } = renderTable({ sort: { column: 'id', direction: 'ascending' } });
    expect(screen.getByRole('columnheader', { name: /Reference/ })).toHaveAttribute('aria-sort', 'ascending');
    fireEvent.click(screen.getByRole('button', { name: /Reference/ }));
    expect(onSortChange).toHaveBeenCalledWith({ column: 'id', direction: 'descending' });
  });

  it('shows skeleton rows while loading, marked busy, without a pager', () => {
    renderTable({ state: { status: 'loading' }, rows: [] });
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Next page/ })).not.toBeInTheDocument();
  });

  it('shows the empty state when the server has no rows', () => {
    renderTable({ rows: [], total: 0 });
    expect(screen.getByRole('heading', { name: 'No payments yet' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows the error with Retry when loading failed', () => {
    const onRetry = jest.fn();
    renderTable({ state: { status: 'failed', title: 'Payments could not load', onRetry } });
    expect(screen.getByRole('alert')).toHaveTextContent('Payments could not load');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalled();
  });

  it('pages by cursor: says how many rows are shown and offers more while the server has more', () => {
    const onMore = jest.fn();
    const view = (hasMore: boolean, loading = false) => (
      <DataTable
        caption="Transactions"
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        state={{ status: 'ready' }}
        more={{ hasMore, loading, onMore }}
        empty={{ title: 'No transactions yet' }}
      />
    );
    const { rerender } = render(view(true));
    expect(screen.getByRole('navigation', { name: `${rows.length} shown` })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next page' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(onMore).toHaveBeenCalledTimes(1);
    rerender(view(true, true));
    expect(screen.getByRole('button', { name: 'Loading' })).toBeDisabled();
    rerender(view(false));
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });
});

describe('DataTable on a narrow screen', () => {
  interface Charge {
    id: string;
    amount: string;
    status: string;
    created: string;
    card: string;
  }
  const chargeColumns: Column<Charge>[] = [
    { key: 'created', header: 'Created', card: 'date', sortable: true, cell: (row) => row.created },
    { key: 'id', header: 'Reference', card: 'title', cell: (row) => row.id },
    { key: 'status', header: 'Status', card: 'status', cell: (row) => row.status },
    { key: 'amount', header: 'Amount', card: 'amount', align: 'end', cell: (row) => row.amount },
    { key: 'card', header: 'Card', cell: (row) => row.card },
    { key: 'open', header: 'Actions', card: 'action', cell: (row) => <button type="button">Open {row.id}</button> },
  ];
  const charges: Charge[] = [
    { id: 'order-1', amount: 'Rp 10.000', status: 'Captured', created: '24/11/2026 10:00', card: '4111 •••• 1111' },
    { id: 'order-2', amount: 'Rp 20.000', status: 'Failed', created: '23/11/2026 09:00', card: '5555 •••• 4444' },
  ];
  let matches = true;
  const listeners = new Set<() => void>();
  beforeEach(() => {
    matches = true;
    window.matchMedia = ((query: string) => ({
      get matches() {
        return matches && query.includes('max-width');
      },
      media: query,
      addEventListener: (_: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
    })) as unknown as typeof window.matchMedia;
  });
  afterEach(() => {
    // @ts-expect-error jsdom has no matchMedia of its own
    delete window.matchMedia;
  });

  function renderCharges(onSortChange = jest.fn()) {
    render(
      <DataTable
        caption="Card payments"
        columns={chargeColumns}
        rows={charges}
        rowKey={(row) => row.id}
        state={{ status: 'ready' }}
        sort={{ column: 'created', direction: 'descending' }}
        onSortChange={onSortChange}
        page={1}
        pageSize={10}
        total={2}
        onPageChange={jest.fn()}
        empty={{ title: 'No payments yet' }}
      />,
    );
    return onSortChange;
  }

  it('shows each row as a card named by its title and key facts, with every other column named, and no table', () => {
    renderCharges();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Card payments' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(cards[0]).toHaveAccessibleName('order-1 Rp 10.000 Captured 24/11/2026 10:00');
    expect(within(cards[0]!).getByText('Card').tagName).toBe('DT');
    expect(within(cards[0]!).getByText('4111 •••• 1111').tagName).toBe('DD');
    expect(within(cards[1]!).getByRole('button', { name: 'Open order-2' })).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
  });

  it('sorts with a button above the cards, which says the order', () => {
    const onSortChange = renderCharges();
    fireEvent.click(screen.getByRole('button', { name: 'Sort by Created, sorted descending' }));
    expect(onSortChange).toHaveBeenCalledWith({ column: 'created', direction: 'ascending' });
  });

  it('becomes a table again when the screen widens', () => {
    renderCharges();
    matches = false;
    act(() => listeners.forEach((listener) => listener()));
    expect(screen.getByRole('table', { name: 'Card payments' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Card payments' })).not.toBeInTheDocument();
  });

  it('shows skeleton cards while loading, marked busy', () => {
    render(<DataTable caption="Refunds" columns={chargeColumns} rows={[]} rowKey={(row) => row.id} state={{ status: 'loading' }} empty={{ title: 'No refunds' }} />);
    expect(screen.getByRole('list', { name: 'Refunds' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('Loading')).toBeInTheDocument();
  });
});

describe('DataTable without paging', () => {
  it('shows a short list whole, with no pager, and row headers where a column names its row', () => {
    render(
      <DataTable
        caption="Accounts"
        columns={[{ key: 'currency', header: 'Currency', rowHeader: true, cell: (row: { currency: string }) => row.currency }, { key: 'low', header: 'Low', priority: 'low', cell: () => 'x' }]}
        rows={[{ currency: 'IDR' }, { currency: 'USD' }]}
        rowKey={(row) => row.currency}
        state={{ status: 'ready' }}
        empty={{ title: 'None' }}
      />,
    );
    expect(screen.getByRole('rowheader', { name: 'USD' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Low' })).toHaveAttribute('data-priority', 'low');
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
