import type { Environment } from 'shared-contracts';
import type { CallbackEventStatus, CallbackProduct } from 'shared-contracts/areas/settings/developers';
import type { ProductCard, TrackedProduct } from 'shared-contracts/areas/settings/payment-methods';
import { isoAt } from '../clock';
import type { SandboxDatabase } from '../db/connection';
import { BUSINESSES, TOKO_KU } from './businesses';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const DOCS = 'https://docs.sandbox.test/callbacks';

interface RowSeed {
  product: CallbackProduct;
  name: string;
  information: string;
  type: string;
  apiVersion: string;
  formatVersion: string;
}

/** The callback rows every business has, per environment (spec 02 §3 "Callback row"). */
export const CALLBACK_ROWS: readonly RowSeed[] = [
  { product: 'INVOICE', name: 'Invoices paid', information: 'Sent when an invoice is paid or expires.', type: 'invoice.paid', apiVersion: '2020-02-01', formatVersion: 'v2' },
  { product: 'CALLBACK_VIRTUAL_ACCOUNT', name: 'Virtual account created or updated', information: 'Sent when a virtual account is created or changed.', type: 'virtual_account.updated', apiVersion: '2020-02-01', formatVersion: 'v1' },
  { product: 'FIXED_VIRTUAL_ACCOUNT_PAID', name: 'Virtual account paid', information: 'Sent when a fixed virtual account receives a payment.', type: 'virtual_account.paid', apiVersion: '2020-02-01', formatVersion: 'v1' },
  { product: 'RETAIL_OUTLET', name: 'Retail outlet paid', information: 'Sent when a payment code is paid at an outlet.', type: 'retail_outlet.paid', apiVersion: '2020-02-01', formatVersion: 'v1' },
  { product: 'EWALLET_PAYMENT', name: 'E-wallet payment status', information: 'Sent when an e-wallet charge succeeds or fails.', type: 'ewallet.capture', apiVersion: '2021-01-25', formatVersion: 'v2' },
  { product: 'CARD_PAYMENT', name: 'Card payment status', information: 'Sent when a card charge is captured, fails or is refunded.', type: 'card.payment', apiVersion: '2019-05-01', formatVersion: 'v1' },
  { product: 'DIRECT_DISBURSEMENT', name: 'Disbursement sent', information: 'Sent when a disbursement completes or fails.', type: 'disbursement.sent', apiVersion: '2020-10-31', formatVersion: 'v1' },
  { product: 'BATCH_DISBURSEMENT', name: 'Batch disbursement sent', information: 'Sent when every item of a batch is processed.', type: 'batch_disbursement.sent', apiVersion: '2020-10-31', formatVersion: 'v1' },
  // Since migration 29 (decision 0078); a database seeded before gets it from that migration.
  { product: 'PAYOUT_LINK', name: 'Payout link claimed or ended', information: 'Sent when a payout link is claimed, voided or expires.', type: 'payout_link.updated', apiVersion: '2020-10-31', formatVersion: 'v1' },
  { product: 'PAYMENT_LINK', name: 'Payment link paid', information: 'Sent when a payment link is paid.', type: 'payment_link.paid', apiVersion: '2022-07-31', formatVersion: 'v2' },
  { product: 'REPORT', name: 'Report ready', information: 'Sent when a requested report can be downloaded.', type: 'report.ready', apiVersion: '2020-02-01', formatVersion: 'v1' },
];

const SENDER: Readonly<Record<string, string>> = { INVOICE: 'invoice-service', CARD_PAYMENT: 'cards-service' };

interface EventSeed {
  status: CallbackEventStatus;
  hoursAgo: number;
  code: number | null;
  payload: string | null;
  duration: number | null;
  errorCode: string | null;
  retryInHours?: number;
}

/** One event of every status and code class (1, 2, 3, 4, 5 and no answer), for the invoice webhook. */
const EVENTS: readonly EventSeed[] = [
  { status: 'COMPLETED', hoursAgo: 2, code: 200, payload: '{"received":true}', duration: 184, errorCode: null },
  { status: 'FAILED', hoursAgo: 5, code: 500, payload: '{"error":"Internal Server Error","trace":"<script>alert(1)</script>"}', duration: 2310, errorCode: 'SERVER_ERROR', retryInHours: 1 },
  { status: 'FAILED', hoursAgo: 9, code: 404, payload: '<html><body><h1>Not Found</h1></body></html>', duration: 95, errorCode: 'NOT_FOUND' },
  { status: 'FAILED', hoursAgo: 20, code: 301, payload: '', duration: 60, errorCode: 'REDIRECT_NOT_FOLLOWED' },
  { status: 'FAILED', hoursAgo: 30, code: 102, payload: null, duration: 30000, errorCode: 'NO_FINAL_RESPONSE' },
  { status: 'FAILED', hoursAgo: 40, code: null, payload: null, duration: null, errorCode: 'CONNECTION_TIMEOUT' },
  { status: 'CALLBACK_URL_NOT_SET', hoursAgo: 60, code: null, payload: null, duration: null, errorCode: 'CALLBACK_URL_NOT_SET' },
  { status: 'COMPLETED', hoursAgo: 72, code: 204, payload: '', duration: 140, errorCode: null },
];

/** Where each seeded business's invoice callbacks go (the first row has a URL and the event set). */
const urlOf = (businessId: string, environment: Environment): string =>
  `https://${businessId.replace(/^biz_/, '').replace(/_/g, '-')}.example/callbacks/${environment === 'PRODUCTION' ? 'live' : 'test'}/invoice`;

export const webhookIdOf = (businessId: string, environment: Environment, product: CallbackProduct): string =>
  `whk_${businessId.replace(/^biz_/, '')}_${environment === 'PRODUCTION' ? 'live' : 'test'}_${product.toLowerCase()}`;

function payloadOf(product: string, id: string): string {
  return JSON.stringify({ id, event: product.toLowerCase(), external_id: `order-${id.slice(-4)}`, amount: 150000, status: 'PAID' });
}

export function insertDeveloperData(db: SandboxDatabase, now: number): void {
  const webhook = db.prepare(`INSERT INTO webhooks VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, NULL, ?)`);
  const event = db.prepare(`INSERT INTO webhook_events VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0)`);
  for (const business of BUSINESSES) {
    const environments: Environment[] = ['DEVELOPMENT', 'PRODUCTION'];
    for (const environment of environments) {
      CALLBACK_ROWS.forEach((row, position) => {
        const id = webhookIdOf(business.id, environment, row.product);
        const url = position === 0 ? urlOf(business.id, environment) : null;
        const links = JSON.stringify([{ label: 'Documentation', url: `${DOCS}/${row.product.toLowerCase()}` }]);
        webhook.run(id, business.id, environment, row.product, row.name, row.information, row.apiVersion, row.formatVersion, links, row.type, url, position);
        // The invoice webhook has the full history; the disbursement one only a request whose URL was not set.
        const events = position === 0 ? EVENTS : row.product === 'DIRECT_DISBURSEMENT' ? EVENTS.filter((e) => e.status === 'CALLBACK_URL_NOT_SET') : [];
        events.forEach((seed, index) => {
          const eventId = `evt_${id.slice(4)}_${index + 1}`;
          event.run(
            eventId, id, `cbr_${id.slice(4)}_${index + 1}`, seed.status, isoAt(now - seed.hoursAgo * HOUR),
            seed.retryInHours === undefined ? null : isoAt(now + seed.retryInHours * HOUR), SENDER[row.product] ?? 'callbacks-service',
            url ?? '', payloadOf(row.product, eventId), seed.code, seed.payload, seed.duration, seed.errorCode,
          );
        });
      });
    }
  }
}

type SubmissionSeed = Partial<Omit<ProductCard, 'product' | 'activation_allowed'>> & { product: TrackedProduct };

/** Product submissions in every tracker state (spec 02 §4), on Toko Ku, Manila and the second brand. */
const SUBMISSIONS: Readonly<Record<string, readonly SubmissionSeed[]>> = {
  [TOKO_KU]: [
    { product: 'OVO', isEnabled: true, sub_status: 'LIVE', activated_at: 'D-40' },
    { product: 'DANA', isSubmitted: true, sub_status: 'TESTING_UAT', submitted_at: 'D-12', estimated_activation_timestamp: 'D+9' },
    { product: 'LINKAJA', isRejected: true, sub_status: 'declined_temporary', rejected_at: 'D-6' },
    { product: 'SHOPEEPAY', isSubmitted: true, sub_status: 'awaiting_feedback_from_shopee', submitted_at: 'D-3', estimated_activation_timestamp: 'D+20' },
    { product: 'BCA', isRejected: true, sub_status: 'deactivated', rejected_at: 'D-90', deactivated_at: 'D-30' },
    // KREDIVO: never asked for, disabled.
  ],
  biz_manila: [
    { product: 'PH_CARDS', cards_disabled: true },
    { product: 'GCASH', isSubmitted: true, sub_status: 'NEW_SUBMISSION', submitted_at: 'D-1' },
  ],
  biz_brand2: [{ product: 'OVO', isSubmitted: true, sub_status: 'new_submission', submitted_at: 'D-2' }],
};

const dateOf = (value: string | null | undefined, now: number): string | null => {
  if (!value) return null;
  const days = Number(value.slice(1));
  return isoAt(now + days * DAY);
};

export function insertProductSubmissions(db: SandboxDatabase, now: number): void {
  const insert = db.prepare('INSERT INTO product_submissions VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)');
  for (const [businessId, seeds] of Object.entries(SUBMISSIONS)) {
    for (const s of seeds) {
      insert.run(
        businessId, s.product, s.isEnabled ? 1 : 0, s.isSubmitted ? 1 : 0, s.isRejected ? 1 : 0, s.sub_status ?? null,
        dateOf(s.estimated_activation_timestamp, now), dateOf(s.submitted_at, now), dateOf(s.activated_at, now),
        dateOf(s.rejected_at, now), dateOf(s.deactivated_at, now), s.cards_disabled ? 1 : 0,
      );
    }
  }
}
