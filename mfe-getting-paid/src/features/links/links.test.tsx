import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GETTING_PAID_API, type PaymentLink, type PaymentLinkDetail, type PaymentLinksAnswer } from 'shared-contracts/areas/getting-paid/getting-paid';
import { LINK_MODE, renderAt } from '../../testing/render';

// Issue 44: the payment links' pages and /qr-codes (decision 0069; spec 02 §4 and §9).
const link = (index: number, overrides: Partial<PaymentLink> = {}): PaymentLink => ({
  id: `plink_${index}`, title: `Batik workshop ${index}`, description: '', currency: 'IDR', amount: 250_000, type: 'MULTIPLE', status: 'ACTIVE', uses: index,
  is_legacy: false, url: `http://localhost/api/pay/plink_${index}`, short_url: `http://localhost/api/pay/l${index}`,
  created: '2026-11-28T03:00:00.000Z', updated: '2026-11-28T03:00:00.000Z', ...overrides,
});
const LEGACY = link(3, { title: 'Old price list', is_legacy: true, created: '2021-12-01T03:00:00.000Z' });
const LIST: PaymentLinksAnswer = { docs: [link(1), link(2, { status: 'INACTIVE', type: 'SINGLE' }), LEGACY], has_next: false, next_cursor: null };
const detail = (row: PaymentLink): PaymentLinkDetail => ({ ...row, payments: [], deactivated_at: null });
const links = (answer: PaymentLinksAnswer | (() => PaymentLinksAnswer)) => ({ [`GET ${GETTING_PAID_API.paymentLinks}`]: answer });
const posts = (hostApi: Awaited<ReturnType<typeof renderAt>>) => hostApi.gateway.calls.filter((call) => call.method === 'POST');

describe('/payment-links', () => {
  it.each([
    ['en', 'Payment links', 'Create a payment link', 'Legacy link', 'Inactive'],
    ['id', 'Tautan pembayaran', 'Buat tautan pembayaran', 'Tautan lama', 'Tidak aktif'],
  ] as const)('lists the links in %s, marks a legacy one, and offers Create to an owner', async (language, title, create, legacy, inactive) => {
    await renderAt('/payment-links', links(LIST), { language, session: LINK_MODE });
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Batik workshop 1' })).toHaveAttribute('href', expect.stringMatching(/plink_1$/));
    expect(screen.getAllByText(new RegExp(legacy)).length).toBeGreaterThan(0);
    expect(screen.getAllByText(inactive).length).toBeGreaterThan(0);
    expect(await screen.findByRole('link', { name: create })).toBeInTheDocument();
  });

  it('asks with the filters of the address, dates and search included, and a viewer gets no Create', async () => {
    const hostApi = await renderAt('/payment-links?status=INACTIVE&from=2026-11-01&to=2026-11-30&q=batik', links(LIST), { session: LINK_MODE, persona: 'viewer' });
    await screen.findByRole('link', { name: 'Batik workshop 1' });
    expect(hostApi.gateway.calls.find((call) => call.path === GETTING_PAID_API.paymentLinks)?.query).toMatchObject({
      status: 'INACTIVE', created_from: '2026-11-01', created_to: '2026-11-30', search: 'batik',
    });
    expect(screen.queryByRole('link', { name: 'Create a payment link' })).not.toBeInTheDocument();
  });

  it('says when the list failed (Retry asks again), when there are none, and when none match the filters', async () => {
    let calls = 0;
    await renderAt('/payment-links', links(() => {
      calls += 1;
      if (calls === 1) throw new Error('the gateway did not answer');
      return { docs: [], has_next: false, next_cursor: null };
    }), { session: LINK_MODE });
    expect(await screen.findByText('Payment links could not be loaded')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No payment links yet')).toBeInTheDocument();
  });

  it('pages on with the cursor the gateway gave', async () => {
    const hostApi = await renderAt('/payment-links', links(() => (calls++ === 0 ? { docs: [link(1)], has_next: true, next_cursor: 'c1' } : { docs: [link(2)], has_next: false, next_cursor: null })), { session: LINK_MODE });
    fireEvent.click(await screen.findByRole('button', { name: /more/i }));
    expect(await screen.findByRole('link', { name: 'Batik workshop 2' })).toBeInTheDocument();
    expect(hostApi.gateway.calls.filter((call) => call.path === GETTING_PAID_API.paymentLinks).map((call) => call.query?.after)).toEqual([undefined, 'c1']);
  });
  let calls = 0;
  beforeEach(() => {
    calls = 0;
  });
});

describe('/payment-links/create', () => {
  it('answers the message keys in words, previews what the customer sees, and creates nothing while invalid', async () => {
    const hostApi = await renderAt('/payment-links/create', {}, { session: LINK_MODE });
    fireEvent.click(await screen.findByRole('button', { name: 'Create link' }));
    expect(await screen.findAllByText('This field is required')).toHaveLength(2);
    fireEvent.change(screen.getByRole('textbox', { name: /^Name/ }), { target: { value: 'Batik class' } });
    fireEvent.change(screen.getByRole('textbox', { name: /^Amount/ }), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create link' }));
    expect(await screen.findByText('The amount is too small')).toBeInTheDocument();
    const preview = screen.getByRole('region', { name: 'What your customer sees' });
    expect(within(preview).getByText('Batik class')).toBeInTheDocument();
    expect(posts(hostApi)).toEqual([]);
  });

  it('creates a link of many payments and opens it', async () => {
    const hostApi = await renderAt('/payment-links/create', { [`POST ${GETTING_PAID_API.paymentLinks}`]: () => link(7) }, { session: LINK_MODE });
    fireEvent.change(await screen.findByRole('textbox', { name: /^Name/ }), { target: { value: 'Batik class' } });
    fireEvent.change(screen.getByRole('textbox', { name: /^Amount/ }), { target: { value: '250.000' } });
    fireEvent.click(screen.getByRole('radio', { name: /Reusable/ }));
    expect(within(screen.getByRole('region', { name: 'What your customer sees' })).getByText(/Total Rp\s?250\.000/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Create link' }));
    await waitFor(() => expect(posts(hostApi).map((call) => call.body)).toEqual([{ title: 'Batik class', description: '', currency: 'IDR', amount: 250_000, type: 'MULTIPLE' }]));
    await waitFor(() => expect(hostApi.navigations).toContainEqual(expect.objectContaining({ path: '/payment-links/plink_7' })));
    expect(hostApi.shownToasts).toContainEqual({ text: 'Payment link created', tone: 'success' });
  });

  it('is refused in invoice mode and to a viewer, in words', async () => {
    await renderAt('/payment-links/create', {});
    expect(await screen.findByRole('heading', { name: 'Not available for this business' })).toBeInTheDocument();
  });
});

describe('/payment-links/:id', () => {
  it('shows an active link with its URL, copy and QR code, and deactivates it only once confirmed', async () => {
    let current = detail(link(1));
    const hostApi = await renderAt('/payment-links/plink_1', {
      [`GET ${GETTING_PAID_API.paymentLink('plink_1')}`]: () => current,
      [`POST ${GETTING_PAID_API.deactivateLink('plink_1')}`]: () => (current = { ...current, status: 'INACTIVE', deactivated_at: '2026-11-28T05:00:00.000Z' }),
    }, { session: LINK_MODE });
    expect(await screen.findByRole('heading', { level: 1, name: 'Batik workshop 1' })).toBeInTheDocument();
    const share = screen.getByRole('region', { name: 'Share with your customer' });
    expect(within(share).getByRole('link', { name: 'http://localhost/api/pay/l1' })).toBeInTheDocument();
    expect(within(share).getByRole('button', { name: 'Copy link of Batik workshop 1' })).toBeInTheDocument();
    expect(await within(share).findByRole('img', { name: 'QR code of Batik workshop 1' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Deactivate link' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Deactivate this payment link?' });
    expect(ask).toHaveTextContent('Customers can no longer pay with “Batik workshop 1”');
    fireEvent.click(within(ask).getByRole('button', { name: 'Deactivate link' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Share with your customer' })).not.toBeInTheDocument());
    expect(posts(hostApi).map((call) => call.path)).toEqual([GETTING_PAID_API.deactivateLink('plink_1')]);
    expect(hostApi.shownToasts).toContainEqual({ text: 'Payment link deactivated', tone: 'success' });
    expect(screen.queryByRole('button', { name: 'Deactivate link' })).not.toBeInTheDocument();
  });

  it('a legacy link has no QR code (spec 02 §9), and a link that does not exist says so', async () => {
    await renderAt('/payment-links/plink_3', { [`GET ${GETTING_PAID_API.paymentLink('plink_3')}`]: detail(LEGACY) }, { session: LINK_MODE });
    const share = await screen.findByRole('region', { name: 'Share with your customer' });
    expect(within(share).getByRole('button', { name: 'Copy link of Old price list' })).toBeInTheDocument();
    expect(within(share).queryByRole('button', { name: 'Download QR code' })).not.toBeInTheDocument();
    expect(screen.getByText('Legacy link')).toBeInTheDocument();
  });
});

describe('/qr-codes', () => {
  it('shows each active link’s QR code (not a legacy one’s), copies its link and downloads the code as SVG', async () => {
    const writeText = jest.fn(async () => undefined);
    Object.assign(navigator, { clipboard: { writeText } });
    const saved: Blob[] = [];
    Object.assign(URL, { createObjectURL: (blob: Blob) => (saved.push(blob), 'blob:qr'), revokeObjectURL: jest.fn() });
    const downloads: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function record(this: HTMLAnchorElement) {
      downloads.push(this.download);
    });
    const hostApi = await renderAt('/qr-codes', links({ docs: [link(1), LEGACY], has_next: false, next_cursor: null }), { session: LINK_MODE });
    const section = await screen.findByRole('region', { name: 'Batik workshop 1' });
    expect(screen.queryByRole('region', { name: 'Old price list' })).not.toBeInTheDocument();
    expect(hostApi.gateway.calls.find((call) => call.path === GETTING_PAID_API.paymentLinks)?.query).toMatchObject({ status: 'ACTIVE' });
    fireEvent.click(within(section).getByRole('button', { name: 'Copy link of Batik workshop 1' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('http://localhost/api/pay/l1'));
    fireEvent.click(within(section).getByRole('button', { name: 'Download QR code' }));
    await waitFor(() => expect(downloads).toEqual(['Batik workshop 1.svg']));
    expect(saved[0]).toMatchObject({ type: 'image/svg+xml' });
    click.mockRestore();
  });

  it('says it is loading, then that the links could not be loaded (Retry asks again), then that there are none', async () => {
    let answer: () => PaymentLinksAnswer = () => {
      throw new Error('the gateway did not answer');
    };
    await renderAt('/qr-codes', links(() => answer()), { session: LINK_MODE });
    expect(screen.getByRole('status', { name: 'Loading the QR codes…' })).toBeInTheDocument();
    expect(await screen.findByText('The payment links could not be loaded')).toBeInTheDocument();
    expect(screen.queryByText('No active payment links to make a QR code of')).not.toBeInTheDocument();
    answer = () => ({ docs: [], has_next: false, next_cursor: null });
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No active payment links to make a QR code of')).toBeInTheDocument();
  });

  it('shows more links on request when the gateway has another page', async () => {
    let page = 0;
    await renderAt('/qr-codes', links(() => (page++ === 0 ? { docs: [link(1)], has_next: true, next_cursor: 'c1' } : { docs: [link(2)], has_next: false, next_cursor: null })), { session: LINK_MODE });
    fireEvent.click(await screen.findByRole('button', { name: 'Show more links' }));
    expect(await screen.findByRole('region', { name: 'Batik workshop 2' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more links' })).not.toBeInTheDocument();
  });
});
