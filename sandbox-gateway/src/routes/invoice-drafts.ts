import type { InvoiceDetail, InvoiceItem } from 'shared-contracts/areas/getting-paid/getting-paid';
import type { GatewayContext } from '../context';
import type { GatewayApp, Validated } from '../http/gateway-app';
import { invalid, notFound } from '../http/errors';
import { objectSchema } from '../http/validation';
import { deleteDraft, issueDraft, rewriteDraft } from '../store/invoice-drafts';
import { reminderDaysOf, replaceDraftReminders } from '../store/invoice-reminders';
import { invoiceOf, invoiceSettingsOf, isEmailed, mailInvoice, toInvoiceDetail, type InvoiceRow } from '../store/invoices';
import { ID_PARAMS, originOf, scopeOf, type GettingPaidScope } from './getting-paid-query';
import { INVOICE_FIELDS, expiryOf, fieldsOf, invoiceLookup, invoiceProblems, wrongStatus, type NewInvoiceBody } from './invoice-rules';

/** A draft's change: any field of a new invoice, none required; null clears an optional one. */
const DRAFT_CHANGES = objectSchema({
  ...INVOICE_FIELDS,
  customer_name: { ...INVOICE_FIELDS.customer_name, type: ['string', 'null'] },
  payer_email: { ...INVOICE_FIELDS.payer_email, type: ['string', 'null'] },
  due_date: { ...INVOICE_FIELDS.due_date, type: ['string', 'null'] },
});
type DraftChangesBody = Validated<typeof DRAFT_CHANGES>;

/** The draft as a new invoice's body, its reminders' days included: what issuing it checks again, and what a change applies to. */
const bodyOfDraft = (row: InvoiceRow, reminderDays: number[]): NewInvoiceBody => ({
  external_id: row.external_id, currency: row.currency, description: row.description, items: JSON.parse(row.items) as InvoiceItem[],
  should_send_email: row.should_send_email === 1, customer_name: row.customer_name ?? undefined, payer_email: row.payer_email ?? undefined,
  due_date: row.due_date ?? undefined, reminder_days_before: reminderDays,
});

/** A field left out keeps its value, null clears it. */
const changed = <T>(value: T | null | undefined, was: T | undefined): T | undefined => (value === null ? undefined : (value ?? was));

function withChanges(current: NewInvoiceBody, changes: DraftChangesBody): NewInvoiceBody {
  const { environment: _environment, customer_name: name, payer_email: email, due_date: due, ...rest } = changes;
  return { ...current, ...rest, customer_name: changed(name, current.customer_name), payer_email: changed(email, current.payer_email), due_date: changed(due, current.due_date) };
}

/**
 * Invoice drafts (issue 44, decision 0069), as the providers' dashboards keep them (Stripe's draft
 * invoice): saved with `draft` on POST /api/invoices, a DRAFT is not payable (its hosted page is not
 * found), sends nothing and has no expiry. PATCH changes it — the same fields and checks as creating,
 * the result checked whole; DELETE removes it; issue makes it PENDING: its expiry counted from now (the
 * end of its due date, else invoice_ttl), the email sent when asked. Each acts in one BEGIN IMMEDIATE
 * write against the invoice as it stands then, so of two at once on one draft the second finds it
 * issued or gone (409 API_VALIDATION_ERROR, or 404) and one email is sent. Issuing checks the draft
 * again as of today: a due date or a reminder's day that has passed since it was saved is refused,
 * naming the field, and the merchant changes the draft. A refusal changes nothing.
 */
export function registerInvoiceDraftRoutes(app: GatewayApp, ctx: GatewayContext): void {
  const { found } = invoiceLookup(ctx);
  const detailOf = (request: Parameters<typeof originOf>[0], scope: GettingPaidScope, id: string): InvoiceDetail =>
    toInvoiceDetail(ctx.db, invoiceOf(ctx.db, scope, id)!, originOf(request));

  /** Inside the write: the invoice as it stands, still a DRAFT, and with `changes` a valid new invoice as of `now`; else refused. */
  const checkedDraft = (scope: GettingPaidScope, id: string, changes: DraftChangesBody, now: number) => {
    const row = invoiceOf(ctx.db, scope, id);
    if (!row) throw notFound('No such invoice');
    if (row.status !== 'DRAFT') throw wrongStatus(row, 'DRAFT');
    const body = withChanges(bodyOfDraft(row, reminderDaysOf(ctx.db, row.id)), changes);
    const errors = invoiceProblems(body, scope, invoiceSettingsOf(ctx.db, scope.businessId).allowed_multicurrency, now);
    if (errors.length > 0) throw invalid(errors);
    return { row, body };
  };

  app.patch('/api/invoices/:id', { schema: { params: ID_PARAMS, body: DRAFT_CHANGES } }, async (request): Promise<InvoiceDetail> => {
    const scope = scopeOf(request);
    const { id } = found(request);
    const now = ctx.clock();
    ctx.db.transaction(() => {
      const { row, body } = checkedDraft(scope, id, request.body, now);
      if (!rewriteDraft(ctx.db, id, fieldsOf(body, now), now)) throw wrongStatus(row, 'DRAFT');
      replaceDraftReminders(ctx.db, id, body.due_date ?? null, body.reminder_days_before ?? [], scope.timeZone);
    }).immediate();
    return detailOf(request, scope, id);
  });

  app.post('/api/invoices/:id/issue', { schema: { params: ID_PARAMS } }, async (request): Promise<InvoiceDetail> => {
    const scope = scopeOf(request);
    const { id } = found(request);
    const now = ctx.clock();
    ctx.db.transaction(() => {
      const { row } = checkedDraft(scope, id, {}, now);
      const expiry = expiryOf(row.due_date, scope, invoiceSettingsOf(ctx.db, scope.businessId).invoice_ttl, now);
      if (!issueDraft(ctx.db, row, expiry, now)) throw wrongStatus(row, 'DRAFT');
      if (isEmailed(row)) mailInvoice(ctx.db, row, now);
    }).immediate();
    return detailOf(request, scope, id);
  });

  app.delete('/api/invoices/:id', { schema: { params: ID_PARAMS } }, async (request, reply) => {
    const scope = scopeOf(request);
    const { id } = found(request);
    ctx.db.transaction(() => {
      const row = invoiceOf(ctx.db, scope, id);
      if (!row) throw notFound('No such invoice');
      if (!deleteDraft(ctx.db, id)) throw wrongStatus(row, 'DRAFT');
    }).immediate();
    return reply.code(204).send();
  });
}
