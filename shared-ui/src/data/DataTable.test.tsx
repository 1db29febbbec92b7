import { fireEvent, render, screen, within } from '@testing-library/react';
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
