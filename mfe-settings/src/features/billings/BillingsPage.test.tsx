import { fireEvent, screen, within } from '@testing-library/react';
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
      expect.stringMatching(/Rp\s?1\.250\.000Due 05\/06\/2020OverdueView statement/),
      expect.stringMatching(/Rp\s?50\.000Due 31\/01\/2999UnpaidView statement/),
      expect.stringMatching(/Rp\s?980\.000Due 06\/05\/2020PaidView statement/),
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

  it('opens a statement: its month, fees, tax and total, and the virtual account to pay it into (issue 42)', async () => {
    renderSettings({
      path: '/settings/billings',
      gateway: {
        [KEY]: STATEMENTS,
        [`GET ${SETTINGS_API.billingStatement('bill_1')}`]: {
          ...STATEMENTS[1], issued_date: '2020-05-22', period_start: '2020-04-01', period_end: '2020-04-30', subtotal: 1_126_126,
          tax: { name: 'PPN', rate_percent: 11, amount: 123_874 },
          payment_instructions: { method: 'VIRTUAL_ACCOUNT', bank_name: 'BCA', account_number: '3908112345678901', account_name: 'PT Sandbox Pembayaran Indonesia - Toko Ku', amount: 1_250_000 },
        },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: /View statement of Rp\s?1\.250\.000, due 05\/06\/2020/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Billing statement' });
    expect(await within(dialog).findByText('01/04/2020 – 30/04/2020')).toBeInTheDocument();
    expect(within(dialog).getByText('PPN 11%')).toBeInTheDocument();
    expect(within(dialog).getByText(/Rp\s?123\.874/)).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'How to pay' })).toBeInTheDocument();
    expect(within(dialog).getByText('3908112345678901')).toBeInTheDocument();
    expect(within(dialog).getByText(/Transfer exactly Rp\s?1\.250\.000 to this virtual account by 05\/06\/2020/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Copy the virtual account number' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Download PDF' })).toBeEnabled();
  });

  it('a statement that cannot be read says so in the dialog', async () => {
    renderSettings({
      path: '/settings/billings',
      gateway: {
        [KEY]: STATEMENTS,
        [`GET ${SETTINGS_API.billingStatement('bill_2')}`]: () => {
          throw new GatewayError('SERVER_ERROR', 'down', 503);
        },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: /View statement of Rp\s?980\.000/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Billing statement' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The statement could not be loaded.');
    expect(within(dialog).getByRole('button', { name: 'Download PDF' })).toBeDisabled();
  });
});
