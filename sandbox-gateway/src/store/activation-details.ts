import { randomUUID } from 'node:crypto';
import {
  COMPANY_TEXT_FIELDS,
  type CompanyDetailPatch,
  type CompanyFacts,
  type CompanyDocument,
  type SavedSections,
} from 'shared-contracts/areas/activation/activation';
import type { SandboxDatabase } from '../db/connection';
import { companyDocuments } from './activation-files';

export interface SavedActivation extends CompanyFacts {
  extra: SavedSections;
  common_company_detail_documents: CompanyDocument[];
  updated_at: string | null;
  updated_by: string | null;
}

const EMPTY_FACTS = Object.fromEntries(COMPANY_TEXT_FIELDS.map((field) => [field, null])) as CompanyFacts;

interface DetailRow {
  facts: string;
  extra: string;
  updated_at: string;
  updated_by: string;
}

/** The activation form as saved for a business (migration 9); empty before the first save. */
export function savedActivation(db: SandboxDatabase, businessId: string): SavedActivation {
  const row = db.prepare('SELECT facts, extra, updated_at, updated_by FROM activation_details WHERE business_id = ?').get(businessId) as
    | DetailRow
    | undefined;
  const facts: CompanyFacts = { ...EMPTY_FACTS, ...(row ? (JSON.parse(row.facts) as Partial<CompanyFacts>) : {}) };
  return {
    ...facts,
    extra: row ? (JSON.parse(row.extra) as SavedSections) : {},
    common_company_detail_documents: companyDocuments(db, businessId, facts.country_of_registration),
    updated_at: row?.updated_at ?? null,
    updated_by: row?.updated_by ?? null,
  };
}

/**
 * Merges a patch into the saved form: facts one by one (an empty text clears one), sections whole.
 * Replacing the country of registration or the entity type drops nothing here: the sections are
 * keyed by entity type, so another variant's sections simply stop being read.
 */
export function saveActivation(db: SandboxDatabase, businessId: string, patch: CompanyDetailPatch, who: string, now: string): void {
  const current = savedActivation(db, businessId);
  const { extra, ...facts } = patch;
  const nextFacts: Partial<CompanyFacts> = {};
  for (const field of COMPANY_TEXT_FIELDS) {
    const value = field in facts ? facts[field] : current[field];
    if (value) nextFacts[field] = value;
  }
  const nextExtra = { ...current.extra, ...extra };
  db.prepare(
    `INSERT INTO activation_details VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (business_id) DO UPDATE SET facts = excluded.facts, extra = excluded.extra,
       updated_at = excluded.updated_at, updated_by = excluded.updated_by`,
  ).run(businessId, JSON.stringify(nextFacts), JSON.stringify(nextExtra), now, who);
}

/** The business's other administrators: who is told that the form moved on. */
export function otherAdministrators(db: SandboxDatabase, businessId: string, userId: string): string[] {
  return db
    .prepare('SELECT user_id FROM memberships WHERE business_id = ? AND user_id <> ? AND can_administer = 1')
    .pluck()
    .all(businessId, userId) as string[];
}

export function notifyActivationProgress(db: SandboxDatabase, businessId: string, recipients: string[], savedBy: string, now: string): void {
  const insert = db.prepare(`INSERT INTO notifications (id, user_id, business_id, type, created, title_en, title_id,
    message_en, message_id, is_read, media_type, media_url, target_url, asks_feedback)
    VALUES (?, ?, ?, 'UPDATE', ?, ?, ?, ?, ?, 0, NULL, NULL, '/activation', 0)`);
  for (const userId of recipients) {
    insert.run(`ntf_${randomUUID().replace(/-/g, '').slice(0, 20)}`, userId, businessId, now, 'Activation form updated', 'Formulir aktivasi diperbarui',
      `${savedBy} saved the activation form. You can continue where they stopped.`,
      `${savedBy} menyimpan formulir aktivasi. Anda dapat melanjutkan dari sana.`);
  }
}
