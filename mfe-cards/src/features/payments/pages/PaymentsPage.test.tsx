import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GatewayError } from 'shared-contracts';
import { CARDS_API, type CardPaymentSummary, type CardPaymentsAnswer } from 'shared-contracts/areas/cards/cards';
import type { FakeGatewayCall, FakeHostApi } from 'shared-contracts/testing';
import { renderCards } from '../../../testing/render';

const row = (index: number, extra: Partial<CardPaymentSummary> = {}): CardPaymentSummary => ({
  id: `ccp_${index}`, external_id: `order-${String(index).padStart(6, '0')}`, created: '2026-06-14T10:00:00.000Z', status: 'SETTLED',
  amount: 150_000, currency: 'IDR', card_brand: 'VISA', masked_card_number: '411111XXXXXX1091', source: 'API_GATEWAY', ...extra,
});
const answer = (rows: CardPaymentSummary[], total = rows.length): CardPaymentsAnswer => ({ data: rows, total_count: total, page: 1, limit: 10 });
const LIST = `GET ${CARDS_API.payments}`;
const where = () => screen.getByTestId('where').textContent;
const listCalls = (hostApi: FakeHostApi) => hostApi.gateway.calls.filter((call) => call.path === CARDS_API.payments);

describe('the card payments list', () => {
  test('shows a page of payments with status badges, money and brands, and links each to its page', async () => {
    const { hostApi } = renderCards('/credit_cards/payments', {
      gateway: { [LIST]: answer([row(1), row(2, { status: 'FAILED', card_brand: 'JCB', currency: 'PHP', amount: 1500.5 })], 25) },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Card payments' })).toBeInTheDocument();
    await screen.findByRole('link', { name: 'Open payment order-000001' });
    const table = screen.getByRole('table', { name: 'Card payments' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByText('Settled')).toBeInTheDocument();
    expect(within(rows[1]!).getByText(/Rp\s?150\.000/)).toBeInTheDocument();
    expect(within(rows[1]!).getByRole('img', { name: 'VISA logo' })).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Failed')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('JCB')).toBeInTheDocument();
    expect(within(rows[2]!).queryByRole('img')).toBeNull();
    expect(within(rows[2]!).getByText(/1,500\.50/)).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(listCalls(hostApi)[0]!.query).toEqual({ page: 1, limit: 10, sort: 'created_desc' });
    fireEvent.click(within(rows[1]!).getByRole('link', { name: 'Open payment order-000001' }));
    await waitFor(() => expect(where()).toBe('/credit_cards/payment/ccp_1'));
  });

  test('the address holds page, filters and sort; they are what is asked of the gateway', async () => {
    const { hostApi } = renderCards('/credit_cards/payments?status=FAILED&brand=JCB&q=1091&page=2', { gateway: { [LIST]: answer([row(1)], 40) } });
    await screen.findByRole('link', { name: 'Open payment order-000001' });
    expect(listCalls(hostApi)[0]!.query).toEqual({ page: 2, limit: 10, sort: 'created_desc', status: 'FAILED', card_brand: 'JCB', search: '1091' });
    expect(screen.getByRole('searchbox', { name: /Search/ })).toHaveValue('1091');

    fireEvent.click(screen.getByRole('button', { name: /Next page/ }));
    await waitFor(() => expect(where()).toBe('/credit_cards/payments?status=FAILED&brand=JCB&q=1091&page=3'));

    fireEvent.click(screen.getByRole('columnheader', { name: /Date/ }).querySelector('button')!);
    await waitFor(() => expect(where()).toBe('/credit_cards/payments?status=FAILED&brand=JCB&q=1091&sort=created_asc'));

    fireEvent.change(screen.getByRole('searchbox', { name: /Search/ }), { target: { value: 'order-000001' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(where()).toBe('/credit_cards/payments?status=FAILED&brand=JCB&q=order-000001&sort=created_asc'));
    await waitFor(() => expect(listCalls(hostApi).at(-1)!.query).toMatchObject({ search: 'order-000001', page: 1, sort: 'created_asc' }));

    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(where()).toBe('/credit_cards/payments?sort=created_asc'));
  });

  test('a failing list shows an error with Retry inside the page, and Retry asks again', async () => {
    let fail = true;
    renderCards('/credit_cards/payments', {
      gateway: {
        [LIST]: () => {
          if (fail) throw new GatewayError('SERVER_ERROR', 'down', 503);
          return answer([row(1)]);
        },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Card payments could not load.' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Card payments' })).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Open payment order-000001' })).toBeInTheDocument();
  });

  test('empty: says there are none, or that the filters match none', async () => {
    renderCards('/credit_cards/payments', { gateway: { [LIST]: answer([]) } });
    expect(await screen.findByRole('heading', { name: 'No card payments yet' })).toBeInTheDocument();
  });

  test('filtered to nothing, in Indonesian', async () => {
    renderCards('/credit_cards/payments?source=SDK', { gateway: { [LIST]: (call: FakeGatewayCall) => answer(call.query.source === 'SDK' ? [] : [row(1)]) }, language: 'id' });
    expect(await screen.findByRole('heading', { name: 'Tidak ada pembayaran kartu yang cocok dengan filter ini' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Pembayaran kartu' })).toBeInTheDocument();
  });
});
