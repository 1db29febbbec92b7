/**
 * Getting paid's gateway calls (issue 44, docs/decisions/0069-getting-paid.md): invoices and payment
 * links, their lists, detail and actions, and the hosted payment page the sandbox serves for each.
 * Shared by the getting-paid remote (which bundles this module at the version it was built with)
 * and the sandbox gateway; imported as `shared-contracts/areas/getting-paid/getting-paid`.
 *
 * Amounts on this wire are integers in the currency's **minor units** (IDR has none), as the
 * ledger's (`areas/balance/balance`).
 */
import type { Currency } from '../../rules/format';

/** The money units of the ledger (minor on the wire), the businesses' time zones (a due date's days) and the home data the invoice gates read (shouldDisableInvoiceCreation). */
export { BUSINESS_TIME_ZONES, toMajor, toMinor } from '../balance/balance';
export { HOME_API, type HomeSettings } from '../home/home';

export const GETTING_PAID_API = {
  /** GET (InvoicesQuery): a page of invoices, newest first, with the business's invoice settings. POST (NewInvoice): create one. */
  invoices: '/api/invoices',
  /**
   * GET: one invoice with its items, timeline and the payment it produced. PATCH (InvoiceDraftChanges):
   * a DRAFT's fields. DELETE: a DRAFT is deleted (204); an issued invoice is voided instead.
   */
  invoice: (id: string) => `/api/invoices/${encodeURIComponent(id)}`,
  /** POST: a DRAFT is issued: PENDING (payable), its expiry counted from now, emailed when should_send_email. */
  issueInvoice: (id: string) => `/api/invoices/${encodeURIComponent(id)}/issue`,
  /** POST: a PENDING invoice becomes VOIDED; nothing else changes. */
  voidInvoice: (id: string) => `/api/invoices/${encodeURIComponent(id)}/void`,
  /** POST: the invoice is emailed to its customer again (a `sent` event). */
  resendInvoice: (id: string) => `/api/invoices/${encodeURIComponent(id)}/resend`,
  /** GET (PaymentLinksQuery): a page of payment links. POST (NewPaymentLink): create one. */
  paymentLinks: '/api/payment-links',
  /** GET: one payment link with its payments. */
  paymentLink: (id: string) => `/api/payment-links/${encodeURIComponent(id)}`,
  /** POST: an ACTIVE link becomes INACTIVE: it takes no more payments. */
  deactivateLink: (id: string) => `/api/payment-links/${encodeURIComponent(id)}/deactivate`,
} as const;

/** The hosted payment page of an invoice or link: public, on the gateway (under /api, so the shell's origin serves it too). */
export const HOSTED_PAGE_PREFIX = '/api/pay/';

/**
 * An invoice's life (decision 0069): created PENDING, or saved as a DRAFT (editable, deletable, not
 * payable, nothing sent, no expiry) that is issued PENDING later; then PAID, EXPIRED (its expiry
 * passed) or VOIDED (the merchant).
 */
export const INVOICE_STATUSES = ['DRAFT', 'PENDING', 'PAID', 'EXPIRED', 'VOIDED'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** Spec 02 §4: a payment link is ACTIVE or INACTIVE, for one payment (SINGLE) or many (MULTIPLE). */
export const PAYMENT_LINK_STATUSES = ['ACTIVE', 'INACTIVE'] as const;
export type PaymentLinkStatus = (typeof PAYMENT_LINK_STATUSES)[number];
export const PAYMENT_LINK_TYPES = ['SINGLE', 'MULTIPLE'] as const;
export type PaymentLinkType = (typeof PAYMENT_LINK_TYPES)[number];

/** Spec 02 §9: links created before this day are legacy (shown, not editable, no QR code). */
export const PAYMENT_LINK_LEGACY_CUTOFF = '2022-01-24';

/** Limits (decision 0069). */
export const INVOICE_ITEMS_MAX = 20;
export const INVOICE_ITEM_NAME_MAX = 100;
export const INVOICE_ITEM_QUANTITY_MAX = 1_000;
export const INVOICE_DESCRIPTION_MAX = 255;
export const CUSTOMER_NAME_MAX = 255;
/** Days ahead a due date may be. */
export const INVOICE_DUE_DAYS_MAX = 365;

/**
 * The currencies an invoice, a payment link, an on-demand link or a plan may be in: the business's
 * own, and the others only when the invoice list's `allowed_multicurrency` is on (decision 0069).
 */
export const GETTING_PAID_CURRENCIES = ['IDR', 'PHP', 'USD'] as const satisfies readonly Currency[];
/** Reminders (decision 0085): at most this many per invoice. */
export const INVOICE_REMINDERS_MAX = 4;
/** A reminder is a whole number of days before the invoice's due date, from 0 (the day itself) to this. */
export const INVOICE_REMINDER_DAYS_MAX = 30;
/** The business's default invoice lifetime (invoice_ttl, seconds) when it set none: 24 hours. */
export const INVOICE_TTL_DEFAULT_SECONDS = 86_400;
/** The smallest total of an invoice or amount of a link, in minor units, by currency. */
export const AMOUNT_MIN_MINOR: Readonly<Record<Currency, number>> = { IDR: 1_000, PHP: 100, USD: 100 };

/** Bounds of the lists' queries. */
export const GETTING_PAID_LIMIT_MIN = 10;
export const GETTING_PAID_LIMIT_MAX = 100;
export const GETTING_PAID_LIMIT_DEFAULT = 25;
export const GETTING_PAID_SEARCH_MIN = 2;
export const GETTING_PAID_SEARCH_MAX = 64;

export interface InvoiceItem {
  name: string;
  quantity: number;
  /** Per unit, minor units. */
  price: number;
}

export interface Customer {
  name: string | null;
  email: string | null;
}

/** What the invoice's or link's payment produced: the card payment and its ledger entry (route keys cards.payment, balance.transaction). */
export interface ProducedPayment {
  card_payment_id: string;
  ledger_entry_id: string;
  amount: number;
  payer_email: string | null;
  paid_at: string;
}

export type InvoiceEvent = 'created' | 'sent' | 'viewed' | 'paid' | 'expired' | 'voided';
export interface InvoiceTimelineEvent {
  event: InvoiceEvent;
  at: string;
}

export interface Invoice {
  /** `inv_…` */
  id: string;
  /** The merchant's own reference. */
  external_id: string;
  status: InvoiceStatus;
  currency: Currency;
  /** The items' total, minor units. */
  amount: number;
  description: string;
  customer: Customer;
  /** The email the invoice goes to (spec 01 §3 "Created invoice"). */
  payer_email: string | null;
  should_send_email: boolean;
  /** The hosted payment page, and its short form (spec 01 §3). */
  invoice_url: string;
  short_invoice_url: string;
  /** YYYY-MM-DD, when the merchant gave one. */
  due_date: string | null;
  /** When it stops being payable; null while a DRAFT (its expiry is counted from its issue). */
  expiry_date: string | null;
  created: string;
  updated: string;
}

/** A reminder email of an invoice (decision 0085): scheduled (`sent_at` null) while the invoice is PENDING, or sent. */
export interface InvoiceReminder {
  days_before: number;
  /** 09:00 in the business's time zone, `days_before` days before the due date. */
  scheduled_at: string;
  sent_at: string | null;
}

export interface InvoiceDetail extends Invoice {
  items: InvoiceItem[];
  timeline: InvoiceTimelineEvent[];
  payment: ProducedPayment | null;
  /** Earliest first: those sent, and those still to go while the invoice is a DRAFT or PENDING (a gateway before decision 0085 answers none). */
  reminders?: InvoiceReminder[];
  /** When a DRAFT was issued; null for one created PENDING or still a draft (a gateway before drafts answers none). */
  issued_at?: string | null;
}

export interface PaymentLink {
  /** `plink_…` */
  id: string;
  title: string;
  description: string;
  currency: Currency;
  amount: number;
  type: PaymentLinkType;
  status: PaymentLinkStatus;
  /** Payments taken. */
  uses: number;
  /** Created before PAYMENT_LINK_LEGACY_CUTOFF. */
  is_legacy: boolean;
  url: string;
  short_url: string;
  created: string;
  updated: string;
}

export interface PaymentLinkDetail extends PaymentLink {
  payments: ProducedPayment[];
  deactivated_at: string | null;
}

/** The lists' filters, as the address bar and the query string carry them (days of the business's zone, both included). */
export interface GettingPaidFilters {
  /** Comma-separated statuses. */
  status?: string;
  created_from?: string;
  created_to?: string;
  /** Minor units. */
  amount_min?: number;
  amount_max?: number;
  /** An id or external id (exact), or part of the customer's name or email (links: of the title). */
  search?: string;
  /** Invoices only: those made by this on-demand link (`odl_…`, spec 02 §2's `/invoices?on_demand_link=`; decision 0079). */
  on_demand_link?: string;
}

export interface GettingPaidQuery extends GettingPaidFilters {
  after?: string;
  limit?: number;
}

/** GET /api/invoices (spec 01 §3's list state: docs, has_next, invoice_ttl, allowed_multicurrency). */
export interface InvoicesAnswer {
  docs: Invoice[];
  has_next: boolean;
  next_cursor: string | null;
  /** Seconds an invoice stays payable when it has no due date. */
  invoice_ttl: number;
  allowed_multicurrency: boolean;
}

export interface PaymentLinksAnswer {
  docs: PaymentLink[];
  has_next: boolean;
  next_cursor: string | null;
}

/** POST /api/invoices (spec 01 §3 "Invoice draft": due_date, currency, should_send_email). */
export interface NewInvoice {
  external_id?: string;
  currency: Currency;
  description: string;
  items: InvoiceItem[];
  customer_name?: string;
  payer_email?: string;
  should_send_email: boolean;
  due_date?: string;
  /** Reminders by email, in days before `due_date` (decision 0085): needs a due date, a payer email and should_send_email. */
  reminder_days_before?: number[];
  /**
   * Saved as a DRAFT (decision 0069): checked as any new invoice, but not payable, not emailed and
   * without an expiry until issued (`GETTING_PAID_API.issueInvoice`). Absent or false: created PENDING.
   */
  draft?: boolean;
}

/**
 * PATCH of a DRAFT (decision 0069): any of NewInvoice's fields, each checked as on creation, the
 * result checked whole; a field left out stays as it is, and null clears an optional one.
 * `reminder_days_before` replaces the draft's reminders (`[]`: none).
 */
export interface InvoiceDraftChanges extends Partial<Omit<NewInvoice, 'draft' | 'customer_name' | 'payer_email' | 'due_date'>> {
  customer_name?: string | null;
  payer_email?: string | null;
  due_date?: string | null;
}

/** POST /api/payment-links. */
export interface NewPaymentLink {
  title: string;
  description?: string;
  currency: Currency;
  amount: number;
  type: PaymentLinkType;
}
