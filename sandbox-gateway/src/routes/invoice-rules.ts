import type { FieldError } from 'shared-contracts';
import {
  CUSTOMER_NAME_MAX,
  GETTING_PAID_CURRENCIES,
  INVOICE_DESCRIPTION_MAX,
  INVOICE_DUE_DAYS_MAX,
  INVOICE_ITEMS_MAX,
  INVOICE_ITEM_NAME_MAX,
  INVOICE_ITEM_QUANTITY_MAX,
  INVOICE_REMINDERS_MAX,
  INVOICE_REMINDER_DAYS_MAX,
  type InvoiceStatus,
} from 'shared-contracts/areas/getting-paid/getting-paid';
import { amountProblem, defaultRemindersFor, invoiceExpiry, invoiceTotal, reminderProblems, type ReminderProblem } from 'shared-contracts/areas/getting-paid/getting-paid-rules';
import { AMOUNT_MAX } from 'shared-contracts/rules';
import type { GatewayContext } from '../context';
import type { SandboxDatabase } from '../db/connection';
import type { Validated, WithParams } from '../http/gateway-app';
import { GatewayError, notFound } from '../http/errors';
import { DAY_SCHEMA, EMAIL_SCHEMA, nameSchema, objectSchema } from '../http/validation';
import { addDays, dayIn, startOfDay } from '../store/business-calendar';
import { reminderScheduleOf } from '../store/invoice-reminder-settings';
import { sendDueReminders } from '../store/invoice-reminders';
import { expireDue, invoiceOf, type InvoiceFields, type InvoiceRow } from '../store/invoices';
import { scopeOf, type GettingPaidScope } from './getting-paid-query';

/**
 * What the invoice routes share (issue 44, decision 0069): a new invoice's fields, their schema and
 * the checks the schema cannot make — on creation, on a draft's change and again when a draft is
 * issued — and finding an invoice after the sweep.
 */

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
/** An invoice's fields as a new invoice and a draft's change take them. */
export const INVOICE_FIELDS = {
  external_id: { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_.:/#-]+$' },
  currency: { type: 'string', enum: [...GETTING_PAID_CURRENCIES] },
  description: nameSchema(INVOICE_DESCRIPTION_MAX),
  items: { type: 'array', minItems: 1, maxItems: INVOICE_ITEMS_MAX, items: { ...ITEM, properties: ITEM.properties } },
  customer_name: nameSchema(CUSTOMER_NAME_MAX),
  payer_email: EMAIL_SCHEMA,
  should_send_email: { type: 'boolean' },
  due_date: DAY_SCHEMA,
  reminder_days_before: { type: 'array', maxItems: INVOICE_REMINDERS_MAX, items: REMINDER_DAY_SCHEMA },
} as const;
export const NEW_INVOICE = objectSchema({ ...INVOICE_FIELDS, draft: { type: 'boolean' } }, ['currency', 'description', 'items', 'should_send_email']);
export type NewInvoiceBody = Validated<typeof NEW_INVOICE>;

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
export function remindersOf(db: SandboxDatabase, body: NewInvoiceBody, scope: GettingPaidScope, now: number): number[] {
  if (body.reminder_days_before) return body.reminder_days_before;
  if (body.due_date === undefined || body.payer_email === undefined || !body.should_send_email) return [];
  return defaultRemindersFor(reminderScheduleOf(db, scope).reminder_days_before, body.due_date, dayIn(scope.timeZone, now));
}

/** What the schema cannot say: the currency the business may bill in, the total's bounds, a due date ahead, an email to send to, the reminders. */
export function invoiceProblems(body: NewInvoiceBody, scope: GettingPaidScope, multicurrency: boolean, now: number): FieldError[] {
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

/** The checked body as the store writes it; without an external id, one is made from the time. */
export const fieldsOf = (body: NewInvoiceBody, now: number): InvoiceFields => ({
  externalId: body.external_id ?? `invoice-${now.toString(36)}`, currency: body.currency, description: body.description.trim(), items: body.items,
  customerName: body.customer_name?.trim() ?? null, payerEmail: body.payer_email ?? null, shouldSendEmail: body.should_send_email, dueDate: body.due_date ?? null,
});

/** When an invoice made payable now expires: the end of its due date (the business's day), else after the business's invoice_ttl. */
export function expiryOf(dueDate: string | null, scope: GettingPaidScope, ttlSeconds: number, now: number): number {
  const dueEnd = dueDate === null ? undefined : startOfDay(scope.timeZone, addDays(dueDate, 1)) - 1;
  return invoiceExpiry(now, ttlSeconds, dueEnd);
}

/** The refusal of an action the invoice's status does not allow (409, the catalogue's API_VALIDATION_ERROR); nothing changes. */
export const wrongStatus = (row: Pick<InvoiceRow, 'status'>, expected: InvoiceStatus): GatewayError =>
  new GatewayError(409, 'API_VALIDATION_ERROR', `The invoice is ${row.status}`, { errors: [{ field: 'id', message: `is ${row.status}, not ${expected}` }] });

/**
 * The sandbox's scheduler and the lookup every invoice route makes: each read first expires what is
 * due, then sends the reminders due; an invoice of another business or environment is not found.
 */
export function invoiceLookup(ctx: GatewayContext) {
  const sweep = () => {
    const now = ctx.clock();
    expireDue(ctx.db, now);
    sendDueReminders(ctx.db, now);
  };
  const found = (request: WithParams<{ id: string }>): InvoiceRow => {
    const scope = scopeOf(request);
    sweep();
    const row = invoiceOf(ctx.db, scope, request.params.id);
    if (!row) throw notFound('No such invoice');
    return row;
  };
  return { sweep, found };
}
