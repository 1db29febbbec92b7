import {
  PREDICTION_PAGE_SIZE,
  levelOfScore,
  type FraudAction,
  type FraudLevel,
  type FraudProfile,
  type Prediction,
  type PredictionsAnswer,
  type RuleSet,
  type RuleSetChange,
  type RuleSetDetail,
  type RuleSetInput,
  type RuleSetKey,
} from 'shared-contracts/areas/cards/card-fraud';
import { isoAt } from '../clock';
import type { SandboxDatabase } from '../db/connection';
import type { CardScope } from './card-payments';

/** The fraud profiles: from which risk score a payment is risky at each level. */
export const FRAUD_PROFILES: readonly FraudProfile[] = [
  { level: 'NORMAL', score_threshold: 80 },
  { level: 'MEDIUM', score_threshold: 60 },
  { level: 'HIGH', score_threshold: 40 },
];

export function listRuleSets(db: SandboxDatabase, scope: CardScope): RuleSet[] {
  return db
    .prepare('SELECT id, key, level, action, updated FROM card_fraud_rule_sets WHERE business_id = ? AND environment = ? ORDER BY rowid')
    .all(scope.businessId, scope.environment) as RuleSet[];
}

export function findRuleSet(db: SandboxDatabase, scope: CardScope, id: string): RuleSetDetail | undefined {
  const row = db
    .prepare('SELECT id, key, level, action, updated FROM card_fraud_rule_sets WHERE id = ? AND business_id = ? AND environment = ?')
    .get(id, scope.businessId, scope.environment) as RuleSet | undefined;
  if (!row) return undefined;
  const history = db
    .prepare('SELECT level, action, actor_email, created FROM card_fraud_rule_set_changes WHERE rule_set_id = ? ORDER BY created DESC, rowid DESC')
    .all(id) as RuleSetChange[];
  return { ...row, history };
}

export function insertRuleSet(db: SandboxDatabase, scope: CardScope, id: string, key: RuleSetKey, level: FraudLevel, action: FraudAction, at: number): void {
  db.prepare('INSERT INTO card_fraud_rule_sets (id, business_id, environment, key, level, action, updated) VALUES (?, ?, ?, ?, ?, ?, ?)').run(
    id, scope.businessId, scope.environment, key, level, action, isoAt(at),
  );
}

export function changeRuleSet(db: SandboxDatabase, scope: CardScope, id: string, input: RuleSetInput, actorEmail: string, now: number): RuleSetDetail {
  const at = isoAt(now);
  db.transaction(() => {
    db.prepare('UPDATE card_fraud_rule_sets SET level = ?, action = ?, updated = ? WHERE id = ? AND business_id = ? AND environment = ?').run(
      input.level, input.action, at, id, scope.businessId, scope.environment,
    );
    db.prepare('INSERT INTO card_fraud_rule_set_changes (rule_set_id, level, action, actor_email, created) VALUES (?, ?, ?, ?, ?)').run(id, input.level, input.action, actorEmail, at);
  })();
  return findRuleSet(db, scope, id)!;
}

interface PredictionRow {
  id: string;
  payment_id: string;
  masked_card_number: string;
  amount: number;
  currency: string;
  score: number;
  created: string;
}

const predictionOf = (row: PredictionRow): Prediction => {
  const level = levelOfScore(row.score, FRAUD_PROFILES);
  return { ...row, level, recommendation: row.score >= 60 ? 'BLOCK' : 'ALLOW' };
};

const rangeOf = (from: string, to: string) => [`${from}T00:00:00.000Z`, `${to}T23:59:59.999Z`] as const;

/** One page of the predictions made on days from `from` to `to` (UTC, inclusive), newest first. */
export function listPredictions(db: SandboxDatabase, scope: CardScope, from: string, to: string, page: number): PredictionsAnswer {
  const where = 'business_id = ? AND environment = ? AND created >= ? AND created <= ?';
  const values = [scope.businessId, scope.environment, ...rangeOf(from, to)];
  const total = db.prepare(`SELECT COUNT(*) FROM card_fraud_predictions WHERE ${where}`).pluck().get(...values) as number;
  const rows = db
    .prepare(`SELECT id, payment_id, masked_card_number, amount, currency, score, created FROM card_fraud_predictions WHERE ${where}
      ORDER BY created DESC, id DESC LIMIT ? OFFSET ?`)
    .all(...values, PREDICTION_PAGE_SIZE, (page - 1) * PREDICTION_PAGE_SIZE) as PredictionRow[];
  return { data: rows.map(predictionOf), total_count: total, page };
}

const csvCell = (value: string | number) => {
  const text = String(value);
  // A cell a spreadsheet would run as a formula is quoted as text (CSV injection).
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** Every prediction of the range as CSV, newest first. */
export function predictionsCsv(db: SandboxDatabase, scope: CardScope, from: string, to: string): string {
  const rows = db
    .prepare(`SELECT id, payment_id, masked_card_number, amount, currency, score, created FROM card_fraud_predictions
      WHERE business_id = ? AND environment = ? AND created >= ? AND created <= ? ORDER BY created DESC, id DESC`)
    .all(scope.businessId, scope.environment, ...rangeOf(from, to)) as PredictionRow[];
  const header = ['id', 'payment_id', 'masked_card_number', 'amount', 'currency', 'score', 'level', 'recommendation', 'created'];
  const lines = rows.map(predictionOf).map((p) =>
    [p.id, p.payment_id, p.masked_card_number, p.amount, p.currency, p.score, p.level, p.recommendation, p.created].map(csvCell).join(','),
  );
  return [header.join(','), ...lines].join('\n') + '\n';
}
