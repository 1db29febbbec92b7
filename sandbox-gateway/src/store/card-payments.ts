import type { Environment } from 'shared-contracts';
import type { CardPaymentSummary, CardPaymentsAnswer, CardPaymentsQuery } from 'shared-contracts/areas/cards/cards';
import { CARD_LIST_PAGE_SIZE } from 'shared-contracts/rules';
import type { SandboxDatabase } from '../db/connection';

/** Whose payments: a business's, in one environment (test payments are not live ones). */
export interface CardScope {
  businessId: string;
  environment: Environment;
}

const SUMMARY_COLUMNS = 'id, external_id, created, status, amount, currency, card_brand, masked_card_number, source';

export interface Where {
  sql: string;
  params: (string | number)[];
}

/**
 * The filters as SQL. Every filter is an equality or a range on a column that leads an index with
 * the business, the environment and `created` (migration 8), so no filter scans the table. A search
 * is one arm per column it may match (id, external_id, last_four): SQLite answers an OR of them by
 * walking every row of the business, but each arm of a UNION by its own index.
 */
function armsOf(scope: CardScope, query: Omit<CardPaymentsQuery, 'page' | 'limit' | 'sort'>): Where[] {
  const clauses = ['business_id = ?', 'environment = ?'];
  const params: (string | number)[] = [scope.businessId, scope.environment];
  const equal = (column: string, value: string | undefined) => {
    if (value === undefined) return;
    clauses.push(`${column} = ?`);
    params.push(value);
  };
  equal('status', query.status);
  equal('card_brand', query.card_brand);
  equal('source', query.source);
  if (query.created_from) {
    clauses.push('created >= ?');
    params.push(`${query.created_from}T00:00:00.000Z`);
  }
  if (query.created_to) {
    clauses.push('created <= ?');
    params.push(`${query.created_to}T23:59:59.999Z`);
  }
  const search = query.search?.trim();
  if (!search) return [{ sql: clauses.join(' AND '), params }];
  const columns = /^\d{4}$/.test(search) ? ['id', 'external_id', 'last_four'] : ['id', 'external_id'];
  return columns.map((column) => ({ sql: [...clauses, `${column} = ?`].join(' AND '), params: [...params, search] }));
}

/** The rows the arms match, once each (a UNION of the arms' index lookups). */
function matching(arms: Where[]): Where {
  const selects = arms.map((arm) => `SELECT ${SUMMARY_COLUMNS} FROM card_payments WHERE ${arm.sql}`);
  return { sql: `(${selects.join(' UNION ')})`, params: arms.flatMap((arm) => arm.params) };
}

/**
 * What to select the scope's payments that match the filters and the search from: `card_payments`
 * with its conditions, or the UNION of the search's arms (their columns are SUMMARY_COLUMNS). The
 * list and the card report (store/card-reports.ts: "export what I see") read the same rows.
 */
export function matchingPayments(scope: CardScope, query: Omit<CardPaymentsQuery, 'page' | 'limit' | 'sort'>): Where {
  const arms = armsOf(scope, query);
  return arms.length === 1 ? { sql: `card_payments WHERE ${arms[0]!.sql}`, params: arms[0]!.params } : matching(arms);
}

/** One page of the scope's card payments, newest first unless asked otherwise. */
export function listCardPayments(db: SandboxDatabase, scope: CardScope, query: CardPaymentsQuery): CardPaymentsAnswer {
  const limit = query.limit ?? CARD_LIST_PAGE_SIZE;
  const page = query.page ?? 1;
  const order = query.sort === 'created_asc' ? 'created ASC, id ASC' : 'created DESC, id DESC';
  const from = matchingPayments(scope, query);
  const data = db
    .prepare(`SELECT ${SUMMARY_COLUMNS} FROM ${from.sql} ORDER BY ${order} LIMIT ? OFFSET ?`)
    .all(...from.params, limit, (page - 1) * limit) as CardPaymentSummary[];
  const total = db.prepare(`SELECT COUNT(*) FROM ${from.sql}`).pluck().get(...from.params) as number;
  return { data, total_count: total, page, limit };
}
