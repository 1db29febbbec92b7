import type { Environment } from 'shared-contracts';
import {
  NEXT_SETTLEMENTS,
  type BalanceHistoryDays,
  type BalancePoint,
  type CurrencyBalance,
  type Settlement,
} from 'shared-contracts/areas/balance/balance';
import type { Currency } from 'shared-contracts/rules';
import { isoAt } from '../clock';
import type { SandboxDatabase } from '../db/connection';
import { addDays, dayIn, startOfDay } from './business-calendar';
import { figuresOf, settleDue } from './ledger';
import { LEDGER_CURRENCIES, type Ledger } from './ledger-entry';

/** Where a business's balances are read: its environment, its own currency and its time zone. */
export interface BalanceScope {
  businessId: string;
  environment: Environment;
  currency: Currency;
  timeZone: string;
}

/** The days with money becoming available, soonest first (days of the business's time zone), at most NEXT_SETTLEMENTS. */
function nextSettlements(db: SandboxDatabase, ledger: Ledger, timeZone: string): Settlement[] {
  const rows = db
    .prepare(`SELECT available_on, SUM(amount) AS amount FROM ledger_entries
      WHERE business_id = ? AND environment = ? AND currency = ? AND status = 'PENDING' GROUP BY available_on ORDER BY available_on`)
    .all(ledger.businessId, ledger.environment, ledger.currency) as { available_on: string; amount: number }[];
  const byDay = new Map<string, number>();
  for (const row of rows) {
    const day = dayIn(timeZone, Date.parse(row.available_on));
    byDay.set(day, (byDay.get(day) ?? 0) + row.amount);
  }
  return [...byDay].slice(0, NEXT_SETTLEMENTS).map(([date, amount]) => ({ date, amount }));
}

const hasLedger = (db: SandboxDatabase, ledger: Ledger): boolean =>
  db.prepare('SELECT 1 FROM ledger_entries WHERE business_id = ? AND environment = ? AND currency = ? LIMIT 1').get(ledger.businessId, ledger.environment, ledger.currency) !== undefined;

/**
 * The three figures of each of the environment's ledgers, with the next settlements: the business's
 * own currency first (always, if only to show zeros), then any other currency it has entries in.
 * Settles what is due first, in the same transaction.
 */
export function balancesOf(db: SandboxDatabase, scope: BalanceScope, now: number): CurrencyBalance[] {
  return db.transaction(() => {
    settleDue(db, now);
    const currencies = [scope.currency, ...LEDGER_CURRENCIES.filter((currency) => currency !== scope.currency)];
    return currencies
      .map((currency) => ({ businessId: scope.businessId, environment: scope.environment, currency }))
      .filter((ledger) => ledger.currency === scope.currency || hasLedger(db, ledger))
      .map((ledger) => ({ currency: ledger.currency, ...figuresOf(db, ledger), next_settlements: nextSettlements(db, ledger, scope.timeZone) }));
  })();
}

/** An entry's amount and the moments it changed figures (migration 19's timeline columns). */
interface TimelineRow {
  amount: number;
  created: string;
  available_on: string | null;
  available_at: string | null;
  held_at: string | null;
  released_at: string | null;
}

type Figure = 'available' | 'pending' | 'on_hold';

/**
 * Which figure an entry counted in at a moment (it must exist by then): after its hold was released,
 * available; while held, on hold; a PENDING-born entry before it became available, pending; else available.
 */
function figureAt(row: TimelineRow, at: string): Figure {
  if (row.released_at !== null && row.released_at <= at) return 'available';
  if (row.held_at !== null && row.held_at <= at) return 'on_hold';
  if (row.available_on !== null && (row.available_at === null || row.available_at > at)) return 'pending';
  return 'available';
}

/**
 * The end-of-day figures of one ledger over its last `days` days (the business's days, today's end
 * being now), rebuilt from the entries and their timeline: each entry's figure as the period
 * begins, then each change inside the period (created, became available, held, released) in time order.
 */
export function historyOf(db: SandboxDatabase, ledger: Ledger, days: BalanceHistoryDays, timeZone: string, now: number): BalancePoint[] {
  return db.transaction(() => {
    settleDue(db, now);
    const today = dayIn(timeZone, now);
    const first = addDays(today, -(days - 1));
    const start = isoAt(startOfDay(timeZone, first) - 1);
    const scope = [ledger.businessId, ledger.environment, ledger.currency] as const;
    const rows = db
      .prepare(`SELECT amount, created, available_on, available_at, held_at, released_at FROM ledger_entries
        WHERE business_id = ? AND environment = ? AND currency = ?`)
      .all(...scope) as TimelineRow[];

    const totals: Record<Figure, number> = { available: 0, pending: 0, on_hold: 0 };
    // Each change after `start`: at a moment, an amount leaves one figure (or none) and joins another.
    const changes: { at: string; amount: number; from: Figure | null; to: Figure }[] = [];
    for (const row of rows) {
      const moments = [row.created, row.available_at, row.held_at, row.released_at].filter((moment): moment is string => moment !== null && moment > start);
      if (row.created <= start) totals[figureAt(row, start)] += row.amount;
      for (const moment of [...new Set(moments)].sort()) {
        const before = moment === row.created ? null : figureAt(row, isoAt(Date.parse(moment) - 1));
        const after = figureAt(row, moment);
        if (before !== after) changes.push({ at: moment, amount: row.amount, from: before, to: after });
      }
    }
    changes.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));

    const points: BalancePoint[] = [];
    let next = 0;
    for (let day = first; day <= today; day = addDays(day, 1)) {
      const end = day === today ? isoAt(now) : isoAt(startOfDay(timeZone, addDays(day, 1)) - 1);
      for (; next < changes.length && changes[next]!.at <= end; next++) {
        const change = changes[next]!;
        if (change.from) totals[change.from] -= change.amount;
        totals[change.to] += change.amount;
      }
      // The figures of figuresOf (store/ledger.ts): held money (negative) is out of available and shown positive on hold.
      points.push({ date: day, available: totals.available + totals.on_hold, pending: totals.pending, on_hold: 0 - totals.on_hold });
    }
    return points;
  })();
}
