import type { Environment } from 'shared-contracts';
import { REFUND_STATUSES_HOLDING } from 'shared-contracts/areas/cards/cards';
import type { ChargebackStatus } from 'shared-contracts/areas/cards/card-chargebacks';
import type { Currency } from 'shared-contracts/rules';
import type { SandboxDatabase } from '../db/connection';
import {
  recordAdjustment,
  recordCardPayment,
  recordChargeback,
  recordFee,
  recordRefund,
  recordWithdrawal,
  resolveChargeback,
  settleDue,
  type PaymentFacts,
} from '../store/ledger';
import { CHARGEBACK_OUTCOMES } from '../store/card-chargebacks';
import { bankAccountLabel, finishWithdrawal, requestWithdrawal, type WithdrawalOutcome } from '../store/withdrawals';
import { TOKO_KU } from './businesses';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** The seed's chargebacks are decided this long after they open (or an hour before the seed, if that is sooner). */
const DECIDED_AFTER = 10 * DAY;

/** Seeded withdrawals (Toko Ku's, from its BCA account): each checked against the balance of its day like a live one. */
const WITHDRAWALS: readonly { id: string; environment: Environment; daysAgo: number; amount: number; outcome?: WithdrawalOutcome }[] = [
  { id: 'wd_tokoku_01', environment: 'PRODUCTION', daysAgo: 150, amount: 250_000_000, outcome: 'COMPLETED' },
  { id: 'wd_tokoku_02', environment: 'PRODUCTION', daysAgo: 90, amount: 400_000_000, outcome: 'COMPLETED' },
  { id: 'wd_tokoku_03', environment: 'PRODUCTION', daysAgo: 40, amount: 300_000_000, outcome: 'COMPLETED' },
  { id: 'wd_tokoku_04', environment: 'PRODUCTION', daysAgo: 20, amount: 75_000_000, outcome: 'RETURNED' },
  { id: 'wd_tokoku_05', environment: 'PRODUCTION', daysAgo: 2, amount: 50_000_000 },
  { id: 'wd_tokoku_test_01', environment: 'DEVELOPMENT', daysAgo: 10, amount: 1_000_000, outcome: 'COMPLETED' },
];

/** Toko Ku's second currency in each mode (so "all accounts" has several rows): provider adjustments, in minor units. */
const ADJUSTMENTS: readonly { id: string; environment: Environment; currency: Currency; daysAgo: number; amount: number; description: string }[] = [
  { id: 'adj_tokoku_usd_01', environment: 'PRODUCTION', currency: 'USD', daysAgo: 60, amount: 250_000, description: 'Opening balance of the USD account' },
  { id: 'adj_tokoku_usd_02', environment: 'PRODUCTION', currency: 'USD', daysAgo: 12, amount: 48_075, description: 'Marketplace payout in USD' },
  { id: 'adj_tokoku_usd_03', environment: 'PRODUCTION', currency: 'USD', daysAgo: 5, amount: -1_250, description: 'Correction of a duplicated credit' },
  { id: 'adj_tokoku_test_usd_01', environment: 'DEVELOPMENT', currency: 'USD', daysAgo: 30, amount: 100_000, description: 'Test balance of the USD account' },
];

interface LedgerEvent {
  at: number;
  /** Keeps events of one moment in a fixed order. */
  order: number;
  write: () => void;
}

function cardEvents(db: SandboxDatabase, now: number): LedgerEvent[] {
  const events: LedgerEvent[] = [];
  const columns = 'p.id, p.business_id, p.environment, p.currency, p.capture_amount, p.external_id, p.last_four, p.expected_settlement_at';
  const payments = db.prepare(`SELECT ${columns}, p.captured_at FROM card_payments p WHERE p.captured_at IS NOT NULL`).all() as (PaymentFacts & { captured_at: string })[];
  for (const payment of payments) events.push({ at: Date.parse(payment.captured_at), order: 0, write: () => recordCardPayment(db, payment, Date.parse(payment.captured_at)) });

  const holding = REFUND_STATUSES_HOLDING.map((status) => `'${status}'`).join(', ');
  const refunds = db.prepare(`SELECT ${columns}, r.id AS refund_id, r.amount AS refund_amount, r.created AS refund_created
    FROM card_refunds r JOIN card_payments p ON p.id = r.payment_id WHERE r.status IN (${holding})`).all() as (PaymentFacts & { refund_id: string; refund_amount: number; refund_created: string })[];
  for (const refund of refunds) {
    const at = Date.parse(refund.refund_created);
    events.push({ at, order: 1, write: () => recordRefund(db, { id: refund.refund_id, amount: refund.refund_amount }, refund, at) });
  }

  const chargebacks = db.prepare(`SELECT ${columns}, c.id AS chargeback_id, c.amount AS disputed, c.reason, c.status AS chargeback_status, c.created AS opened
    FROM card_chargebacks c JOIN card_payments p ON p.id = c.payment_id`).all() as (PaymentFacts & { chargeback_id: string; disputed: number; reason: string; chargeback_status: ChargebackStatus; opened: string })[];
  for (const chargeback of chargebacks) {
    const opened = Date.parse(chargeback.opened);
    events.push({ at: opened, order: 2, write: () => recordChargeback(db, { id: chargeback.chargeback_id, amount: chargeback.disputed, reason: chargeback.reason }, chargeback, opened) });
    const outcome = CHARGEBACK_OUTCOMES[chargeback.chargeback_status];
    if (!outcome) continue;
    const decided = Math.max(opened, Math.min(now - HOUR, opened + DECIDED_AFTER));
    events.push({ at: decided, order: 3, write: () => resolveChargeback(db, chargeback.chargeback_id, outcome, decided) });
  }
  return events;
}

/** Paid billing statements of live businesses, as FEE entries of the live ledger on their due day. */
function feeEvents(db: SandboxDatabase): LedgerEvent[] {
  const statements = db.prepare(`SELECT s.id, s.business_id, s.amount, s.currency, s.period, s.due_date_term FROM billing_statements s
    JOIN businesses b ON b.id = s.business_id WHERE s.status = 'PAID' AND b.go_live_status IN ('LIVE', 'TIER_1')`).all() as
    { id: string; business_id: string; amount: number; currency: Currency; period: string; due_date_term: string }[];
  return statements.map((statement) => {
    const at = Date.parse(`${statement.due_date_term}T02:00:00.000Z`);
    const ledger = { businessId: statement.business_id, environment: 'PRODUCTION' as const, currency: statement.currency };
    return { at, order: 4, write: () => recordFee(db, ledger, { statementId: statement.id, amount: statement.amount, description: `Billing statement: ${statement.period}` }, at) };
  });
}

/**
 * Withdrawals already in the database (a database seeded and used before migration 19): their
 * entries, checked like live ones; one that the balance of its day could not cover gets none.
 */
function storedWithdrawalEvents(db: SandboxDatabase): LedgerEvent[] {
  const rows = db.prepare('SELECT id, business_id, environment, currency, amount, bank_account_id, created FROM withdrawals').all() as
    { id: string; business_id: string; environment: Environment; currency: Currency; amount: number; bank_account_id: string; created: string }[];
  return rows.map((row) => ({
    at: Date.parse(row.created),
    order: 5,
    write: () => {
      const bankAccount = bankAccountLabel(db, row.business_id, row.bank_account_id);
      recordWithdrawal(db, { id: row.id, businessId: row.business_id, environment: row.environment, currency: row.currency, amount: row.amount, bankAccount }, Date.parse(row.created));
    },
  }));
}

function seededEvents(db: SandboxDatabase, now: number): LedgerEvent[] {
  const events: LedgerEvent[] = [];
  for (const withdrawal of WITHDRAWALS) {
    const at = now - withdrawal.daysAgo * DAY;
    events.push({
      at, order: 6,
      write: () => {
        const order = { id: withdrawal.id, bank_account_id: `bank_${TOKO_KU}_1`, amount: withdrawal.amount, businessId: TOKO_KU, userId: 'usr_owner_tokoku' };
        const done = requestWithdrawal(db, { ...order, environment: withdrawal.environment, currency: 'IDR' }, at);
        if ('refused' in done) throw new Error(`the seed's withdrawal ${withdrawal.id} was refused: ${JSON.stringify(done)}`);
      },
    });
    const outcome = withdrawal.outcome;
    if (outcome) {
      const decided = at + (outcome === 'RETURNED' ? 3 : 1) * DAY;
      events.push({ at: decided, order: 7, write: () => finishWithdrawal(db, withdrawal.id, outcome, decided) });
    }
  }
  for (const adjustment of ADJUSTMENTS) {
    const at = now - adjustment.daysAgo * DAY;
    const ledger = { businessId: TOKO_KU, environment: adjustment.environment, currency: adjustment.currency };
    events.push({ at, order: 8, write: () => recordAdjustment(db, ledger, { id: adjustment.id, amount: adjustment.amount, description: adjustment.description }, at) });
  }
  return events;
}

/**
 * Writes the ledger from the money movements already in the database (card payments, refunds,
 * chargebacks, paid billing statements, withdrawals) and the seed's own withdrawals and
 * adjustments, in the order they happened, through the functions live actions call; then settles
 * what is due. On a new seed, and once on a database seeded before migration 19.
 */
export function insertLedgerHistory(db: SandboxDatabase, now: number): void {
  db.transaction(() => {
    const events = [...storedWithdrawalEvents(db), ...cardEvents(db, now), ...feeEvents(db), ...seededEvents(db, now)];
    events.sort((a, b) => a.at - b.at || a.order - b.order);
    for (const event of events) event.write();
    settleDue(db, now);
  })();
}
