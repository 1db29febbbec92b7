import declaration from '../declaration.json';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GETTING_PAID_API, HOME_API, type InvoiceDetail, type InvoicesAnswer } from 'shared-contracts/areas/getting-paid/getting-paid';
import { remoteContractProblems } from 'shared-contracts/testing';
import remote from './remote';
import { isoToday } from './rules/due-date';
import { invoice } from './testing/invoices';
import { renderAt } from './testing/render';

const LIST: InvoicesAnswer = { docs: [invoice(1), invoice(2, { status: 'PAID' })], has_next: false, next_cursor: null, invoice_ttl: 86_400, allowed_multicurrency: false };
const PAID: InvoiceDetail = {
  ...invoice(2, { status: 'PAID' }), items: [{ name: 'Batik shirt', quantity: 1, price: 150_002 }],
  timeline: [{ event: 'created', at: '2026-11-28T03:00:00.000Z' }, { event: 'viewed', at: '2026-11-28T03:05:00.000Z' }, { event: 'paid', at: '2026-11-28T03:06:00.000Z' }],
  payment: { card_payment_id: 'ccp_1', ledger_entry_id: 'ldg_1', amount: 150_002, payer_email: 'sari@example.test', paid_at: '2026-11-28T03:06:00.000Z' },
};
describe('getting-paid ./remote', () => {
  it('honours the remote contract the shell checks, and agrees with declaration.json', async () => {
    expect(remote.name).toBe('getting-paid');
    await expect(remoteContractProblems(remote, declaration)).resolves.toEqual([]);
  });
});

describe('/invoices', () => {
  it.each([
    ['en', 'Invoices', 'Batik order 1', 'Create an invoice', 'Pending'],
    ['id', 'Tagihan', 'Batik order 1', 'Buat tagihan', 'Menunggu'],
  ] as const)('lists the invoices in %s with the create action for an owner', async (language, title, row, create, status) => {
    await renderAt('/invoices', { [`GET ${GETTING_PAID_API.invoices}`]: LIST }, { language });
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: new RegExp(row) })).toBeInTheDocument();
    expect(screen.getAllByText(status).length).toBeGreaterThan(0);
    expect(await screen.findByRole('link', { name: create })).toBeInTheDocument();
  });

  it('keeps the filters in the address and asks the gateway with them', async () => {
    const hostApi = await renderAt('/invoices?status=PAID&min=10000', { [`GET ${GETTING_PAID_API.invoices}`]: LIST });
    await screen.findByRole('link', { name: /Batik order 1/ });
    expect(hostApi.gateway.calls.find((call) => call.path === GETTING_PAID_API.invoices)?.query).toMatchObject({ status: 'PAID', amount_min: 10_000 });
  });

  it('a viewer sees the list and no create action', async () => {
    await renderAt('/invoices', { [`GET ${GETTING_PAID_API.invoices}`]: LIST }, { persona: 'viewer' });
    await screen.findByRole('link', { name: /Batik order 1/ });
    expect(screen.queryByRole('link', { name: 'Create an invoice' })).not.toBeInTheDocument();
  });

  it('says when there are none, and when the list failed (Retry asks again)', async () => {
    let calls = 0;
    await renderAt('/invoices', {
      [`GET ${GETTING_PAID_API.invoices}`]: () => {
        calls += 1;
        if (calls === 1) throw new Error('the gateway did not answer');
        return { ...LIST, docs: [] };
      },
    });
    expect(await screen.findByText('Invoices could not be loaded')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No invoices yet')).toBeInTheDocument();
  });
});

describe('/invoices/new', () => {
  it('answers the spec’s message keys in words, previews the total, and creates nothing while invalid', async () => {
    const hostApi = await renderAt('/invoices/new', {});
    fireEvent.change(await screen.findByRole('textbox', { name: /Item/ }), { target: { value: 'Batik shirt' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Unit price/ }), { target: { value: '150.000' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Quantity/ }), { target: { value: '2' } });
    const preview = screen.getByRole('region', { name: 'What your customer sees' });
    expect(within(preview).getByText(/Total Rp\s?300\.000/)).toBeInTheDocument();
    fireEvent.change(screen.getByRole('textbox', { name: /Customer email/ }), { target: { value: 'not-an-email' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create invoice' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid email address')).toBeInTheDocument();
    expect(hostApi.gateway.calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('takes its due date from a calendar whose past days cannot be chosen, typed day first, and sends it as a calendar day', async () => {
    // The business's today (Toko Ku is in Indonesia): the gateway counts a due date's days there, whatever the browser's zone.
    const today = isoToday('Asia/Jakarta');
    const hostApi = await renderAt('/invoices/new', { [`POST ${GETTING_PAID_API.invoices}`]: () => invoice(9) });
    fireEvent.change(await screen.findByRole('textbox', { name: /Description/ }), { target: { value: 'Batik order 9' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Item/ }), { target: { value: 'Batik shirt' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Unit price/ }), { target: { value: '150.000' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Quantity/ }), { target: { value: '1' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Customer email/ }), { target: { value: 'sari@example.test' } });
    const dueDate = screen.getByRole('group', { name: /^Due date/ });
    expect(Array.from(dueDate.querySelectorAll('[role="spinbutton"]')).map((segment) => segment.getAttribute('data-type'))).toEqual(['day', 'month', 'year']);
    expect(screen.getByText(/^Format: dd\/mm\/yyyy\./)).toBeInTheDocument();
    fireEvent.click(within(dueDate).getByRole('button'));
    const calendar = await screen.findByRole('dialog');
    const cells = within(calendar).getAllByRole('button').filter((cell) => cell.classList.contains('mdp-calendar-cell') && !cell.hasAttribute('data-outside-month'));
    // The first day that may be chosen is the business's today; every day before it is disabled.
    const firstChoosable = cells.findIndex((cell) => cell.getAttribute('aria-disabled') !== 'true');
    expect(firstChoosable).toBe(Number(today.slice(8)) - 1);
    fireEvent.click(cells[firstChoosable]!);
    fireEvent.click(screen.getByRole('button', { name: 'Create invoice' }));
    await waitFor(() => expect(hostApi.gateway.calls.find((call) => call.method === 'POST')?.body).toMatchObject({ due_date: today }));
  });

  it('offers reminders once the invoice has a due date and is emailed, and answers their message keys', async () => {
    const hostApi = await renderAt('/invoices/new', {});
    const reminders = await screen.findByRole('group', { name: 'Reminders' });
    expect(reminders).toHaveTextContent('Choose a due date and email the invoice to send reminders before it is due.');
    fireEvent.click(within(screen.getByRole('group', { name: /^Due date/ })).getByRole('button'));
    const calendar = await screen.findByRole('dialog');
    fireEvent.click(within(calendar).getAllByRole('button').find((cell) => cell.classList.contains('mdp-calendar-cell') && cell.getAttribute('aria-disabled') !== 'true')!);
    fireEvent.click(await within(reminders).findByRole('button', { name: 'Add a reminder' }));
    // Due today: a reminder on the due date itself would go today, with the invoice.
    fireEvent.change(within(reminders).getByRole('textbox', { name: /^Reminder 1: days before the due date/ }), { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create invoice' }));
    expect(await within(reminders).findByText('That day is today or already past: choose fewer days')).toBeInTheDocument();
    expect(hostApi.gateway.calls.filter((call) => call.method === 'POST')).toEqual([]);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Email the invoice to the customer' }));
    expect(within(reminders).queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('offers the other currencies only where the business may bill in them (allowed_multicurrency), and sends the amounts in the chosen one', async () => {
    const hostApi = await renderAt('/invoices/new', {
      [`GET ${GETTING_PAID_API.invoices}`]: { ...LIST, allowed_multicurrency: true },
      [`POST ${GETTING_PAID_API.invoices}`]: () => invoice(9, { currency: 'USD' }),
    });
    const currency = await screen.findByRole('group', { name: /^Currency/ });
    expect(within(currency).getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual([
      expect.stringContaining('Indonesian rupiah (IDR)'), expect.stringContaining('Philippine peso (PHP)'), expect.stringContaining('US dollar (USD)'),
    ]);
    expect(within(currency).getByRole('radio', { name: /IDR/ })).toBeChecked();
    fireEvent.click(within(currency).getByRole('radio', { name: /USD/ }));
    fireEvent.change(screen.getByRole('textbox', { name: /Description/ }), { target: { value: 'Export order' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Item/ }), { target: { value: 'Batik shirt' } });
    expect(screen.getByRole('textbox', { name: /Unit price \(USD\)/ })).toBeInTheDocument();
    fireEvent.change(screen.getByRole('textbox', { name: /Unit price/ }), { target: { value: '12.50' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Quantity/ }), { target: { value: '2' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Customer email/ }), { target: { value: 'sari@example.test' } });
    expect(within(screen.getByRole('region', { name: 'What your customer sees' })).getByText(/Total .*25\.00/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Create invoice' }));
    await waitFor(() => expect(hostApi.gateway.calls.find((call) => call.method === 'POST')?.body).toMatchObject({ currency: 'USD', items: [{ name: 'Batik shirt', quantity: 2, price: 1250 }] }));
  });

  it('bills in the business’s own currency alone where it may not bill in others', async () => {
    await renderAt('/invoices/new', { [`GET ${GETTING_PAID_API.invoices}`]: LIST });
    expect(await screen.findByRole('textbox', { name: /Unit price \(IDR\)/ })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('group', { name: /^Currency/ })).not.toBeInTheDocument());
  });

  it('is refused where the business’s invoice creation is turned off (shouldDisableInvoiceCreation), and the list offers no Create', async () => {
    const off = { [`GET ${HOME_API.homeSettings}`]: { should_disable_invoice_creation: true } };
    await renderAt('/invoices/new', off);
    expect(await screen.findByRole('heading', { name: 'Not available for this business' })).toBeInTheDocument();
    cleanup();
    await renderAt('/invoices', { ...off, [`GET ${GETTING_PAID_API.invoices}`]: LIST });
    await screen.findByRole('link', { name: /Batik order 1/ });
    expect(screen.queryByRole('link', { name: 'Create an invoice' })).not.toBeInTheDocument();
  });

  it('is refused in payment-link mode', async () => {
    await renderAt('/invoices/new', {}, { session: { featureFlags: { payment_links: true } } });
    expect(await screen.findByRole('heading', { name: 'Not available for this business' })).toBeInTheDocument();
  });
});

describe('/invoice/:id', () => {
  it('shows the timeline and the payment linked to its transaction and card payment', async () => {
    await renderAt('/invoice/inv_2', { [`GET ${GETTING_PAID_API.invoice('inv_2')}`]: PAID });
    expect(await screen.findByRole('heading', { level: 1, name: 'Batik order 2' })).toBeInTheDocument();
    const timeline = screen.getByRole('list', { name: 'Timeline' });
    expect(within(timeline).getAllByRole('listitem').map((item) => item.textContent)).toEqual([expect.stringContaining('Created'), expect.stringContaining('Viewed'), expect.stringContaining('Paid')]);
    expect(screen.getByRole('link', { name: 'Transaction' })).toHaveAttribute('href', '/transactions-new/ldg_1');
    expect(screen.getByRole('link', { name: 'Card payment' })).toHaveAttribute('href', '/credit_cards/payment/ccp_1');
    expect(screen.queryByRole('button', { name: 'Void invoice' })).not.toBeInTheDocument();
  });

  it('shows the reminders still to go, and those sent in the timeline', async () => {
    const reminded: InvoiceDetail = {
      ...PAID, ...invoice(4, { due_date: '2026-12-10' }), payment: null, timeline: [{ event: 'created', at: '2026-11-28T03:00:00.000Z' }, { event: 'sent', at: '2026-11-28T03:00:00.000Z' }],
      reminders: [{ days_before: 7, scheduled_at: '2026-12-03T02:00:00.000Z', sent_at: '2026-12-03T02:00:00.000Z' }, { days_before: 0, scheduled_at: '2026-12-10T02:00:00.000Z', sent_at: null }],
    };
    await renderAt('/invoice/inv_4', { [`GET ${GETTING_PAID_API.invoice('inv_4')}`]: reminded });
    const facts = await screen.findByRole('region', { name: 'Details' });
    expect(within(facts).getByText(/On the due date/)).toBeInTheDocument();
    expect(within(facts).queryByText(/7 days before/)).not.toBeInTheDocument();
    const timeline = screen.getByRole('list', { name: 'Timeline' });
    expect(within(timeline).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringContaining('Created'), expect.stringContaining('Sent to the customer'), expect.stringMatching(/Reminder sent.*7 days before/),
    ]);
  });

  it('voids a pending invoice only once the merchant confirms it', async () => {
    const pending: InvoiceDetail = { ...PAID, ...invoice(3), timeline: [{ event: 'created', at: '2026-11-28T03:00:00.000Z' }], payment: null };
    const hostApi = await renderAt('/invoice/inv_3', {
      [`GET ${GETTING_PAID_API.invoice('inv_3')}`]: pending,
      [`POST ${GETTING_PAID_API.voidInvoice('inv_3')}`]: () => ({ ...pending, status: 'VOIDED', timeline: [...pending.timeline, { event: 'voided', at: '2026-11-28T04:00:00.000Z' }] }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Void invoice' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Void this invoice?' });
    expect(ask).toHaveTextContent('Your customer can no longer pay “Batik order 3”. This cannot be undone.');
    fireEvent.click(within(ask).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(hostApi.gateway.calls.filter((call) => call.method === 'POST')).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Void invoice' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Void invoice' }));
    expect((await screen.findAllByText('Voided')).length).toBeGreaterThan(0);
    expect(hostApi.gateway.calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([GETTING_PAID_API.voidInvoice('inv_3')]);
    expect(screen.queryByRole('button', { name: 'Void invoice' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Batik order 3' })).toHaveFocus());
  });
});
