import type { FieldError } from 'shared-contracts';
import {
  CUSTOMER_NAME_MAX,
  GETTING_PAID_API,
  GETTING_PAID_CURRENCIES,
  GETTING_PAID_LIMIT_DEFAULT,
  INVOICE_DESCRIPTION_MAX,
  INVOICE_DUE_DAYS_MAX,
  INVOICE_ITEMS_MAX,
  INVOICE_ITEM_NAME_MAX,
  INVOICE_ITEM_QUANTITY_MAX,
  INVOICE_REMINDERS_MAX,
  INVOICE_REMINDER_DAYS_MAX,
  INVOICE_STATUSES,
  type InvoiceDetail,
  type InvoicesAnswer,
} from 'shared-contracts/areas/getting-paid/getting-paid';
import { amountProblem, defaultRemindersFor, invoiceExpiry, invoiceTotal, reminderProblems, type ReminderProblem } from 'shared-contracts/areas/getting-paid/getting-paid-rules';
import { AMOUNT_MAX } from 'shared-contracts/rules';
import type { GatewayContext } from '../context';
import type { SandboxDatabase } from '../db/connection';
import type { GatewayApp, Validated, WithParams } from '../http/gateway-app';
import { GatewayError, invalid, notFound } from '../http/errors';
import { DAY_SCHEMA, EMAIL_SCHEMA, nameSchema, objectSchema } from '../http/validation';
import { addDays, dayIn, startOfDay } from '../store/business-calendar';
import { listPage } from '../store/getting-paid-lists';
import { reminderScheduleOf } from '../store/invoice-reminder-settings';
import { insertReminders, sendDueReminders } from '../store/invoice-reminders';
import {
  INVOICE_TABLE,
  expireDue,
  insertInvoice,
  invoiceOf,
  invoiceSettingsOf,
  mailInvoice,
  markSent,
  toInvoice,
  toInvoiceDetail,
  voidInvoice,
  type InvoiceRow,
} from '../store/invoices';
import { ID_PARAMS, INVOICE_LIST_QUERY, listFiltersOf, originOf, scopeOf, type GettingPaidScope } from './getting-paid-query';

/** A reminder's day, on an invoice and in the business's default schedule (decisions 0085, 0091). */
export const REMINDER_DAY_SCHEMA = { type: 'integer', minimum: 0, maximum: INVOICE_REMINDER_DAYS_MAX } as const;

const ITEM = objectSchema(
  {
    name: nameSchema(INVOICE_ITEM_NAME_MAX),
    quantity: { type: 'integer', minimum: 1, maximum: INVOICE_ITEM_QUANTITY_MAX },
    price: { type: 'integer', minimum: 1, maximum: AMOUNT_MAX },
  },
  ['name', 'quantity', 'price'],
);
const NEW_INVOICE = objectSchema(
  {
    external_id: { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_.:/#-]+$' },
    currency: { type: 'string', enum: [...GETTING_PAID_CURRENCIES] },
    description: nameSchema(INVOICE_DESCRIPTION_MAX),
    items: { type: 'array', minItems: 1, maxItems: INVOICE_ITEMS_MAX, items: { ...ITEM, properties: ITEM.properties } },
    customer_name: nameSchema(CUSTOMER_NAME_MAX),
    payer_email: EMAIL_SCHEMA,
    should_send_email: { type: 'boolean' },
    due_date: DAY_SCHEMA,
    reminder_days_before: { type: 'array', maxItems: INVOICE_REMINDERS_MAX, items: REMINDER_DAY_SCHEMA },
  },
  ['currency', 'description', 'items', 'should_send_email'],
);
type NewInvoiceBody = Validated<typeof NEW_INVOICE>;

export const REMINDER_MESSAGES: Readonly<Record<ReminderProblem, string>> = {
  reminderOutOfRange: `must be a whole number of days from 0 to ${INVOICE_REMINDER_DAYS_MAX}`,
  reminderRepeated: 'is chosen twice',
  reminderTooEarly: 'falls today or earlier: the invoice itself is emailed today',
};

/** Reminders go by email before a due date (decision 0085): they need all three, and each a day of its own after today. */
function reminderErrors(body: NewInvoiceBody, today: string): FieldError[] {
  const days = body.reminder_days_before ?? [];
  if (days.length === 0) return [];
  if (body.due_date === undefined || body.payer_email === undefined || !body.should_send_email) {
    return [{ field: 'reminder_days_before', message: 'needs a due_date, a payer_email and should_send_email' }];
  }
  return reminderProblems(days, body.due_date, today).flatMap((problem, index) => (problem ? [{ field: `reminder_days_before[${index}]`, message: REMINDER_MESSAGES[problem] }] : []));
}

/**
 * The new invoice's reminders (decision 0091): its own list when it names one (`[]` included: none);
 * otherwise, for an emailed invoice with a due date, the business's default schedule without the days
 * that fall today or earlier, so a default never makes a create fail.
 */
function remindersOf(db: SandboxDatabase, body: NewInvoiceBody, scope: GettingPaidScope, now: number): number[] {
  if (body.reminder_days_before) return body.reminder_days_before;
  if (body.due_date === undefined || body.payer_email === undefined || !body.should_send_email) return [];
  return defaultRemindersFor(reminderScheduleOf(db, scope).reminder_days_before, body.due_date, dayIn(scope.timeZone, now));
}

/** What the schema cannot say: the currency the business may bill in, the total's bounds, a due date ahead, an email to send to, the reminders. */
function invoiceProblems(body: NewInvoiceBody, scope: GettingPaidScope, multicurrency: boolean, now: number): FieldError[] {
  const errors: FieldError[] = [];
  if (body.currency !== scope.currency && !multicurrency) errors.push({ field: 'currency', message: `must be ${scope.currency}: this business does not bill in other currencies` });
  const total = invoiceTotal(body.items);
  const problem = amountProblem(total, body.currency);
  if (problem) errors.push({ field: 'items', message: problem === 'belowMin' ? 'the total is below the smallest amount of its currency' : 'the total is above the largest amount' });
  const today = dayIn(scope.timeZone, now);
  if (body.due_date !== undefined && (body.due_date < today || body.due_date > addDays(today, INVOICE_DUE_DAYS_MAX))) {
    errors.push({ field: 'due_date', message: `must be from today to ${INVOICE_DUE_DAYS_MAX} days ahead` });
  }
  if (body.should_send_email && body.payer_email === undefined) errors.push({ field: 'payer_email', message: 'is required to send the invoice by email' });
  return [...errors, ...reminderErrors(body, today)];
}

/**
 * Invoices (issue 44, decision 0069): the list with its filters, cursor paging and the business's
 * invoice settings; create (PENDING, expiring at the end of its due date or after invoice_ttl, emailed
 * when asked, with up to four reminders before its due date: decision 0085); detail with items,
 * timeline, reminders and payment; void and resend, for a PENDING invoice only. Every read first
 * expires what is due, then sends the reminders due (the sandbox's scheduler). A refusal changes nothing.
 */
export function registerInvoiceRoutes(app: GatewayApp, ctx: GatewayContext): void {
  const sweep = () => {
    const now = ctx.clock();
    expireDue(ctx.db, now);
    sendDueReminders(ctx.db, now);
  };
  const found = (request: WithParams<{ id: string }>) => {
    const scope = scopeOf(request);
    sweep();
    const row = invoiceOf(ctx.db, scope, request.params.id);
    if (!row) throw notFound('No such invoice');
    return row;
  };
  const notPending = (row: InvoiceRow) =>
    new GatewayError(409, 'API_VALIDATION_ERROR', `The invoice is ${row.status}`, { errors: [{ field: 'id', message: `is ${row.status}, not PENDING` }] });

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
    const dueEnd = body.due_date === undefined ? undefined : startOfDay(scope.timeZone, addDays(body.due_date, 1)) - 1;
    const row = ctx.db.transaction(() => {
      const written = insertInvoice(ctx.db, scope, {
        externalId: body.external_id ?? `invoice-${now.toString(36)}`, currency: body.currency, description: body.description.trim(), items: body.items,
        customerName: body.customer_name?.trim() ?? null, payerEmail: body.payer_email ?? null, shouldSendEmail: body.should_send_email,
        dueDate: body.due_date ?? null, expiry: invoiceExpiry(now, settings.invoice_ttl, dueEnd),
      }, now);
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
    if (!voidInvoice(ctx.db, row.id, ctx.clock())) throw notPending(invoiceOf(ctx.db, scopeOf(request), row.id) ?? row);
    return toInvoiceDetail(ctx.db, invoiceOf(ctx.db, scopeOf(request), row.id)!, originOf(request));
  });

  app.post('/api/invoices/:id/resend', { schema: { params: ID_PARAMS } }, async (request): Promise<InvoiceDetail> => {
    const row = found(request);
    if (row.status !== 'PENDING') throw notPending(row);
    if (!row.payer_email) throw invalid([{ field: 'payer_email', message: 'the invoice has no email to send to' }]);
    const now = ctx.clock();
    ctx.db.transaction(() => {
      markSent(ctx.db, row.id, now);
      mailInvoice(ctx.db, row, now);
    })();
    return toInvoiceDetail(ctx.db, invoiceOf(ctx.db, scopeOf(request), row.id)!, originOf(request));
  });
}
