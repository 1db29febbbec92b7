import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GatewayError } from 'shared-contracts';
import { GETTING_PAID_API, HOME_API, type InvoiceDetail } from 'shared-contracts/areas/getting-paid/getting-paid';
import { draftDetail } from '../../testing/invoices';
import { renderAt } from '../../testing/render';

// Issue 44, a draft's detail (decision 0069): what issuing it does, Issue / Edit / Delete, and no
// payment link or QR code until it is issued. Saving and editing one: drafts.test.tsx.

const DRAFT = draftDetail(5);
const ISSUED_AT = '2026-11-28T05:00:00.000Z';
const ISSUED: InvoiceDetail = {
  ...DRAFT, status: 'PENDING', expiry_date: '2026-11-29T05:00:00.000Z', issued_at: ISSUED_AT,
  timeline: [...DRAFT.timeline, { event: 'sent', at: ISSUED_AT }],
};
const changes = (hostApi: Awaited<ReturnType<typeof renderAt>>) => hostApi.gateway.calls.filter((call) => call.method !== 'GET').map((call) => `${call.method} ${call.path}`);
const share = () => screen.queryByRole('region', { name: 'Share with your customer' });

describe('/invoice/:id of a draft', () => {
  it('says it is a draft and what issuing it does, with no payment link, QR code or payment yet', async () => {
    await renderAt('/invoice/inv_5', { [`GET ${GETTING_PAID_API.invoice('inv_5')}`]: DRAFT });
    expect(await screen.findByRole('heading', { level: 1, name: 'Batik order 5' })).toBeInTheDocument();
    const facts = screen.getByRole('region', { name: 'Details' });
    expect(within(facts).getByText('Draft')).toBeInTheDocument();
    expect(within(facts).getByText('Counted from when it is issued')).toBeInTheDocument();
    const draft = screen.getByRole('region', { name: 'Draft' });
    expect(draft).toHaveTextContent('Nothing has been sent and it has no payment page yet');
    expect(await screen.findByRole('button', { name: 'Issue invoice' })).toHaveAccessibleDescription(
      'Issuing it opens its payment page and emails it to sari@example.test. After that it can no longer be edited.',
    );
    expect(screen.getByRole('link', { name: 'Edit draft' })).toHaveAttribute('href', '/invoice/inv_5/edit');
    expect(share()).not.toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /QR code/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /\/api\/pay\// })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Payment' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Void invoice' })).not.toBeInTheDocument();
  });

  it('issues it with one press: it is then Pending with its link, its timeline says Issued, and the focus goes to its heading', async () => {
    let current = DRAFT;
    const hostApi = await renderAt('/invoice/inv_5', {
      [`GET ${GETTING_PAID_API.invoice('inv_5')}`]: () => current,
      [`POST ${GETTING_PAID_API.issueInvoice('inv_5')}`]: () => (current = ISSUED),
    });
    const issue = await screen.findByRole('button', { name: 'Issue invoice' });
    issue.focus();
    fireEvent.click(issue);
    expect(await screen.findByRole('region', { name: 'Share with your customer' })).toBeInTheDocument();
    expect(within(share()!).getByRole('link', { name: 'http://localhost/api/pay/code5' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Details' })).getByText('Pending')).toBeInTheDocument();
    const timeline = screen.getByRole('list', { name: 'Timeline' });
    expect(within(timeline).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringContaining('Created'), expect.stringContaining('Issued'), expect.stringContaining('Sent to the customer'),
    ]);
    expect(changes(hostApi)).toEqual([`POST ${GETTING_PAID_API.issueInvoice('inv_5')}`]);
    expect(hostApi.shownToasts).toContainEqual({ text: 'Invoice issued', tone: 'success' });
    expect(screen.queryByRole('region', { name: 'Draft' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Batik order 5' })).toHaveFocus());
  });

  it('says no email goes when it will not be emailed; a draft refused on issue is to be edited (in Indonesian)', async () => {
    const hostApi = await renderAt('/invoice/inv_5', {
      [`GET ${GETTING_PAID_API.invoice('inv_5')}`]: { ...DRAFT, should_send_email: false },
      [`POST ${GETTING_PAID_API.issueInvoice('inv_5')}`]: () => {
        throw new GatewayError('API_VALIDATION_ERROR', 'The request is not valid', 400, undefined, [{ field: 'due_date', message: 'must be from today' }]);
      },
    }, { language: 'id' });
    const issue = await screen.findByRole('button', { name: 'Terbitkan tagihan' });
    expect(issue).toHaveAccessibleDescription('Menerbitkannya membuka halaman pembayaran; tidak ada email yang dikirim. Setelah itu tagihan tidak dapat diubah lagi.');
    expect(within(screen.getByRole('region', { name: 'Detail' })).getByText('Draf')).toBeInTheDocument();
    fireEvent.click(issue);
    await waitFor(() => expect(hostApi.shownToasts).toContainEqual({
      text: 'Tagihan tidak dapat diterbitkan seperti ini (mungkin ada tanggal yang sudah lewat sejak disimpan): ubah drafnya, lalu terbitkan.', tone: 'error',
    }));
    expect(screen.getByRole('button', { name: 'Terbitkan tagihan' })).toBeInTheDocument();
  });

  it('deletes it only once confirmed, then opens the list; Keep it changes nothing', async () => {
    const hostApi = await renderAt('/invoice/inv_5', {
      [`GET ${GETTING_PAID_API.invoice('inv_5')}`]: DRAFT,
      [`DELETE ${GETTING_PAID_API.invoice('inv_5')}`]: () => undefined,
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete draft' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Delete this draft?' });
    expect(ask).toHaveTextContent('“Batik order 5” will be deleted. This cannot be undone.');
    fireEvent.click(within(ask).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(changes(hostApi)).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Delete draft' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete draft' }));
    await waitFor(() => expect(hostApi.navigations).toContainEqual(expect.objectContaining({ path: '/invoices' })));
    expect(changes(hostApi)).toEqual([`DELETE ${GETTING_PAID_API.invoice('inv_5')}`]);
    expect(hostApi.shownToasts).toContainEqual({ text: 'Draft deleted', tone: 'success' });
  });

  it('says a refused delete in a toast and stays, the focus back on its button', async () => {
    const hostApi = await renderAt('/invoice/inv_5', {
      [`GET ${GETTING_PAID_API.invoice('inv_5')}`]: DRAFT,
      [`DELETE ${GETTING_PAID_API.invoice('inv_5')}`]: () => {
        throw new GatewayError('API_VALIDATION_ERROR', 'The invoice is PENDING', 409);
      },
    });
    const remove = await screen.findByRole('button', { name: 'Delete draft' });
    remove.focus();
    fireEvent.click(remove);
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete draft' }));
    await waitFor(() => expect(hostApi.shownToasts).toContainEqual({ text: 'The invoice is PENDING', tone: 'error' }));
    expect(hostApi.navigations).toEqual([]);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Delete draft' })).toHaveFocus());
  });

  it('a viewer reads it without actions', async () => {
    await renderAt('/invoice/inv_5', { [`GET ${GETTING_PAID_API.invoice('inv_5')}`]: DRAFT }, { persona: 'viewer' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Batik order 5' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Draft' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit draft' })).not.toBeInTheDocument();
  });

  it('where new invoices are turned off, a draft may be deleted but not issued or edited', async () => {
    await renderAt('/invoice/inv_5', {
      [`GET ${GETTING_PAID_API.invoice('inv_5')}`]: DRAFT,
      [`GET ${HOME_API.homeSettings}`]: { should_disable_invoice_creation: true },
    });
    expect(await screen.findByRole('button', { name: 'Delete draft' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Issue invoice' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit draft' })).not.toBeInTheDocument();
  });
});
