/**
 * Getting paid's pure rules (issue 44, docs/decisions/0069-getting-paid.md): totals, limits,
 * expiry, the legacy cut-off, the lifecycle's transitions, who may do what, and the create forms'
 * yup schemas with the spec's message keys. The gateway and the remote both apply them.
 */
import { array, boolean, object, string, type ObjectSchema } from 'yup';
import type { Brand, CountryCode, CountryOfOperation, PermissionFlag } from '../../contract/entities';
import type { Currency } from '../../rules/format';
import { AMOUNT_MAX } from '../../rules/limits';
import { isFeatureAreaAllowed } from '../../rules/navigation/feature-areas';
import { VALIDATION_MESSAGES as M } from '../../rules/validation/messages';
import { EMAIL_PATTERN } from '../../rules/validation/schemas';
import {
  AMOUNT_MIN_MINOR,
  CUSTOMER_NAME_MAX,
  INVOICE_DESCRIPTION_MAX,
  INVOICE_ITEMS_MAX,
  INVOICE_ITEM_NAME_MAX,
  INVOICE_ITEM_QUANTITY_MAX,
  INVOICE_REMINDER_DAYS_MAX,
  PAYMENT_LINK_LEGACY_CUTOFF,
  type InvoiceItem,
  type InvoiceStatus,
  type PaymentLinkType,
} from './getting-paid';

/** An invoice's total: the sum of quantity × unit price (minor units, whole numbers). */
export const invoiceTotal = (items: readonly InvoiceItem[]): number => items.reduce((sum, item) => sum + item.quantity * item.price, 0);

export type AmountProblem = 'belowMin' | 'aboveMax';

/** An amount (minor units) outside what an invoice or link may ask for in its currency. */
export function amountProblem(amount: number, currency: Currency): AmountProblem | null {
  if (amount < AMOUNT_MIN_MINOR[currency]) return 'belowMin';
  if (amount > AMOUNT_MAX) return 'aboveMax';
  return null;
}

/** Spec 02 §9: a link created before 2022-01-24 (UTC) is legacy. */
export const isLegacyLink = (created: string): boolean => created < `${PAYMENT_LINK_LEGACY_CUTOFF}T00:00:00.000Z`;

/**
 * When an invoice stops being payable: the end of its due date (the business's day, as `dueDateEnd`
 * gives it) or, without one, its creation plus the business's invoice_ttl.
 */
export const invoiceExpiry = (createdMs: number, ttlSeconds: number, dueDateEndMs?: number): number =>
  dueDateEndMs ?? createdMs + ttlSeconds * 1000;

/** The day a reminder `daysBefore` days before `dueDate` goes (ISO calendar days). */
export const reminderDay = (dueDate: string, daysBefore: number): string =>
  new Date(Date.parse(`${dueDate}T00:00:00.000Z`) - daysBefore * 86_400_000).toISOString().slice(0, 10);

/** A reminder's problem, named by its message key (the form's translations, the gateway's messages). */
export type ReminderProblem = 'reminderOutOfRange' | 'reminderRepeated' | 'reminderTooEarly';

/** A schedule's problems, in order, before any due date is known (decisions 0085, 0091): 0 to INVOICE_REMINDER_DAYS_MAX whole days, each once. */
export function reminderScheduleProblems(days: readonly number[]): ('reminderOutOfRange' | 'reminderRepeated' | null)[] {
  return days.map((day, index) => {
    if (!Number.isInteger(day) || day < 0 || day > INVOICE_REMINDER_DAYS_MAX) return 'reminderOutOfRange';
    return days.indexOf(day) === index ? null : 'reminderRepeated';
  });
}

/**
 * Each reminder's problem, in order (decision 0085): the schedule's rule, then a day after `today`
 * (the business's day: the invoice's own email goes today, so a reminder then would say nothing new).
 */
export function reminderProblems(days: readonly number[], dueDate: string, today: string): (ReminderProblem | null)[] {
  return reminderScheduleProblems(days).map((problem, index) => problem ?? (reminderDay(dueDate, days[index]!) > today ? null : 'reminderTooEarly'));
}

/**
 * The business's default schedule for one new invoice (decision 0091): the days whose reminder falls
 * after `today`, in the schedule's order; the others are skipped, so a default never makes a create fail.
 */
export function defaultRemindersFor(schedule: readonly number[], dueDate: string, today: string): number[] {
  const problems = reminderProblems(schedule, dueDate, today);
  return schedule.filter((_day, index) => problems[index] === null);
}

/**
 * What may happen to an invoice in each status (decision 0069): a DRAFT is issued (PENDING) or
 * deleted, which leaves no status; a PENDING one moves once; nothing moves back to DRAFT.
 */
export const INVOICE_TRANSITIONS: Readonly<Record<InvoiceStatus, readonly InvoiceStatus[]>> = {
  DRAFT: ['PENDING'],
  PENDING: ['PAID', 'EXPIRED', 'VOIDED'],
  PAID: [],
  EXPIRED: [],
  VOIDED: [],
};
export const canMove = (from: InvoiceStatus, to: InvoiceStatus): boolean => INVOICE_TRANSITIONS[from].includes(to);

/** After one more payment: a SINGLE link is used up (INACTIVE), a MULTIPLE one stays ACTIVE. */
export const linkStatusAfterPayment = (type: PaymentLinkType): 'ACTIVE' | 'INACTIVE' => (type === 'SINGLE' ? 'INACTIVE' : 'ACTIVE');

/** What the area's gates need to know (spec 01 §6, spec 02 §3 home data). */
export interface GettingPaidFacts {
  permissions: Partial<Record<PermissionFlag, boolean>>;
  /** The payment_links feature flag: payment-link mode. */
  paymentLinkMode: boolean;
  country: CountryCode;
  shouldDisableInvoiceCreation: boolean;
}

export interface GettingPaidGates {
  /** The lists may be read (can_view, can_edit or operation). */
  read: boolean;
  /** Invoices are this business's way (invoice mode). */
  invoices: boolean;
  /** Payment links are (payment-link mode). */
  paymentLinks: boolean;
  /** On-demand (donation) links: invoice mode, not in the Philippines (its list has none). */
  onDemand: boolean;
  /** A new invoice may be made. */
  createInvoice: boolean;
  /** A new payment link may be made. */
  createLink: boolean;
  /** A new on-demand link may be made (decision 0079): its customers' invoices are new invoices. */
  createOnDemand: boolean;
  /** Void, resend, deactivate. */
  change: boolean;
}

/**
 * Spec 01 §6: invoices or payment links for can_view or can_edit (and operation's smaller set);
 * payment-link mode shows links and hides invoices; the Philippines has invoices and payment links
 * but no on-demand links; shouldDisableInvoiceCreation stops new invoices. Making or changing one
 * needs can_edit or operation: can_view alone only reads.
 */
export function gettingPaidGates(facts: GettingPaidFacts): GettingPaidGates {
  const { can_view, can_edit, operation } = facts.permissions;
  const read = Boolean(can_view || can_edit || operation);
  const change = Boolean(can_edit || operation);
  const invoices = read && !facts.paymentLinkMode;
  const paymentLinks = read && facts.paymentLinkMode;
  return {
    read,
    invoices,
    paymentLinks,
    onDemand: invoices && facts.country !== 'PH',
    createInvoice: invoices && change && !facts.shouldDisableInvoiceCreation,
    createLink: paymentLinks && change,
    createOnDemand: invoices && facts.country !== 'PH' && change && !facts.shouldDisableInvoiceCreation,
    change,
  };
}

/** The places of recurring plans (decision 0082): /recurring in invoice mode, /payment-recurring in payment-link mode. */
export type RecurringPlace = 'recurring' | 'payment-recurring';

/** The places the business's brand and country allow (spec 02 §2: the Philippines has /payment-recurring only). */
export const recurringPlaces = (brand: Brand, country: CountryOfOperation): RecurringPlace[] =>
  (['recurring', 'payment-recurring'] as const).filter((place) => isFeatureAreaAllowed(place, brand, country));

export interface RecurringGateFacts {
  gates: Pick<GettingPaidGates, 'read' | 'change'>;
  paymentLinkMode: boolean;
  places: readonly RecurringPlace[];
  invoiceCreationDisabled: boolean;
}

/**
 * Recurring plans' gates (decision 0082), the same in the gateway's permission table and the remote:
 * read where either place is the business's; a new plan needs a changer, the place of the business's
 * mode and invoice creation on (every cycle is a new invoice); pause, resume, stop need a changer.
 */
export function recurringGates({ gates, paymentLinkMode, places, invoiceCreationDisabled }: RecurringGateFacts): { read: boolean; create: boolean; change: boolean } {
  const somewhere = places.length > 0;
  return {
    read: gates.read && somewhere,
    create: gates.change && !invoiceCreationDisabled && places.includes(paymentLinkMode ? 'payment-recurring' : 'recurring'),
    change: gates.change && somewhere,
  };
}

/** The invoice form's values: amounts as typed (major units), read by the form into minor units. */
export interface InvoiceFormValues {
  external_id?: string;
  description: string;
  customer_name?: string;
  payer_email?: string;
  should_send_email: boolean;
  due_date?: string;
  /** As typed: the quantity in digits, the price in the currency's major units (AmountInput's value). */
  items: { name: string; quantity: string; price: string }[];
}


/** Message keys of the forms (spec 01 §5's keys, and the area's own two for amounts). */
export const GETTING_PAID_MESSAGES = { ...M, amountBelowMin: 'amountBelowMin', amountAboveMax: 'amountAboveMax', numericOnly: 'numericOnly' } as const;

/** The invoice form (the gateway checks every rule again). */
export const invoiceFormSchema: ObjectSchema<InvoiceFormValues> = object({
  external_id: string().trim().max(64, M.exceedMaxCharacters).optional(),
  description: string().trim().required(M.requiredField).max(INVOICE_DESCRIPTION_MAX, M.exceedMaxCharacters),
  customer_name: string().trim().max(CUSTOMER_NAME_MAX, M.exceedMaxCharacters).optional(),
  payer_email: string()
    .trim()
    .max(254, M.exceedMaxCharacters)
    .matches(EMAIL_PATTERN, { message: M.invalidEmail, excludeEmptyString: true })
    .when('should_send_email', { is: true, then: (schema) => schema.required(M.requiredField) }),
  should_send_email: boolean().required(),
  due_date: string().optional(),
  items: array(
    object({
      name: string().trim().required(M.requiredField).max(INVOICE_ITEM_NAME_MAX, M.exceedMaxCharacters),
      quantity: string()
        .required(M.requiredField)
        .matches(/^\d+$/, GETTING_PAID_MESSAGES.numericOnly)
        .test('atLeastOne', GETTING_PAID_MESSAGES.amountBelowMin, (value) => value === undefined || !/^\d+$/.test(value) || Number(value) >= 1)
        .test('atMost', GETTING_PAID_MESSAGES.amountAboveMax, (value) => value === undefined || !/^\d+$/.test(value) || Number(value) <= INVOICE_ITEM_QUANTITY_MAX),
      price: string().required(M.requiredField),
    }),
  )
    .min(1, M.requiredField)
    .max(INVOICE_ITEMS_MAX, M.exceedMaxCharacters)
    .required(),
});

export interface PaymentLinkFormValues {
  title: string;
  description?: string;
  amount: string;
  type: PaymentLinkType;
}

export const paymentLinkFormSchema: ObjectSchema<PaymentLinkFormValues> = object({
  title: string().trim().required(M.requiredField).max(INVOICE_ITEM_NAME_MAX, M.exceedMaxCharacters),
  description: string().trim().max(INVOICE_DESCRIPTION_MAX, M.exceedMaxCharacters).optional(),
  amount: string().required(M.requiredField),
  type: string<PaymentLinkType>().oneOf(['SINGLE', 'MULTIPLE']).required(M.requiredField),
});
