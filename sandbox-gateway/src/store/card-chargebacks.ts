import { randomUUID } from 'node:crypto';
import {
  CHARGEBACK_EVIDENCE_MAX,
  type Chargeback,
  type ChargebackDocument,
  type ChargebackStatus,
  type ChargebackSummary,
  type ChargebacksAnswer,
  type ChargebacksQuery,
} from 'shared-contracts/areas/cards/card-chargebacks';
import { CARD_LIST_PAGE_SIZE } from 'shared-contracts/rules';
import type { SandboxDatabase } from '../db/connection';
import type { CardScope } from './card-payments';
import { resolveChargeback, type ChargebackOutcome } from './ledger';

const SUMMARY = `c.id, c.created, c.status, c.reason, c.amount, c.currency, c.payment_id, c.respond_by,
  p.external_id, p.card_brand, p.masked_card_number`;
const FROM = 'card_chargebacks c JOIN card_payments p ON p.id = c.payment_id';

/** A page of the scope's chargebacks, newest first; a status filter uses its own index (migration 12). */
export function listChargebacks(db: SandboxDatabase, scope: CardScope, query: ChargebacksQuery): ChargebacksAnswer {
  const limit = query.limit ?? CARD_LIST_PAGE_SIZE;
  const page = query.page ?? 1;
  const clauses = ['c.business_id = ?', 'c.environment = ?'];
  const params: (string | number)[] = [scope.businessId, scope.environment];
  if (query.status) {
    clauses.push('c.status = ?');
    params.push(query.status);
  }
  const where = clauses.join(' AND ');
  const total = db.prepare(`SELECT COUNT(*) FROM card_chargebacks c WHERE ${where}`).pluck().get(...params) as number;
  const data = db
    .prepare(`SELECT ${SUMMARY} FROM ${FROM} WHERE ${where} ORDER BY c.created DESC, c.id DESC LIMIT ? OFFSET ?`)
    .all(...params, limit, (page - 1) * limit) as ChargebackSummary[];
  return { data, total_count: total, page, limit };
}

interface DetailRow extends ChargebackSummary {
  reason_code: string;
  response_text: string | null;
  responded_at: string | null;
  responded_by: string | null;
}

export function chargebackDocuments(db: SandboxDatabase, chargebackId: string): ChargebackDocument[] {
  return db
    .prepare('SELECT id, file_name, content_type, size FROM card_chargeback_documents WHERE chargeback_id = ? ORDER BY created, rowid')
    .all(chargebackId) as ChargebackDocument[];
}

/** One chargeback of the scope with its evidence and response, or undefined. */
export function findChargeback(db: SandboxDatabase, scope: CardScope, id: string): Chargeback | undefined {
  const row = db
    .prepare(`SELECT ${SUMMARY}, c.reason_code, c.response_text, c.responded_at, c.responded_by FROM ${FROM}
      WHERE c.id = ? AND c.business_id = ? AND c.environment = ?`)
    .get(id, scope.businessId, scope.environment) as DetailRow | undefined;
  if (!row) return undefined;
  const { response_text: text, responded_at: submitted, responded_by: by, ...summary } = row;
  return {
    ...summary,
    documents: chargebackDocuments(db, id),
    response: text !== null && submitted !== null ? { text, submitted, submitted_by: by ?? '' } : null,
  };
}

export type EvidenceRefusal = 'not-open' | 'too-many';

/** Keeps one evidence document of an OPEN chargeback (at most CHARGEBACK_EVIDENCE_MAX). */
export function addEvidence(
  db: SandboxDatabase,
  chargeback: Chargeback,
  file: { fileName: string; contentType: ChargebackDocument['content_type']; data: Buffer; userEmail: string; now: string },
): ChargebackDocument | EvidenceRefusal {
  if (chargeback.status !== 'OPEN') return 'not-open';
  return db.transaction(() => {
    const count = db.prepare('SELECT COUNT(*) FROM card_chargeback_documents WHERE chargeback_id = ?').pluck().get(chargeback.id) as number;
    if (count >= CHARGEBACK_EVIDENCE_MAX) return 'too-many' as const;
    const document: ChargebackDocument = { id: `cbd_${randomUUID().replace(/-/g, '').slice(0, 20)}`, file_name: file.fileName, content_type: file.contentType, size: file.data.length };
    db.prepare('INSERT INTO card_chargeback_documents VALUES (?, ?, ?, ?, ?, ?, ?, ?)').run(
      document.id, chargeback.id, document.file_name, document.content_type, document.size, file.data, file.now, file.userEmail,
    );
    return document;
  })();
}

/** Removes an evidence document of an OPEN chargeback; false when there is no such document. */
export function removeEvidence(db: SandboxDatabase, chargeback: Chargeback, documentId: string): boolean {
  return db.prepare('DELETE FROM card_chargeback_documents WHERE id = ? AND chargeback_id = ?').run(documentId, chargeback.id).changes === 1;
}

/** Records the response of an OPEN chargeback: it becomes SUBMITTED (documents not named are dropped). */
export function submitResponse(db: SandboxDatabase, chargeback: Chargeback, response: { text: string; documentIds: string[]; userEmail: string; now: string }): void {
  db.transaction(() => {
    const keep = new Set(response.documentIds);
    for (const document of chargeback.documents) {
      if (!keep.has(document.id)) db.prepare('DELETE FROM card_chargeback_documents WHERE id = ?').run(document.id);
    }
    db.prepare(`UPDATE card_chargebacks SET status = 'SUBMITTED', response_text = ?, responded_at = ?, responded_by = ? WHERE id = ? AND status = 'OPEN'`).run(
      response.text, response.now, response.userEmail, chargeback.id,
    );
  })();
}

/**
 * The labels that end a dispute (spec 02 §4) and what each means for the merchant's money: won, or
 * withdrawn by the cardholder (CANCELLED), gives it back; lost, or refunded by the merchant, keeps the debit.
 */
export const CHARGEBACK_OUTCOMES: Readonly<Partial<Record<ChargebackStatus, ChargebackOutcome>>> = { WON: 'won', CANCELLED: 'won', LOST: 'lost', REFUNDED: 'lost' };

/**
 * The card network decides an undecided chargeback (the sandbox control API stands for it): it is
 * labelled WON or LOST and its hold in the ledger ends, in one transaction. False when there is no
 * such chargeback or it was decided already.
 */
export function decideChargeback(db: SandboxDatabase, id: string, outcome: 'WON' | 'LOST', now: number): boolean {
  return db.transaction((): boolean => {
    const status = db.prepare('SELECT status FROM card_chargebacks WHERE id = ?').pluck().get(id) as ChargebackStatus | undefined;
    if (status === undefined || status in CHARGEBACK_OUTCOMES) return false;
    db.prepare('UPDATE card_chargebacks SET status = ? WHERE id = ?').run(outcome, id);
    resolveChargeback(db, id, CHARGEBACK_OUTCOMES[outcome]!, now);
    return true;
  })();
}
