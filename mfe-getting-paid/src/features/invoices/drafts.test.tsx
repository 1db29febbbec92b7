import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GatewayError } from 'shared-contracts';
import { GETTING_PAID_API } from 'shared-contracts/areas/getting-paid/getting-paid';
import { draftDetail, invoice, invoicesAnswer } from '../../testing/invoices';
import { renderAt } from '../../testing/render';

// Issue 44, invoice drafts (decision 0069): "Save as draft" beside the form's main action, the list's
// Draft status and filter, and editing a draft with the same form. The detail's actions: draft-detail.test.tsx.

const posts = (hostApi: Awaited<ReturnType<typeof renderAt>>, method = 'POST') => hostApi.gateway.calls.filter((call) => call.method === method);

/** Fills the create form's required fields with one line of Rp 150.000. */
async function fillInvoice(description = 'Batik order 9') {
  fireEvent.change(await screen.findByRole('textbox', { name: /Description/ }), { target: { value: description } });
  fireEvent.change(screen.getByRole('textbox', { name: /Item/ }), { target: { value: 'Batik shirt' } });
  fireEvent.change(screen.getByRole('textbox', { name: /Unit price/ }), { target: { value: '150.000' } });
  fireEvent.change(screen.getByRole('textbox', { name: /Quantity/ }), { target: { value: '1' } });
  fireEvent.change(screen.getByRole('textbox', { name: /Customer email/ }), { target: { value: 'sari@example.test' } });
}

describe('/invoices/new: Save as draft', () => {
  it('checks the form as Create does, then saves it as a draft and opens it', async () => {
    const hostApi = await renderAt('/invoices/new', { [`POST ${GETTING_PAID_API.invoices}`]: () => draftDetail(9) });
    fireEvent.click(await screen.findByRole('button', { name: 'Save as draft' }));
    expect(await screen.findAllByText('This field is required')).not.toHaveLength(0);
    expect(posts(hostApi)).toEqual([]);
    await fillInvoice();
    fireEvent.click(screen.getByRole('button', { name: 'Save as draft' }));
    await waitFor(() => expect(posts(hostApi).map((call) => call.body)).toEqual([
      { currency: 'IDR', description: 'Batik order 9', items: [{ name: 'Batik shirt', quantity: 1, price: 150_000 }], should_send_email: true, payer_email: 'sari@example.test', draft: true },
    ]));
    await waitFor(() => expect(hostApi.navigations).toContainEqual(expect.objectContaining({ path: '/invoice/inv_9' })));
    expect(hostApi.shownToasts).toContainEqual({ text: 'Draft saved', tone: 'success' });
  });

  it('after a draft refused by the checks, Create invoice (or Enter) creates an invoice, not a draft', async () => {
    const hostApi = await renderAt('/invoices/new', { [`POST ${GETTING_PAID_API.invoices}`]: () => invoice(9) });
    await fillInvoice('');
    fireEvent.click(screen.getByRole('button', { name: 'Save as draft' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('textbox', { name: /Description/ }), { target: { value: 'Batik order 9' } });
    fireEvent.submit(screen.getByRole('form', { name: 'Create an invoice' }));
    await waitFor(() => expect(posts(hostApi)).toHaveLength(1));
    expect(posts(hostApi)[0]!.body).not.toHaveProperty('draft');
    expect(hostApi.shownToasts).toContainEqual({ text: 'Invoice created', tone: 'success' });
  });

  it('says in Indonesian, and says when the gateway refused the draft', async () => {
    await renderAt('/invoices/new', {
      [`POST ${GETTING_PAID_API.invoices}`]: () => {
        throw new GatewayError('API_VALIDATION_ERROR', 'The request is not valid', 400, undefined, [{ field: 'description', message: 'is refused' }]);
      },
    }, { language: 'id' });
    expect(await screen.findByRole('button', { name: 'Simpan sebagai draf' })).toBeInTheDocument();
    fireEvent.change(screen.getByRole('textbox', { name: /Deskripsi/ }), { target: { value: 'Pesanan batik' } });
    fireEvent.change(screen.getByRole('textbox', { name: /^Barang/ }), { target: { value: 'Kemeja batik' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Harga satuan/ }), { target: { value: '150.000' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Email pelanggan/ }), { target: { value: 'sari@example.test' } });
    fireEvent.click(screen.getByRole('button', { name: 'Simpan sebagai draf' }));
    expect(await screen.findByText('Draf tidak dapat disimpan. Periksa isian dan coba lagi.')).toBeInTheDocument();
  });
});

describe('/invoices: drafts in the list', () => {
  it('shows a draft as Draft with no expiry, and the status filter asks for drafts', async () => {
    const hostApi = await renderAt('/invoices', { [`GET ${GETTING_PAID_API.invoices}`]: invoicesAnswer([draftDetail(5), invoice(1)]) });
    const row = (await screen.findByRole('link', { name: /Batik order 5/ })).closest('tr')!;
    expect(within(row).getByText('Draft')).toBeInTheDocument();
    expect(within(row).getByText('—')).toBeInTheDocument();
    const status = screen.getByRole('combobox', { name: 'Status' });
    expect(within(status).getByRole('option', { name: 'Draft' })).toBeInTheDocument();
    fireEvent.change(status, { target: { value: 'DRAFT' } });
    await waitFor(() => expect(hostApi.gateway.calls.filter((call) => call.path === GETTING_PAID_API.invoices).at(-1)?.query).toMatchObject({ status: 'DRAFT' }));
  });
});

describe('/invoice/:id/edit', () => {
  const DRAFT = draftDetail(5, { due_date: null, customer: { name: 'Sari', email: 'sari@example.test' } });

  it('fills the form with the draft, sends the whole form as its change (an emptied field as null) and goes back to it', async () => {
    const hostApi = await renderAt('/invoice/inv_5/edit', {
      [`GET ${GETTING_PAID_API.invoice('inv_5')}`]: DRAFT,
      [`PATCH ${GETTING_PAID_API.invoice('inv_5')}`]: () => ({ ...DRAFT, description: 'Batik order, two shirts' }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit draft' })).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Edit draft' });
    expect(within(form).getByRole('textbox', { name: /Description/ })).toHaveValue('Batik order 5');
    expect(within(form).getByRole('textbox', { name: /Quantity/ })).toHaveValue('2');
    expect(within(form).getByRole('textbox', { name: /Unit price/ })).toHaveValue('75.000');
    expect(within(form).queryByRole('button', { name: 'Save as draft' })).not.toBeInTheDocument();
    fireEvent.change(within(form).getByRole('textbox', { name: /Description/ }), { target: { value: 'Batik order, two shirts' } });
    fireEvent.change(within(form).getByRole('textbox', { name: /Customer name/ }), { target: { value: '' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(posts(hostApi, 'PATCH').map((call) => [call.path, call.body])).toEqual([[GETTING_PAID_API.invoice('inv_5'), {
      currency: 'IDR', description: 'Batik order, two shirts', items: [{ name: 'Batik shirt', quantity: 2, price: 75_000 }], should_send_email: true,
      external_id: 'order-5', customer_name: null, payer_email: 'sari@example.test', due_date: null, reminder_days_before: [],
    }]]));
    await waitFor(() => expect(hostApi.navigations).toContainEqual(expect.objectContaining({ path: '/invoice/inv_5' })));
    expect(hostApi.shownToasts).toContainEqual({ text: 'Draft saved', tone: 'success' });
    expect(within(form).getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/invoice/inv_5');
  });

  it('says when the gateway refused a field', async () => {
    await renderAt('/invoice/inv_5/edit', {
      [`GET ${GETTING_PAID_API.invoice('inv_5')}`]: DRAFT,
      [`PATCH ${GETTING_PAID_API.invoice('inv_5')}`]: () => {
        throw new GatewayError('API_VALIDATION_ERROR', 'The request is not valid', 400, undefined, [{ field: 'description', message: 'is refused' }]);
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('The draft could not be saved. Check the fields and try again.')).toBeInTheDocument();
    expect(screen.getByText('Check this field')).toBeInTheDocument();
  });

  it('an issued invoice is not edited', async () => {
    await renderAt('/invoice/inv_1/edit', { [`GET ${GETTING_PAID_API.invoice('inv_1')}`]: { ...DRAFT, ...invoice(1) } });
    expect(await screen.findByRole('heading', { name: 'This invoice is no longer a draft' })).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('is refused to a viewer', async () => {
    await renderAt('/invoice/inv_5/edit', { [`GET ${GETTING_PAID_API.invoice('inv_5')}`]: DRAFT }, { persona: 'viewer' });
    expect(await screen.findByRole('heading', { name: 'You cannot use this page' })).toBeInTheDocument();
  });
});
