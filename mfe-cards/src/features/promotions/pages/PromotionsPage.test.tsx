import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GatewayError } from 'shared-contracts';
import { PROMOTIONS_API, type Promotion } from 'shared-contracts/areas/cards/card-promotions';
import type { FakeGatewayCall } from 'shared-contracts/testing';
import { renderCards } from '../../../testing/render';

const promotion = (id: string, extra: Partial<Promotion> = {}): Promotion => ({
  id, name: `Promo ${id}`, type: 'DISCOUNT', discount_percent: 10, installment_months: null, bin_ranges: [{ from: '411111', to: '411199' }],
  start_date: '2026-06-01', end_date: '2099-06-30', status: 'ACTIVE', currency: 'IDR', created: '2026-06-01T00:00:00.000Z', updated: '2026-06-01T00:00:00.000Z', ...extra,
});
const LIST = `GET ${PROMOTIONS_API.promotions}`;

describe('the promotions page', () => {
  test('every promotion with its benefit, BINs, period and status; a status filter in the address', async () => {
    renderCards('/credit_cards/promotions', {
      gateway: { [LIST]: { data: [promotion('p1'), promotion('p2', { type: 'INSTALLMENT', discount_percent: null, installment_months: 12, status: 'PAUSED' }), promotion('p3', { status: 'EXPIRED' })] } },
    });
    const table = await screen.findByRole('table', { name: 'Card promotions' });
    expect(await within(table).findAllByText('10% discount')).toHaveLength(2);
    expect(within(table).getByText('12 monthly installments')).toBeInTheDocument();
    expect(within(table).getAllByText('411111–411199')).toHaveLength(3);
    expect(within(table).getByRole('button', { name: 'Pause Promo p1' })).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'Resume Promo p2' })).toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: 'Edit Promo p3' })).toBeNull();
    const status = screen.getByRole('combobox', { name: 'Status' });
    fireEvent.change(status, { target: { value: within(status).getByRole('option', { name: 'Paused' }).getAttribute('value') } });
    await waitFor(() => expect(within(table).queryByText('Promo p1')).toBeNull());
    expect(within(table).getByText('Promo p2')).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/credit_cards/promotions?status=PAUSED');
  });

  test('pause asks first; a failure shows inside the confirmation; then it is paused', async () => {
    let fail = true;
    let sent: unknown;
    const { hostApi } = renderCards('/credit_cards/promotions', {
      gateway: {
        [LIST]: { data: [promotion('p1')] },
        [`PATCH ${PROMOTIONS_API.promotion('p1')}`]: (call: FakeGatewayCall) => {
          if (fail) throw new GatewayError('SERVER_ERROR', 'down', 503);
          sent = call.body;
          return promotion('p1', { status: 'PAUSED' });
        },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Pause Promo p1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pause this promotion?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pause' }));
    expect(await within(dialog).findByText('Something went wrong. Please try again.')).toBeInTheDocument();
    fail = false;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pause' }));
    await waitFor(() => expect(sent).toEqual({ status: 'PAUSED' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(hostApi.shownToasts).toContainEqual(expect.objectContaining({ text: 'Promo p1 is paused.' }));
  });

  test('edit: the form checks the BINs, then sends the promotion', async () => {
    let sent: unknown;
    renderCards('/credit_cards/promotions', {
      gateway: { [LIST]: { data: [promotion('p1')] }, [`PUT ${PROMOTIONS_API.promotion('p1')}`]: (call: FakeGatewayCall) => { sent = call.body; return promotion('p1'); } },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Promo p1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit the promotion' });
    const bins = within(dialog).getByRole('textbox', { name: /BIN ranges/ });
    expect(bins).toHaveValue('411111-411199');
    fireEvent.change(bins, { target: { value: '411199-411111' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('A range starts with the lower BIN.')).toBeInTheDocument();
    fireEvent.change(bins, { target: { value: '411111-411199 52111111' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Discount/ }), { target: { value: '12.5' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(sent).toEqual({
        name: 'Promo p1', type: 'DISCOUNT', discount_percent: 12.5, installment_months: null,
        bin_ranges: [{ from: '411111', to: '411199' }, { from: '52111111', to: '52111111' }], start_date: '2026-06-01', end_date: '2099-06-30',
      }),
    );
  });

  test('a viewer sees the promotions without any action', async () => {
    renderCards('/credit_cards/promotions', { user: { can_edit: false }, gateway: { [LIST]: { data: [promotion('p1')] } } });
    expect(await screen.findByText('Promo p1')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create promotion' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Pause|Edit/ })).toBeNull();
  });

  test('a failing list shows an error with Retry', async () => {
    renderCards('/credit_cards/promotions', { gateway: { [LIST]: () => { throw new GatewayError('SERVER_ERROR', 'down', 503); } } });
    expect(await screen.findByRole('heading', { name: 'Promotions could not load.' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
