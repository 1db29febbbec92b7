import type { Invoice, InvoiceDetail, InvoicesAnswer } from 'shared-contracts/areas/getting-paid/getting-paid';

/** The invoices the remote's tests show (decision 0069): a pending one by default, any other by overrides. */
export const invoice = (index: number, overrides: Partial<Invoice> = {}): Invoice => ({
  id: `inv_${index}`, external_id: `order-${index}`, status: 'PENDING', currency: 'IDR', amount: 150_000 + index, description: `Batik order ${index}`,
  customer: { name: 'Sari', email: 'sari@example.test' }, payer_email: 'sari@example.test', should_send_email: true,
  invoice_url: `http://localhost/api/pay/inv_${index}`, short_invoice_url: `http://localhost/api/pay/code${index}`, due_date: null,
  expiry_date: '2026-11-29T03:00:00.000Z', created: '2026-11-28T03:00:00.000Z', updated: '2026-11-28T03:00:00.000Z', ...overrides,
});

/** A list answer of these invoices, the business's default settings. */
export const invoicesAnswer = (docs: Invoice[]): InvoicesAnswer => ({ docs, has_next: false, next_cursor: null, invoice_ttl: 86_400, allowed_multicurrency: false });

/** A saved draft's detail: no expiry, created only, nothing paid. */
export const draftDetail = (index: number, overrides: Partial<InvoiceDetail> = {}): InvoiceDetail => ({
  ...invoice(index, { status: 'DRAFT', expiry_date: null }), items: [{ name: 'Batik shirt', quantity: 2, price: 75_000 }],
  timeline: [{ event: 'created', at: '2026-11-28T03:00:00.000Z' }], payment: null, reminders: [], issued_at: null, ...overrides,
});
