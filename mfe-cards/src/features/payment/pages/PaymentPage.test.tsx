import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GatewayError } from 'shared-contracts';
import { CARDS_API } from 'shared-contracts/areas/cards/cards';
import { renderCards } from '../../../testing/render';
import { FRAUD_BLOCKED_PAYMENT, SETTLED_PAYMENT } from '../../../testing/payment.fixture';

const region = (name: string) => screen.getByRole('region', { name });
const term = (scope: HTMLElement, name: string) => within(scope).getByText(name, { selector: 'dt' }).nextElementSibling as HTMLElement;

describe('a card payment', () => {
  test('shows the payment, its card, its result codes as messages, its timeline and its refunds', async () => {
    renderCards('/credit_cards/payment/ccp_1', { gateway: { [`GET ${CARDS_API.payment('ccp_1')}`]: SETTLED_PAYMENT } });
    expect(await screen.findByText('order-004999', { selector: 'dd *' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Card payment' })).toBeInTheDocument();
    const payment = region('Payment');
    expect(term(payment, 'Status')).toHaveTextContent('Settled');
    expect(term(payment, 'Refunded')).toHaveTextContent(/Rp\s?50\.000/);
    expect(term(payment, 'Token type')).toHaveTextContent('Multiple use');
    expect(term(payment, 'Source')).toHaveTextContent('API');
    const card = region('Card');
    expect(within(card).getByRole('img', { name: 'VISA logo' })).toBeInTheDocument();
    expect(term(card, 'Card number')).toHaveTextContent('411111XXXXXX1091');
    expect(term(card, 'Bank')).toHaveTextContent('BANK CENTRAL ASIA');
    expect(term(card, 'Expiry')).toHaveTextContent('09/29');
    expect(term(card, 'Card lists')).toHaveTextContent('In the allow list');
    const codes = region('Result codes');
    expect(term(codes, 'ECI')).toHaveTextContent('Visa, JCB, Amex: fully authenticated (05)');
    expect(term(codes, 'CVN check')).toHaveTextContent('The CVN matched (M)');
    expect(term(codes, 'Address check (AVS)')).toHaveTextContent('Street address and postal code match (Y)');
    const timeline = screen.getByRole('list', { name: 'What happened to this payment' });
    expect(within(timeline).getAllByRole('listitem').map((item) => item.querySelector('.mdp-timeline-title')!.textContent)).toEqual([
      'Tokenization', 'Authentication', 'Authorization', 'Capture', 'Settlement', 'Refund',
    ]);
    expect(within(timeline).getByText('03/05/2026 07:00:01')).toBeInTheDocument();
    fireEvent.click(within(timeline).getByRole('link', { name: 'Settlement' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/credit_cards/payment/settlements/stl_1'));
  });

  test('a declined payment: the fraud block is marked, an unknown code says so, no card logo for JCB', async () => {
    renderCards('/credit_cards/payment/ccp_2', { gateway: { [`GET ${CARDS_API.payment('ccp_2')}`]: FRAUD_BLOCKED_PAYMENT } });
    const payment = await screen.findByRole('region', { name: 'Payment' });
    expect(term(payment, 'Decline reason')).toHaveTextContent('Blocked by the fraud guard');
    expect(term(payment, 'Decline reason')).toHaveTextContent('(FRAUD_GUARD_BLOCKED)');
    expect(term(region('Card'), 'Card lists')).toHaveTextContent('In the block list');
    expect(within(region('Card')).queryByRole('img')).toBeNull();
    expect(term(region('Result codes'), 'CVN check')).toHaveTextContent('Unknown code Q');
    expect(term(region('Result codes'), 'ECI')).toHaveTextContent('Not given');
  });

  test('a payment of another business is not found; a failure offers Retry', async () => {
    renderCards('/credit_cards/payment/ccp_x', {
      gateway: { [`GET ${CARDS_API.payment('ccp_x')}`]: () => { throw new GatewayError('NOT_FOUND_ERROR', 'No such card payment', 404); } },
    });
    expect(await screen.findByRole('heading', { name: 'There is no such payment.' })).toBeInTheDocument();
  });

  test('a failure offers Retry, in Indonesian', async () => {
    let fail = true;
    renderCards('/credit_cards/payment/ccp_1', {
      language: 'id',
      gateway: { [`GET ${CARDS_API.payment('ccp_1')}`]: () => { if (fail) throw new GatewayError('SERVER_ERROR', 'down', 503); return SETTLED_PAYMENT; } },
    });
    expect(await screen.findByRole('heading', { name: 'Pembayaran ini tidak dapat dimuat.' })).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: /Coba lagi|Retry/ }));
    expect(await screen.findByRole('region', { name: 'Kartu' })).toBeInTheDocument();
  });
});
