import { screen, within } from '@testing-library/react';
import { CARDS_API } from 'shared-contracts/areas/cards/cards';
import { renderCards } from '../../../testing/render';

const term = (name: string) => screen.getByText(name, { selector: 'dt' }).nextElementSibling as HTMLElement;

describe('the pages of a payment\'s steps', () => {
  test('a settlement: its status, amount and settlement time, linked back to its payment', async () => {
    renderCards('/credit_cards/payment/settlements/stl_1', {
      gateway: {
        [`GET ${CARDS_API.settlement('stl_1')}`]: {
          id: 'stl_1', payment_id: 'ccp_1', status: 'SETTLED', amount: 150000, currency: 'IDR',
          settled_at: '2026-05-03T07:00:01.000Z', expected_settlement_at: '2026-05-03T07:00:01.000Z',
        },
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Settlement' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Back to the payment' })).toHaveAttribute('href', '/credit_cards/payment/ccp_1');
    expect(term('Status')).toHaveTextContent('Settled');
    expect(term('Settled')).toHaveTextContent('03/05/2026 07:00:01');
  });

  test('an authorization shows its state, its codes as messages and the decline', async () => {
    renderCards('/credit_cards/payment/authorizations/atz_1', {
      gateway: {
        [`GET ${CARDS_API.authorization('atz_1')}`]: {
          id: 'atz_1', payment_id: 'ccp_1', created: '2026-05-01T10:00:40.000Z', status: 'FAILED', amount: 1, currency: 'IDR',
          cvn_code: 'N', avs_code: 'N', failure_reason: 'INSUFFICIENT_BALANCE', reversed_at: null,
        },
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Authorization' });
    expect(await screen.findByText('CVN check', { selector: 'dt' })).toBeInTheDocument();
    expect(term('CVN check')).toHaveTextContent('The CVN did not match (N)');
    expect(term('Status')).toHaveTextContent('Failed');
    expect(term('Decline reason')).toHaveTextContent('The card has too little balance.');
  });

  test('an unknown kind of step is not a page', async () => {
    renderCards('/credit_cards/payment/chargebacks/x');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(within(document.body).queryByRole('link', { name: 'Back to the payment' })).toBeNull();
  });
});
