import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GatewayError } from 'shared-contracts';
import { PAYMENT_METHODS_API, type ProductCard } from 'shared-contracts/areas/settings/payment-methods';
import { renderSettings } from '../../testing/render';

const card = (overrides: Partial<ProductCard>): ProductCard => ({
  product: 'OVO', isEnabled: false, isSubmitted: false, isRejected: false, sub_status: null, estimated_activation_timestamp: null,
  submitted_at: null, activated_at: null, rejected_at: null, deactivated_at: null, activation_allowed: true, cards_disabled: false,
  ...overrides,
});
const CARDS = {
  data: [
    card({ product: 'OVO', isEnabled: true, sub_status: 'LIVE', activated_at: '2026-05-06T08:00:00.000Z' }),
    card({ product: 'DANA', isSubmitted: true, sub_status: 'testing_uat', estimated_activation_timestamp: '2026-06-24T08:00:00.000Z' }),
    card({ product: 'LINKAJA', isRejected: true, sub_status: 'declined_temporary', rejected_at: '2026-06-09T08:00:00.000Z' }),
    card({ product: 'KREDIVO' }),
  ],
};
const bank = (bank_code: string, kinds: ('INVOICE' | 'FIXED')[]) => ({ bank_code, bank_name: `Bank ${bank_code}`, account_block_start: '88081000000', account_block_end: '88081999999', kinds });
const BANKS = { data: [bank('BCA', ['INVOICE', 'FIXED']), bank('BRI', ['INVOICE', 'FIXED']), bank('CIMB', ['FIXED']), bank('BJB', ['INVOICE'])] };
const OUTLETS = {
  data: [
    { retail_outlet_name: 'ALFAMART', prefix: 'TKKU', onboarding_timestamp: '2025-11-02T03:00:00.000Z' },
    { retail_outlet_name: 'INDOMARET', prefix: null, onboarding_timestamp: '2026-05-20T03:00:00.000Z' },
  ],
};
const ANSWERS = {
  [`GET ${PAYMENT_METHODS_API.products}`]: CARDS,
  [`GET ${PAYMENT_METHODS_API.virtualAccounts}`]: BANKS,
  [`GET ${PAYMENT_METHODS_API.retailOutlets}`]: OUTLETS,
};
const open = (gateway = {}, options: Parameters<typeof renderSettings>[0] = {}) =>
  renderSettings({ path: '/settings/payment-methods', ...options, gateway: { ...ANSWERS, ...gateway } });
const article = async (name: string) => (await screen.findByRole('heading', { name })).closest('article') as HTMLElement;

describe('the payment methods page', () => {
  it('shows each product with its tracker state and progress', async () => {
    open();
    const dana = await article('DANA');
    expect(within(dana).getByText('In progress')).toBeInTheDocument();
    const steps = within(within(dana).getByRole('list', { name: 'Activation progress of DANA' })).getAllByRole('listitem');
    expect(steps.map((step) => step.getAttribute('data-state'))).toEqual(['done', 'done', 'done', 'current', 'todo']);
    expect(steps[3]).toHaveAttribute('aria-current', 'step');
    expect(steps[4]).toHaveTextContent('estimated go-live');
    expect(within(await article('OVO')).getByText('Active')).toBeInTheDocument();
    const linkaja = await article('LinkAja');
    expect(within(linkaja).getByText(/Rejected on/)).toBeInTheDocument();
    // A rejected sub-status: Activate is disabled; a never-asked product may be activated.
    expect(within(linkaja).getByRole('button', { name: 'Activate LinkAja' })).toBeDisabled();
    expect(within(await article('Kredivo')).getByRole('button', { name: 'Activate Kredivo' })).toBeEnabled();
    expect(within(dana).queryByRole('button', { name: /Activate/ })).not.toBeInTheDocument();
  });

  it('asks for activation; one asked already says so', async () => {
    const { hostApi } = open({
      [`POST ${PAYMENT_METHODS_API.activation('KREDIVO')}`]: () => {
        throw new GatewayError('DUPLICATE_PRODUCT_APPLICATION_ERROR', 'asked', 409);
      },
    });
    fireEvent.click(within(await article('Kredivo')).getByRole('button', { name: 'Activate Kredivo' }));
    expect(await screen.findByText('Kredivo was already requested. Follow its progress here.')).toBeInTheDocument();
    expect(hostApi.gateway.calls.some((call) => call.method === 'POST')).toBe(true);
  });
});

describe('virtual accounts and retail outlets', () => {
  it("the detail modal: invoice and fixed VA tabs with the main brand's exclusions left out, and the live/test toggle", async () => {
    const { hostApi } = open();
    fireEvent.click(await screen.findByRole('button', { name: 'View banks and account numbers' }));
    const dialog = await screen.findByRole('dialog', { name: 'Virtual account banks' });
    const invoice = await within(dialog).findByRole('table', { name: 'Banks of invoice virtual accounts' });
    expect(within(invoice).getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['Bank BCA', 'Bank BRI']);
    fireEvent.click(within(dialog).getByRole('tab', { name: 'Fixed VA' }));
    const fixed = await within(dialog).findByRole('table', { name: 'Banks of fixed virtual accounts' });
    expect(within(fixed).getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['Bank BCA', 'Bank BRI']);
    const vaQueries = () => hostApi.gateway.calls.filter((call) => call.path === PAYMENT_METHODS_API.virtualAccounts).map((call) => call.query);
    expect(vaQueries()).toEqual([{ environment: 'PRODUCTION' }]);
    fireEvent.click(within(dialog).getByLabelText('Test'));
    await waitFor(() => expect(vaQueries()).toEqual([{ environment: 'PRODUCTION' }, { environment: 'DEVELOPMENT' }]));
  });

  it('the second brand: BRI and BCA left out, INDOMARET not offered', async () => {
    open({}, { business: { brand_name: 'SECOND' } });
    fireEvent.click(await screen.findByRole('button', { name: 'View banks and account numbers' }));
    const dialog = await screen.findByRole('dialog', { name: 'Virtual account banks' });
    const invoice = await within(dialog).findByRole('table', { name: 'Banks of invoice virtual accounts' });
    expect(within(invoice).getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['Bank BJB']);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    const outlets = await screen.findByRole('list', { name: 'Retail outlets' });
    expect(within(outlets).getAllByRole('listitem').map((item) => item.querySelector('strong')?.textContent)).toEqual(['ALFAMART']);
  });

  it('retail outlets: active with a prefix, onboarding with a date', async () => {
    open();
    const outlets = await screen.findByRole('list', { name: 'Retail outlets' });
    const [alfamart, indomaret] = within(outlets).getAllByRole('listitem');
    expect(alfamart).toHaveTextContent('Active');
    expect(alfamart).toHaveTextContent('TKKU');
    expect(indomaret).toHaveTextContent('Onboarding');
    expect(indomaret).toHaveTextContent('Onboarding since');
  });
});

it('a Philippine business sees the top-up instructions with its reference, and no virtual accounts', async () => {
  open(
    { [`GET ${PAYMENT_METHODS_API.topUpBanks}`]: { data: [{ bank_name: 'BDO Unibank', account_name: 'Sandbox Payments PH Inc.', account_number: '0012-3456-7890' }], reference: 'TOPUP-MANILA' } },
    { business: { country_of_operation: 'Philippines' } },
  );
  fireEvent.click(await screen.findByRole('button', { name: 'View top-up instructions' }));
  const dialog = await screen.findByRole('dialog', { name: 'Top-up instructions' });
  expect(await within(dialog).findByRole('rowheader', { name: 'BDO Unibank' })).toBeInTheDocument();
  expect(within(dialog).getByText('TOPUP-MANILA')).toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: 'Download instructions' })).toBeEnabled();
  expect(screen.queryByRole('button', { name: 'View banks and account numbers' })).not.toBeInTheDocument();
});

describe('cards configuration where cards need no partner (issue 42)', () => {
  const ID_ONLY = { ...ANSWERS, [`GET ${PAYMENT_METHODS_API.products}`]: { data: CARDS.data } };

  it('says cards are accepted and leads to the card settings and payments, under a subtitle of its own', async () => {
    renderSettings({ path: '/settings/payment-methods/cards-configuration', gateway: ID_ONLY });
    expect(await screen.findByText(/Cards are accepted on your account without a partner’s activation/)).toBeInTheDocument();
    expect(screen.getByText(/How your business accepts cards/)).toBeInTheDocument();
    expect(screen.queryByText('No card product to configure for your country')).not.toBeInTheDocument();
    const links = screen.getByRole('list', { name: 'Cards' });
    expect(within(links).getByRole('link', { name: 'Card settings' })).toHaveAttribute('href', '/credit_cards/settings');
    expect(within(links).getByRole('link', { name: 'Card payments' })).toHaveAttribute('href', '/credit_cards/payments');
  });

  it('without either page open to the user, says there is nothing to configure', async () => {
    renderSettings({ path: '/settings/payment-methods/cards-configuration', gateway: ID_ONLY, visible: () => false });
    expect(await screen.findByText('No card product to configure for your country')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Card settings' })).not.toBeInTheDocument();
  });
});
