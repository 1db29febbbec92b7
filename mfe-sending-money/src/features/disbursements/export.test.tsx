import { fireEvent, screen, within } from '@testing-library/react';
import { SENDING_MONEY_API } from 'shared-contracts/areas/sending-money/sending-money';
import { LIST, renderDisbursements } from '../../testing/disbursements';

const ROUTES = { [`GET ${SENDING_MONEY_API.disbursements}`]: LIST };

async function openExport(name = 'Export', title = 'Export disbursements') {
  await screen.findByRole('link', { name: 'Budi 1' });
  fireEvent.click(screen.getByRole('button', { name }));
  return screen.findByRole('dialog', { name: title });
}

describe('export disbursements', () => {
  it("names the list's filters the file keeps, by their words and the channel's name", async () => {
    await renderDisbursements('/disbursements?status=FAILED&channel=BCA', ROUTES);
    const dialog = await openExport();
    expect(within(dialog).getByText('The file keeps the list’s filters:')).toBeInTheDocument();
    expect(within(dialog).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Status: Failed', 'Bank or e-wallet: Bank Central Asia (BCA)']);
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

  it('speaks Indonesian, and a viewer may export too', async () => {
    await renderDisbursements('/disbursements?status=COMPLETED', ROUTES, { language: 'id', persona: 'viewer' });
    const dialog = await openExport('Ekspor', 'Ekspor pencairan');
    expect(within(dialog).getByText(/Satu berkas memuat hingga 10\.000 pencairan/)).toBeInTheDocument();
    expect(within(dialog).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Status: Selesai']);
  });
});
