import { screen, within } from '@testing-library/react';
import { GatewayError } from 'shared-contracts';
import { SETTINGS_API } from 'shared-contracts/areas/settings/settings';
import { renderSettings } from '../../testing/render';

const KEY = `GET ${SETTINGS_API.billingStatements}`;
const STATEMENTS = [
  { id: 'bill_2', status: 'PAID', due_date_term: '2020-05-06', amount: 980_000, currency: 'IDR', period: 'two months ago' },
  { id: 'bill_1', status: 'UNPAID', due_date_term: '2020-06-05', amount: 1_250_000, currency: 'IDR', period: 'last month' },
  { id: 'bill_3', status: 'UNPAID', due_date_term: '2999-01-31', amount: 50_000, currency: 'IDR', period: 'this month' },
];

const open = (answer: unknown) => renderSettings({ path: '/settings/billings', gateway: { [KEY]: answer } });

describe('the billing page', () => {
  it('lists the statements, what is owed first, each with its status and due date', async () => {
    open(STATEMENTS);
    const items = within(await screen.findByRole('list', { name: 'Billing statements' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/Rp\s?1\.250\.000Due 05\/06\/2020Overdue/),
      expect.stringMatching(/Rp\s?50\.000Due 31\/01\/2999Unpaid/),
      expect.stringMatching(/Rp\s?980\.000Due 06\/05\/2020Paid/),
    ]);
  });

  it('marks an overdue bill as the shell’s reminder does', async () => {
    open(STATEMENTS);
    expect(await screen.findByText('You have an overdue bill')).toBeInTheDocument();
    expect(screen.getByText(/Rp\s?1\.250\.000 was due on 05\/06\/2020\./)).toBeInTheDocument();
  });

  it('has an empty state', async () => {
    open([]);
    expect(await screen.findByRole('heading', { name: 'No billing statement yet' })).toBeInTheDocument();
    expect(screen.queryByText('You have an overdue bill')).not.toBeInTheDocument();
  });

  it('has an error state', async () => {
    open(() => {
      throw new GatewayError('SERVER_ERROR', 'down', 503);
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Your billing statements could not be loaded.');
  });

  it('speaks Indonesian', async () => {
    renderSettings({ path: '/settings/billings', language: 'id', gateway: { [KEY]: STATEMENTS } });
    expect(await screen.findByText('Terlambat')).toBeInTheDocument();
  });
});
