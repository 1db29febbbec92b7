import { act, fireEvent, screen, within } from '@testing-library/react';
import { GatewayError } from 'shared-contracts';
import { SETTINGS_API } from 'shared-contracts/areas/settings/settings';
import { renderSettings } from '../../testing/render';

const ACCOUNTS = {
  data: [
    { id: 'bank_1', bank_code: 'BCA', account_holder_name: 'PT Toko Ku', masked_account_number: '••••••6789', created: '2026-01-01T00:00:00Z' },
  ],
};
const BANKS = { data: [{ code: 'BCA', name: 'Bank Central Asia (BCA)' }, { code: 'BNI', name: 'Bank Negara Indonesia (BNI)' }] };
const ANSWERS = { [`GET ${SETTINGS_API.bankAccounts}`]: ACCOUNTS, [`GET ${SETTINGS_API.availableBanks}`]: BANKS };

const open = (options: Parameters<typeof renderSettings>[0] = {}) =>
  renderSettings({ path: '/settings/withdrawals', gateway: ANSWERS, ...options });

describe('the withdrawals page', () => {
  it('lists the bank accounts with the bank name and the last 4 digits', async () => {
    open();
    const list = await screen.findByRole('list', { name: 'Bank accounts' });
    const row = within(list).getAllByRole('listitem')[0]!;
    expect(row).toHaveTextContent('Bank Central Asia (BCA)');
    expect(row).toHaveTextContent('•••• 6789');
    expect(within(row).getByText('Account ending in 6789')).toBeInTheDocument();
  });

  it('marks the default account; an administrator makes another the default and removes one after confirming (issue 42)', async () => {
    const two = {
      data: [
        { ...ACCOUNTS.data[0]!, is_default: true },
        { id: 'bank_2', bank_code: 'BNI', account_holder_name: 'PT Toko Ku', masked_account_number: '••••••4321', created: '2026-02-01T00:00:00Z', is_default: false },
      ],
    };
    const { hostApi } = open({
      gateway: { ...ANSWERS, [`GET ${SETTINGS_API.bankAccounts}`]: two, [`PUT ${SETTINGS_API.bankAccountDefault('bank_2')}`]: undefined, [`DELETE ${SETTINGS_API.bankAccount('bank_2')}`]: undefined },
    });
    const list = await screen.findByRole('list', { name: 'Bank accounts' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('Default');
    // The default goes only when it is the last account.
    expect(within(first!).queryByRole('button')).not.toBeInTheDocument();
    await act(async () => fireEvent.click(within(second!).getByRole('button', { name: 'Make default: Bank Negara Indonesia (BNI) 4321' })));
    expect(hostApi.gateway.calls.filter((call) => call.method === 'PUT').map((call) => call.path)).toEqual([SETTINGS_API.bankAccountDefault('bank_2')]);
    fireEvent.click(within(second!).getByRole('button', { name: 'Remove Bank Negara Indonesia (BNI) 4321' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove the Bank Negara Indonesia (BNI) account?' });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' })));
    expect(hostApi.gateway.calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([SETTINGS_API.bankAccount('bank_2')]);
  }, 15_000);

  it('offers a withdrawer neither the default nor a removal', async () => {
    open({ user: { can_administer: false, can_withdraw: true } });
    const list = await screen.findByRole('list', { name: 'Bank accounts' });
    expect(within(list).queryByRole('button', { name: /^Remove|^Make/ })).not.toBeInTheDocument();
  });

  it('shows the large-transaction note to an Indonesian business only', async () => {
    open();
    expect(screen.getByText(/A withdrawal above Rp\s?100\.000\.000 to another bank that is approved after 13:00 \(UTC\+7\)/)).toBeInTheDocument();
  });

  it('has an empty state', async () => {
    open({ gateway: { ...ANSWERS, [`GET ${SETTINGS_API.bankAccounts}`]: { data: [] } } });
    expect(await screen.findByRole('heading', { name: 'No bank account yet' })).toBeInTheDocument();
  });

  it('has an error state with retry', async () => {
    let calls = 0;
    open({
      gateway: {
        ...ANSWERS,
        [`GET ${SETTINGS_API.bankAccounts}`]: () => {
          calls += 1;
          if (calls === 1) throw new GatewayError('SERVER_ERROR', 'down', 503);
          return ACCOUNTS;
        },
      },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your bank accounts could not be loaded.');
    fireEvent.click(within(alert).getByRole('button'));
    expect(await screen.findByRole('list', { name: 'Bank accounts' })).toBeInTheDocument();
  });

  it('offers adding an account to administrators only', async () => {
    open({ user: { can_administer: false, can_withdraw: true } });
    await screen.findByRole('list', { name: 'Bank accounts' });
    expect(screen.queryByRole('button', { name: 'Add a bank account' })).not.toBeInTheDocument();
  });

  it('checks the form before sending, then sends the trimmed account', async () => {
    const { hostApi } = open({ gateway: { ...ANSWERS, [`POST ${SETTINGS_API.bankAccounts}`]: ACCOUNTS.data[0] } });
    fireEvent.click(await screen.findByRole('button', { name: 'Add a bank account' }));
    const form = await screen.findByRole('form', { name: 'Add a bank account' });
    fireEvent.change(within(form).getByLabelText(/Account number/), { target: { value: '12ab' } });
    fireEvent.change(within(form).getByLabelText(/Account name/), { target: { value: 'Toko <Ku>' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add bank account' }));
    expect(await within(form).findByText('Use digits only.')).toBeInTheDocument();
    expect(within(form).getByText("Use the name as the bank holds it: letters, digits, spaces and . , ' - & / ( ) only.")).toBeInTheDocument();
    expect(hostApi.gateway.calls.filter((call) => call.method === 'POST')).toEqual([]);
  });
});
