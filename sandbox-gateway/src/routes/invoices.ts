import { GETTING_PAID_API, GETTING_PAID_LIMIT_DEFAULT, INVOICE_STATUSES, type InvoiceDetail, type InvoicesAnswer } from 'shared-contracts/areas/getting-paid/getting-paid';
import type { GatewayContext } from '../context';
import type { GatewayApp } from '../http/gateway-app';
import { invalid } from '../http/errors';
import { listPage } from '../store/getting-paid-lists';
import { insertReminders } from '../store/invoice-reminders';
import { INVOICE_TABLE, insertInvoice, invoiceOf, invoiceSettingsOf, mailInvoice, markSent, toInvoice, toInvoiceDetail, voidInvoice, type InvoiceRow } from '../store/invoices';
import { ID_PARAMS, INVOICE_LIST_QUERY, listFiltersOf, originOf, scopeOf } from './getting-paid-query';
import { NEW_INVOICE, expiryOf, fieldsOf, invoiceLookup, invoiceProblems, remindersOf, wrongStatus } from './invoice-rules';

/**
 * Invoices (issue 44, decision 0069): the list with its filters, cursor paging and the business's
 * invoice settings; create (PENDING, expiring at the end of its due date or after invoice_ttl, emailed
 * when asked, with up to four reminders before its due date: decision 0085; or, with `draft`, a DRAFT
 * that nothing is sent for until it is issued: invoice-drafts.ts); detail with items, timeline,
 * reminders and payment; void and resend, for a PENDING invoice only. Every read first expires what is
 * due, then sends the reminders due (the sandbox's scheduler). A refusal changes nothing.
 */
export function registerInvoiceRoutes(app: GatewayApp, ctx: GatewayContext): void {
  const { sweep, found } = invoiceLookup(ctx);

  app.get(GETTING_PAID_API.invoices, { schema: { querystring: INVOICE_LIST_QUERY } }, async (request): Promise<InvoicesAnswer> => {
    const scope = scopeOf(request);
    const { on_demand_link: onDemandLink, ...query } = request.query;
    const { filters, after } = listFiltersOf(query, INVOICE_STATUSES, scope.timeZone);
    sweep();
    const page = listPage<InvoiceRow>(ctx.db, INVOICE_TABLE, scope, { ...filters, onDemandLink }, { after, limit: request.query.limit ?? GETTING_PAID_LIMIT_DEFAULT });
    const origin = originOf(request);
    return { docs: page.rows.map((row) => toInvoice(row, origin)), has_next: page.nextCursor !== null, next_cursor: page.nextCursor, ...invoiceSettingsOf(ctx.db, scope.businessId) };
  });

  app.post(GETTING_PAID_API.invoices, { schema: { body: NEW_INVOICE } }, async (request, reply): Promise<InvoiceDetail> => {
    const scope = scopeOf(request);
    const now = ctx.clock();
    const settings = invoiceSettingsOf(ctx.db, scope.businessId);
    const body = request.body;
    const errors = invoiceProblems(body, scope, settings.allowed_multicurrency, now);
    if (errors.length > 0) throw invalid(errors);
    const fields = fieldsOf(body, now);
    // A draft has no expiry yet and is not sent: both come when it is issued (decision 0069).
    const expiry = body.draft ? null : expiryOf(fields.dueDate, scope, settings.invoice_ttl, now);
    const row = ctx.db.transaction(() => {
      const written = insertInvoice(ctx.db, scope, { ...fields, expiry }, now);
      if (written.sent_at) mailInvoice(ctx.db, written, now);
      const reminders = remindersOf(ctx.db, body, scope, now);
      if (body.due_date !== undefined && reminders.length > 0) insertReminders(ctx.db, written.id, body.due_date, reminders, scope.timeZone);
      return written;
    })();
    reply.code(201);
    return toInvoiceDetail(ctx.db, row, originOf(request));
  });

  app.get('/api/invoices/:id', { schema: { params: ID_PARAMS } }, async (request): Promise<InvoiceDetail> =>
    toInvoiceDetail(ctx.db, found(request), originOf(request)),
  );

  app.post('/api/invoices/:id/void', { schema: { params: ID_PARAMS } }, async (request): Promise<InvoiceDetail> => {
    const row = found(request);
    if (!voidInvoice(ctx.db, row.id, ctx.clock())) throw wrongStatus(invoiceOf(ctx.db, scopeOf(request), row.id) ?? row, 'PENDING');
    return toInvoiceDetail(ctx.db, invoiceOf(ctx.db, scopeOf(request), row.id)!, originOf(request));
  });

  app.post('/api/invoices/:id/resend', { schema: { params: ID_PARAMS } }, async (request): Promise<InvoiceDetail> => {
    const row = found(request);
    if (row.status !== 'PENDING') throw wrongStatus(row, 'PENDING');
    if (!row.payer_email) throw invalid([{ field: 'payer_email', message: 'the invoice has no email to send to' }]);
    const now = ctx.clock();
    ctx.db.transaction(() => {
      markSent(ctx.db, row.id, now);
      mailInvoice(ctx.db, row, now);
    })();
    return toInvoiceDetail(ctx.db, invoiceOf(ctx.db, scopeOf(request), row.id)!, originOf(request));
  });
}
