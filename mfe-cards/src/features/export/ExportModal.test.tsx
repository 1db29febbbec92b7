import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CARD_REPORTS_API, type CardReport } from 'shared-contracts/areas/cards/card-reports';
import { CARDS_API } from 'shared-contracts/areas/cards/cards';
import type { FakeGatewayCall } from 'shared-contracts/testing';
import { renderCards } from '../../testing/render';

const LIST = { [`GET ${CARDS_API.payments}`]: { data: [], total_count: 0, page: 1, limit: 10 } };
const report = (extra: Partial<CardReport> = {}): CardReport => ({
  id: 'ccr_1', created: '2026-06-15T08:00:00.000Z', created_from: '2026-06-01', created_to: '2026-06-15', emails: ['owner@tokoku.test'],
  status: 'PENDING', progress: 40, row_count: null, file_name: 'card-payments-2026-06-01-2026-06-15-abc123.csv', ...extra,
});
const six = 'a@x.co, b@x.co c@x.co,d@x.co e@x.co f@x.co';

async function openExport() {
  fireEvent.click(await screen.findByRole('button', { name: 'Export' }));
  return screen.findByRole('dialog', { name: 'Export transactions' });
}

describe('export transactions', () => {
  test('six recipients are refused (upToFiveEmail) and the message clears after 1.5 s; five are sent with the list\'s filters', async () => {
    let sent: unknown;
    const { hostApi } = renderCards('/credit_cards/payments?status=SETTLED&from=2026-06-01&to=2026-06-15', {
      gateway: {
        ...LIST,
        [`GET ${CARD_REPORTS_API.chargeReportRequests}`]: { data: [] },
        [`POST ${CARD_REPORTS_API.chargeReportRequests}`]: (call: FakeGatewayCall) => { sent = call.body; return report(); },
      },
    });
    const dialog = await openExport();
    const emails = within(dialog).getByRole('textbox', { name: /Recipients/ });
    expect(emails).toHaveValue('owner@tokoku.test');
    jest.useFakeTimers();
    try {
      fireEvent.change(emails, { target: { value: six } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Export' }));
      expect(within(dialog).getByText('Enter up to 5 email addresses.')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(1499));
      expect(within(dialog).getByText('Enter up to 5 email addresses.')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(1));
      expect(within(dialog).queryByText('Enter up to 5 email addresses.')).toBeNull();
    } finally {
      jest.useRealTimers();
    }
    expect(hostApi.gateway.calls.some((call) => call.method === 'POST')).toBe(false);
    fireEvent.change(emails, { target: { value: 'a@x.co, b@x.co c@x.co,d@x.co e@x.co' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(sent).toEqual({ created_from: '2026-06-01', created_to: '2026-06-15', emails: ['a@x.co', 'b@x.co', 'c@x.co', 'd@x.co', 'e@x.co'], status: 'SETTLED' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  test('export what I see: the list\'s dates, status, brand, source and search go into the report, and the dialog names them', async () => {
    let sent: unknown;
    renderCards('/credit_cards/payments?status=SETTLED&brand=VISA&source=INVOICE&from=2026-06-01&to=2026-06-15&q=ord-77', {
      gateway: {
        ...LIST,
        [`GET ${CARD_REPORTS_API.chargeReportRequests}`]: { data: [] },
        [`POST ${CARD_REPORTS_API.chargeReportRequests}`]: (call: FakeGatewayCall) => { sent = call.body; return report(); },
      },
    });
    const dialog = await openExport();
    expect(within(dialog).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Status: Settled', 'Card brand: VISA', 'Source: Invoice', 'Search: ord-77']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(sent).toEqual({
      created_from: '2026-06-01', created_to: '2026-06-15', emails: ['owner@tokoku.test'], status: 'SETTLED', card_brand: 'VISA', source: 'INVOICE', search: 'ord-77',
    }));
  });

  test('in Indonesian, an unfiltered list\'s dialog names no filter', async () => {
    renderCards('/credit_cards/payments', { language: 'id', gateway: { ...LIST, [`GET ${CARD_REPORTS_API.chargeReportRequests}`]: { data: [] } } });
    fireEvent.click(await screen.findByRole('button', { name: 'Ekspor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ekspor transaksi' });
    expect(within(dialog).queryByRole('list')).toBeNull();
    expect(within(dialog).queryByText(/Laporan memakai filter/)).toBeNull();
  });

  test('a range is required', async () => {
    renderCards('/credit_cards/payments', { gateway: { ...LIST, [`GET ${CARD_REPORTS_API.chargeReportRequests}`]: { data: [] } } });
    const dialog = await openExport();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Export' }));
    expect(within(dialog).getByText('This field is required.')).toBeInTheDocument();
  });

  test('the background job shows its progress, then a download', async () => {
    let answer = { data: [report()] };
    renderCards('/credit_cards/payments', { gateway: { ...LIST, [`GET ${CARD_REPORTS_API.chargeReportRequests}`]: () => answer } });
    const jobs = await screen.findByRole('region', { name: 'Exports' });
    expect(within(jobs).getByRole('progressbar')).toHaveAttribute('value', '40');
    expect(within(jobs).getByText('Preparing: 40%')).toBeInTheDocument();
    answer = { data: [report({ status: 'COMPLETED', progress: 100, row_count: 12 })] };
    expect(await within(jobs).findByRole('button', { name: 'Download card-payments-2026-06-01-2026-06-15-abc123.csv' }, { timeout: 3000 })).toBeInTheDocument();
    expect(within(jobs).getByText('Ready: 12 payments')).toBeInTheDocument();
  });
});
