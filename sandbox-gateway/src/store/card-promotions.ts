import { randomUUID } from 'node:crypto';
import { promotionStatusOn, type Promotion, type PromotionInput, type PromotionStatus } from 'shared-contracts/areas/cards/card-promotions';
import type { Currency } from 'shared-contracts/rules';
import type { SandboxDatabase } from '../db/connection';
import type { CardScope } from './card-payments';

interface PromotionRow {
  id: string;
  name: string;
  type: Promotion['type'];
  discount_percent: number | null;
  installment_months: Promotion['installment_months'];
  bin_ranges: string;
  start_date: string;
  end_date: string;
  paused: number;
  currency: Currency;
  created: string;
  updated: string;
}

/** The calendar day (UTC) a moment falls on: promotions run by whole days. */
export const dayOf = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

function promotionOf(row: PromotionRow, today: string): Promotion {
  const { paused, bin_ranges: ranges, ...rest } = row;
  return { ...rest, bin_ranges: JSON.parse(ranges) as Promotion['bin_ranges'], status: promotionStatusOn({ ...row, paused: paused === 1 }, today) };
}

/** The scope's promotions, newest first, optionally of one status. */
export function listPromotions(db: SandboxDatabase, scope: CardScope, now: number, status?: PromotionStatus): Promotion[] {
  const rows = db
    .prepare('SELECT * FROM card_promotions WHERE business_id = ? AND environment = ? ORDER BY created DESC, id DESC')
    .all(scope.businessId, scope.environment) as PromotionRow[];
  const all = rows.map((row) => promotionOf(row, dayOf(now)));
  return status ? all.filter((promotion) => promotion.status === status) : all;
}

export function findPromotion(db: SandboxDatabase, scope: CardScope, id: string, now: number): Promotion | undefined {
  const row = db.prepare('SELECT * FROM card_promotions WHERE id = ? AND business_id = ? AND environment = ?').get(id, scope.businessId, scope.environment) as
    | PromotionRow
    | undefined;
  return row ? promotionOf(row, dayOf(now)) : undefined;
}

const columnsOf = (input: PromotionInput) =>
  [input.name, input.type, input.type === 'DISCOUNT' ? input.discount_percent : null, input.type === 'INSTALLMENT' ? input.installment_months : null,
    JSON.stringify(input.bin_ranges), input.start_date, input.end_date] as const;

export function createPromotion(db: SandboxDatabase, scope: CardScope, input: PromotionInput, currency: Currency, now: number, id = `promo_${randomUUID().replace(/-/g, '').slice(0, 16)}`): Promotion {
  const at = new Date(now).toISOString();
  db.prepare(`INSERT INTO card_promotions (id, business_id, environment, name, type, discount_percent, installment_months, bin_ranges, start_date, end_date,
    paused, currency, created, updated) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0, ?, ?, ?)`).run(id, scope.businessId, scope.environment, ...columnsOf(input), currency, at, at);
  return findPromotion(db, scope, id, now)!;
}

export function updatePromotion(db: SandboxDatabase, scope: CardScope, id: string, input: PromotionInput, now: number): Promotion {
  db.prepare(`UPDATE card_promotions SET name = ?, type = ?, discount_percent = ?, installment_months = ?, bin_ranges = ?, start_date = ?, end_date = ?,
    updated = ? WHERE id = ? AND business_id = ? AND environment = ?`).run(...columnsOf(input), new Date(now).toISOString(), id, scope.businessId, scope.environment);
  return findPromotion(db, scope, id, now)!;
}

export function setPromotionPaused(db: SandboxDatabase, scope: CardScope, id: string, paused: boolean, now: number): Promotion {
  db.prepare('UPDATE card_promotions SET paused = ?, updated = ? WHERE id = ? AND business_id = ? AND environment = ?').run(
    paused ? 1 : 0, new Date(now).toISOString(), id, scope.businessId, scope.environment,
  );
  return findPromotion(db, scope, id, now)!;
}
