import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GatewayError } from 'shared-contracts';
import type { CardPaymentDetail } from 'shared-contracts/areas/cards/card-payment';
import { CARDS_API } from 'shared-contracts/areas/cards/cards';
import type { FakeGatewayCall } from 'shared-contracts/testing';
import { renderCards } from '../../testing/render';
import { SETTLED_PAYMENT } from '../../testing/payment.fixture';

const DETAIL = `GET ${CARDS_API.payment('ccp_1')}`;
const REFUND = `POST ${CARDS_API.chargeRefunds('ccp_1')}`;
const refunds = () => screen.getByRole('region', { name: 'Refunds' });

async function openRefund() {
  fireEvent.click(await within(await screen.findByRole('region', { name: 'Refunds' })).findByRole('button', { name: 'Refund' }));
  return screen.findByRole('dialog', { name: 'Refund this payment' });
}

/** The refund's last step: the amount and its consequences, confirmed. */
async function confirmRefund(amount: RegExp) {
  const confirmation = await screen.findByRole('dialog', { name: new RegExp(`^Refund ${amount.source}\\?$`) });
  expect(confirmation).toHaveTextContent(/cannot be undone/);
  fireEvent.click(within(confirmation).getByRole('button', { name: new RegExp(`^Refund ${amount.source}$`) }));
}

describe('refunds from the payment page', () => {
  test('a part, checked against what remains, then sent; the page shows the payment as it now is', async () => {
    const after: CardPaymentDetail = { ...SETTLED_PAYMENT, refunded_amount: 75_000, refund: { available: true, remaining: 75_000 } };
    const { hostApi } = renderCards('/credit_cards/payment/ccp_1', { gateway: { [DETAIL]: SETTLED_PAYMENT, [REFUND]: after } });
    const dialog = await openRefund();
    expect(within(dialog).getByText(/Rp\s?100\.000 can still be refunded\./)).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'A part of it' }));
    const amount = within(dialog).getByRole('textbox', { name: /Amount to refund/ });
    fireEvent.change(amount, { target: { value: '100001' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(within(dialog).getByText(/At most Rp\s?100\.000 can be refunded\./)).toBeInTheDocument();
    expect(hostApi.gateway.calls.filter((call) => call.method === 'POST')).toEqual([]);

    fireEvent.change(amount, { target: { value: '25000' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Reason (optional)' }), { target: { value: ' Damaged ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    await confirmRefund(/Rp\s?25\.000/);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(hostApi.gateway.calls.find((call) => call.method === 'POST')!.body).toEqual({ amount: 25000, reason: 'Damaged' });
    expect(hostApi.shownToasts).toContainEqual(expect.objectContaining({ text: 'The refund is done.' }));
  });

  test('all that remains by default', async () => {
    let sent: unknown;
    renderCards('/credit_cards/payment/ccp_1', {
      gateway: { [DETAIL]: SETTLED_PAYMENT, [REFUND]: (call: FakeGatewayCall) => { sent = call.body; return { ...SETTLED_PAYMENT, status: 'REFUNDED' }; } },
    });
    const dialog = await openRefund();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    await confirmRefund(/Rp\s?100\.000/);
    await waitFor(() => expect(sent).toEqual({ amount: 100_000 }));
  });

  test('rupiah typed with a decimal comma are refused with a message, never rounded; going back from the confirmation sends nothing', async () => {
    const { hostApi } = renderCards('/credit_cards/payment/ccp_1', { gateway: { [DETAIL]: SETTLED_PAYMENT } });
    const dialog = await openRefund();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'A part of it' }));
    const amount = within(dialog).getByRole('textbox', { name: /Amount to refund/ });
    fireEvent.change(amount, { target: { value: '12500,50' } });
    expect(amount).toHaveValue('12500,50');
    expect(amount).toHaveAccessibleDescription('IDR amounts have no decimals: enter a whole amount, such as 12.500.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(screen.queryByRole('dialog', { name: /^Refund Rp/ })).toBeNull();

    fireEvent.change(amount, { target: { value: '12.500' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    const confirmation = await screen.findByRole('dialog', { name: /^Refund Rp\s?12\.500\?$/ });
    fireEvent.click(within(confirmation).getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /^Refund Rp/ })).toBeNull());
    expect(hostApi.gateway.calls.filter((call) => call.method === 'POST')).toEqual([]);
    expect(screen.getByRole('dialog', { name: 'Refund this payment' })).toBeInTheDocument();
  });

  test('an unmapped failure is the danger modal with the unexpected-error text', async () => {
    renderCards('/credit_cards/payment/ccp_1', {
      gateway: { [DETAIL]: SETTLED_PAYMENT, [REFUND]: () => { throw new GatewayError('SERVER_ERROR', 'down', 503); } },
    });
    const dialog = await openRefund();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    await confirmRefund(/Rp\s?100\.000/);
    const alert = await screen.findByRole('alertdialog', { name: 'Something went wrong' });
    expect(within(alert).getByText('Something went wrong. Please try again.')).toBeInTheDocument();
  });

  test('a refusal the gateway explains stays in the form', async () => {
    renderCards('/credit_cards/payment/ccp_1', {
      gateway: {
        [DETAIL]: SETTLED_PAYMENT,
        [REFUND]: () => { throw new GatewayError('API_VALIDATION_ERROR', 'This refund is not possible', 400, undefined, [{ field: 'id', message: 'cannot be refunded: fullyRefunded' }]); },
      },
    });
    const dialog = await openRefund();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    await confirmRefund(/Rp\s?100\.000/);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The refund was refused: cannot be refunded: fullyRefunded');
  });

  test.each([
    ['fullyRefunded', 'This payment is fully refunded.'],
    ['failedCharge', 'A failed charge cannot be refunded.'],
    ['sixMonthsExceeded', 'This payment is more than six months old: it can no longer be refunded.'],
  ] as const)('unavailable (%s): says why, offers no refund', async (reason, text) => {
    renderCards('/credit_cards/payment/ccp_1', { gateway: { [DETAIL]: { ...SETTLED_PAYMENT, refund: { available: false, reason } } } });
    expect(await within(await screen.findByRole('region', { name: 'Refunds' })).findByText(text)).toBeInTheDocument();
    expect(within(refunds()).queryByRole('button', { name: 'Refund' })).toBeNull();
  });

  test('a viewer sees no refund button', async () => {
    renderCards('/credit_cards/payment/ccp_1', { user: { can_edit: false }, gateway: { [DETAIL]: SETTLED_PAYMENT } });
    await screen.findByRole('region', { name: 'Refunds' });
    expect(within(refunds()).queryByRole('button', { name: 'Refund' })).toBeNull();
  });
});

describe('capture', () => {
  const PENDING: CardPaymentDetail = {
    ...SETTLED_PAYMENT, status: 'PENDING', captured_at: null, capture_amount: 0, refunded_amount: 0, refunds: [], can_capture: true,
    settlement_id: null, settlement_status: null, settled_at: null, expected_settlement_at: null, refund: { available: false, reason: 'notCaptured' },
  };

  test('an authorised-only payment is captured after a confirmation', async () => {
    const { hostApi } = renderCards('/credit_cards/payment/ccp_1', {
      gateway: { [DETAIL]: PENDING, [`POST ${CARDS_API.captureToken('tok_1')}`]: { ...PENDING, status: 'CHARGED', can_capture: false } },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Capture' }));
    const dialog = await screen.findByRole('dialog', { name: 'Capture this payment?' });
    expect(dialog).toHaveTextContent(/Rp\s?150\.000 will be charged to the card now\. A capture cannot be undone/);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Capture' }));
    await waitFor(() => expect(hostApi.shownToasts).toContainEqual(expect.objectContaining({ text: 'The payment is captured.' })));
    expect(screen.getByText('This payment is authorised but not captured: there is nothing to refund yet.')).toBeInTheDocument();
  });

  test('a viewer cannot capture', async () => {
    renderCards('/credit_cards/payment/ccp_1', { user: { can_edit: false }, gateway: { [DETAIL]: PENDING } });
    await screen.findByRole('region', { name: 'Refunds' });
    expect(screen.queryByRole('button', { name: 'Capture' })).toBeNull();
  });
});
