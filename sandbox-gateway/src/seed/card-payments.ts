import type { CountryOfOperation, Environment } from 'shared-contracts';
import {
  AUTHENTICATION_STATUSES,
  AVS_CODES,
  CARD_BRANDS,
  CARD_SOURCES,
  CVN_CODES,
  DECLINE_REASONS,
  ECI_CODES,
  REFUND_STATUSES,
  TOKEN_TYPES,
  type CardBrand,
  type ChargeStatus,
  type RefundStatus,
} from 'shared-contracts/areas/cards/cards';
import type { Currency } from 'shared-contracts/rules';
import { isoAt } from '../clock';
import { cardSettlementAt } from '../store/business-calendar';
import type { CardPaymentRow, CardRefundRow } from '../store/card-payment-rows';
import { TOKO_KU } from './businesses';
import { seededRandom, type Random } from './random';

const SECOND = 1000;
const DAY = 24 * 60 * 60 * SECOND;

/** Whose card payments the seed writes, and how many (issue 17: at least 5,000 for Toko Ku). */
export interface CardPaymentPlan {
  businessId: string;
  environment: Environment;
  count: number;
  country: CountryOfOperation;
  currency: Currency;
  /** How far back the payments go: far enough that some are past the six-month refund limit. */
  days: number;
}

const BINS: Record<CardBrand, string> = {
  VISA: '411111', MASTERCARD: '521111', AMEX: '371449', DISCOVER: '601100', JCB: '353011', 'VISA-ELECTRON': '417500',
  DANKORT: '501900', MAESTRO: '675900', GPN: '936000', BCA: '601900', UNKNOWN: '999999',
};
const BANKS = ['BANK CENTRAL ASIA', 'BANK MANDIRI', 'BANK NEGARA INDONESIA', 'BANK RAKYAT INDONESIA', 'CIMB NIAGA', 'BDO UNIBANK', 'HSBC'];
const CARD_COUNTRIES = ['ID', 'ID', 'ID', 'PH', 'SG', 'US'];

const STATUS_WEIGHTS: ReadonlyArray<readonly [ChargeStatus, number]> = [
  ['SETTLED', 40], ['CHARGED', 15], ['SETTLING', 8], ['PENDING', 7], ['FAILED', 18], ['REFUNDED', 12],
];
const BRAND_WEIGHTS = CARD_BRANDS.map((brand) => [brand, brand === 'VISA' ? 40 : brand === 'MASTERCARD' ? 30 : 3] as const);
const SUCCESSFUL_AUTHENTICATIONS = ['VERIFIED', 'USED', 'CARD_NOT_ENROLLED'] as const;
const FAILED_AUTHENTICATIONS = AUTHENTICATION_STATUSES.filter((status) => !(SUCCESSFUL_AUTHENTICATIONS as readonly string[]).includes(status));
const MASTERCARD_ECI = ECI_CODES.slice(0, 3);
const OTHER_ECI = ECI_CODES.slice(3);
const UNSUCCESSFUL_REFUNDS = REFUND_STATUSES.filter((status) => status !== 'SUCCEEDED');

function amountFor(random: Random, currency: Currency): number {
  if (currency === 'IDR') return random.int(20, 10_000) * 500;
  return random.int(500, currency === 'PHP' ? 5_000_000 : 200_000) / 100;
}

const round2 = (value: number) => Math.round(value * 100) / 100;
/** Payments are captured a minute after they are made. */
const CAPTURE_DELAY = 60 * SECOND;

/** The first payments take each value in turn, so every status, brand and source is present. */
function covering<T>(index: number, values: readonly T[], otherwise: () => T): T {
  return index < values.length ? values[index]! : otherwise();
}

export interface SeededCardPayments {
  payments: CardPaymentRow[];
  refunds: CardRefundRow[];
}

/** The payments of one plan, newest first, relative to `now`. */
export function cardPaymentsOf(plan: CardPaymentPlan, now: number): SeededCardPayments {
  const random = seededRandom(`${plan.businessId}:${plan.environment}`);
  const payments: CardPaymentRow[] = [];
  const refunds: CardRefundRow[] = [];
  const span = plan.days * DAY;
  for (let index = 0; index < plan.count; index++) {
    const created = now - Math.floor(((index + random.next()) / plan.count) * span) - 5 * 60 * SECOND;
    let status = covering(index, STATUS_WEIGHTS.map(([s]) => s), () => random.weighted(STATUS_WEIGHTS));
    // The ledger's settlement rule (business days of the business's country), as a live capture has it.
    const expected = cardSettlementAt(created + CAPTURE_DELAY, plan.country);
    // A payment cannot be settled before its settlement day.
    if ((status === 'SETTLED' || status === 'REFUNDED') && Date.parse(expected) > now) status = 'SETTLING';
    const brand = covering(index, CARD_BRANDS, () => random.weighted(BRAND_WEIGHTS));
    const lastFour = random.digits(4);
    const amount = amountFor(random, plan.currency);
    const hex = random.hex(20);
    const threeDs = random.chance(0.6);
    const failure = status === 'FAILED' ? random.weighted([['authentication', 2], ['decline', 6], ['reversal', 1]] as const) : null;
    const authenticationFailed = failure === 'authentication';
    const authorized = status !== 'FAILED' || failure === 'reversal';
    const captured = authorized && status !== 'FAILED' && status !== 'PENDING';
    const settled = status === 'SETTLED' || status === 'REFUNDED';
    const expiryYear = (new Date(now).getUTCFullYear() % 100) + random.int(1, 5);
    const at = (offset: number) => isoAt(created + offset);
    const decline = failure === 'decline' ? covering(index % 40, DECLINE_REASONS, () => random.pick(DECLINE_REASONS)) : null;

    const payment: CardPaymentRow = {
      id: `ccp_${hex}`,
      business_id: plan.businessId,
      environment: plan.environment,
      external_id: `order-${String(plan.count - index).padStart(6, '0')}`,
      created: at(0),
      status,
      amount,
      currency: plan.currency,
      capture_amount: captured ? amount : 0,
      description: `Order ${plan.count - index}`,
      bank_reference_number: random.digits(12),
      card_brand: brand,
      masked_card_number: `${BINS[brand]}XXXXXX${lastFour}`,
      last_four: lastFour,
      card_bank: random.pick(BANKS),
      card_country: random.pick(CARD_COUNTRIES),
      card_type: random.chance(0.7) ? 'CREDIT' : 'DEBIT',
      card_expiry: `${String(random.int(1, 12)).padStart(2, '0')}/${String(decline === 'EXPIRED_CARD' ? expiryYear - 3 : expiryYear).padStart(2, '0')}`,
      card_list: decline === 'FRAUD_GUARD_BLOCKED' || random.chance(0.02) ? 'BLOCK' : random.chance(0.03) ? 'ALLOW' : null,
      source: covering(index, CARD_SOURCES, () => random.weighted(CARD_SOURCES.map((s, i) => [s, i === 0 ? 20 : 3] as const))),
      token_id: `tok_${hex}`,
      token_type: random.weighted(TOKEN_TYPES.map((t, i) => [t, i < 2 ? 10 : 1] as const)),
      authentication_id: threeDs || authenticationFailed ? `atn_${hex}` : null,
      authentication_status: authenticationFailed ? random.pick(FAILED_AUTHENTICATIONS) : threeDs ? random.pick(SUCCESSFUL_AUTHENTICATIONS) : null,
      authenticated_at: threeDs || authenticationFailed ? at(20 * SECOND) : null,
      // Mastercard's ECI values are 00-02, the other networks' 05-07.
      eci: threeDs && !authenticationFailed ? random.pick(brand === 'MASTERCARD' || brand === 'MAESTRO' ? MASTERCARD_ECI : OTHER_ECI) : null,
      authorization_id: authenticationFailed ? null : `atz_${hex}`,
      authorization_status: authenticationFailed ? null : failure === 'reversal' ? 'REVERSED' : decline ? 'FAILED' : 'SUCCEEDED',
      authorized_at: authenticationFailed ? null : at(40 * SECOND),
      reversed_at: failure === 'reversal' ? at(DAY / 2) : null,
      cvn_code: authenticationFailed ? null : random.pick(CVN_CODES),
      avs_code: authenticationFailed ? null : random.pick(AVS_CODES),
      failure_reason: decline,
      captured_at: captured ? at(CAPTURE_DELAY) : null,
      settlement_id: captured ? `stl_${hex}` : null,
      settlement_status: captured ? (settled ? 'SETTLED' : 'PENDING') : null,
      settled_at: settled ? expected : null,
      expected_settlement_at: captured ? expected : null,
    };
    payments.push(payment);
    if (captured) refunds.push(...refundsOf(payment, status, random, created, now));
  }
  return { payments, refunds };
}

/** REFUNDED payments are refunded in full (in one or two parts); some others in part, or tried and failed. */
function refundsOf(payment: CardPaymentRow, status: ChargeStatus, random: Random, created: number, now: number): CardRefundRow[] {
  const refundAt = (part: number) => isoAt(Math.min(now - 60 * SECOND, created + (part + 1) * random.int(1, 4) * DAY));
  const refund = (part: number, amount: number, refundStatus: RefundStatus): CardRefundRow => {
    const time = refundAt(part);
    return { id: `rfd_${random.hex(20)}`, payment_id: payment.id, amount, status: refundStatus, reason: random.pick(['Customer request', 'Out of stock', null]), created: time, updated: time };
  };
  const whole = payment.capture_amount;
  if (status === 'REFUNDED') {
    if (random.chance(0.7)) return [refund(0, whole, 'SUCCEEDED')];
    const first = payment.currency === 'IDR' ? Math.round(whole / 1000) * 500 : round2(whole / 2);
    return [refund(0, first, 'SUCCEEDED'), refund(1, round2(whole - first), 'SUCCEEDED')];
  }
  const part = payment.currency === 'IDR' ? Math.max(500, Math.round(whole / 5000) * 1000) : round2(whole / 4);
  const roll = random.next();
  if (roll < 0.1) return [refund(0, part, 'SUCCEEDED')];
  if (roll < 0.16) return [refund(0, part, random.pick(UNSUCCESSFUL_REFUNDS))];
  return [];
}

const CURRENCY_OF_COUNTRY: Record<string, Currency> = { Indonesia: 'IDR', Philippines: 'PHP', Singapore: 'USD' };

/**
 * Toko Ku has 5,000 live payments and a few test ones; every other live business a handful of each;
 * a business that is not live has test payments only (it has no live data at all).
 */
export function cardPaymentPlans(businesses: readonly { id: string; country: CountryOfOperation; live: boolean }[]): CardPaymentPlan[] {
  return businesses.flatMap(({ id, country, live }) => {
    const currency = CURRENCY_OF_COUNTRY[country] ?? 'IDR';
    const test: CardPaymentPlan = { businessId: id, environment: 'DEVELOPMENT', count: id === TOKO_KU ? 30 : 8, country, currency, days: 60 };
    if (!live) return [test];
    return [{ businessId: id, environment: 'PRODUCTION', count: id === TOKO_KU ? TOKO_KU_PAYMENTS : 12, country, currency, days: 240 }, test];
  });
}

export const TOKO_KU_PAYMENTS = 5000;
