import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GatewayError } from 'shared-contracts';
import { SENDING_MONEY_API, type DisbursementExportAnswer } from 'shared-contracts/areas/sending-money/sending-money';
import type { FakeGatewayCall } from 'shared-contracts/testing';
import { LIST, renderDisbursements } from '../../testing/disbursements';

const ROUTES = { [`GET ${SENDING_MONEY_API.disbursements}`]: LIST };

async function openExport(name = 'Export', title = 'Export disbursements') {
  await screen.findByRole('link', { name: 'Budi 1' });
  fireEvent.click(screen.getByRole('button', { name }));
  return screen.findByRole('dialog', { name: title });
}

describe('export disbursements', () => {
  it("names the list's filters the file keeps, by their words and the channel's name", async () => {
    await renderDisbursements('/disbursements?status=FAILED&channel=BCA&q=budi', ROUTES);
    const dialog = await openExport();
    expect(within(dialog).getByText('The file keeps the list’s filters:')).toBeInTheDocument();
    expect(within(dialog).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Status: Failed', 'Bank or e-wallet: Bank Central Asia (BCA)', 'Search: budi']);
  });

  it('asks for the dates first and sends nothing without them; Cancel closes', async () => {
    const hostApi = await renderDisbursements('/disbursements', ROUTES);
    const dialog = await openExport();
    expect(within(dialog).queryByRole('list')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Export' }));
    expect(await within(dialog).findByText('This field is required.')).toBeInTheDocument();
    expect(hostApi.gateway.calls.some((call) => call.path === SENDING_MONEY_API.exports)).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("begins with the list's dates, sends them with its filters, saves the file and says how many rows it holds", async () => {
    const created = jest.fn((_blob: Blob) => 'blob:disbursements');
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: jest.fn() });
    const downloads: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function record(this: HTMLAnchorElement) {
      downloads.push(this.download);
    });
    let sent: unknown;
    const file: DisbursementExportAnswer = { row_count: 1, file_name: 'disbursements-2026-06-01-2026-06-30.csv', content_type: 'text/csv', content: 'id\ndisb_2\n' };
    const hostApi = await renderDisbursements('/disbursements?status=FAILED&from=2026-06-01&to=2026-06-30', {
      ...ROUTES,
      [`POST ${SENDING_MONEY_API.exports}`]: (call: FakeGatewayCall) => {
        sent = call.body;
        return file;
      },
    });
    const dialog = await openExport();
    expect(within(dialog).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Status: Failed']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toEqual({ status: 'FAILED', created_from: '2026-06-01', created_to: '2026-06-30' });
    expect(created.mock.calls[0]![0]).toMatchObject({ type: 'text/csv', size: 'id\ndisb_2\n'.length });
    expect(downloads).toEqual(['disbursements-2026-06-01-2026-06-30.csv']);
    click.mockRestore();
    expect(hostApi.shownToasts).toContainEqual({ text: 'Exported 1 disbursement.', tone: 'success' });
  });

  it('says a refusal in words and keeps the dialog open', async () => {
    await renderDisbursements('/disbursements?from=2026-01-01&to=2026-03-31', {
      ...ROUTES,
      [`POST ${SENDING_MONEY_API.exports}`]: () => {
        throw new GatewayError('API_VALIDATION_ERROR', 'the range holds 10001 disbursements', 400);
      },
    });
    const dialog = await openExport();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Export' }));
    expect(await within(dialog).findByText('The export was refused: the dates hold more than 10,000 disbursements. Choose fewer days.')).toBeInTheDocument();
  });

  it('speaks Indonesian, and a viewer may export too', async () => {
    await renderDisbursements('/disbursements?status=COMPLETED', ROUTES, { language: 'id', persona: 'viewer' });
    const dialog = await openExport('Ekspor', 'Ekspor pencairan');
    expect(within(dialog).getByText(/Satu berkas memuat hingga 10\.000 pencairan/)).toBeInTheDocument();
    expect(within(dialog).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Status: Selesai']);
  });
});

describe('the search', () => {
  it('applies on Enter, asks the gateway with it, keeps it in the address; Clear filters empties everything', async () => {
    const hostApi = await renderDisbursements('/disbursements?status=FAILED', ROUTES);
    await screen.findByRole('link', { name: 'Budi 1' });
    const search = screen.getByRole('searchbox', { name: 'Search' });
    expect(search).toHaveAccessibleDescription('A disbursement ID or the start of the recipient’s name.');
    fireEvent.change(search, { target: { value: '  budi ' } });
    fireEvent.submit(search.closest('form')!);
    await waitFor(() => expect(hostApi.gateway.calls.filter((call) => call.path === SENDING_MONEY_API.disbursements).at(-1)?.query).toMatchObject({ status: 'FAILED', search: 'budi' }));
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(hostApi.gateway.calls.filter((call) => call.path === SENDING_MONEY_API.disbursements).at(-1)?.query).toEqual({ limit: 10 }));
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
  });
});
