import type {
  CompanyTypeRecord,
  EntityType,
  LeadQualificationAnswerRecord,
  MasterField,
  ParentIndustrySector,
} from 'shared-contracts/areas/activation/activation';
import type { SandboxDatabase } from '../db/connection';
import { COMPANY_TYPES, INDUSTRY_SECTORS, LEAD_ANSWERS, MASTER_FIELDS } from '../seed/activation-master-data';
import { BANKS_BY_COUNTRY_ID } from '../seed/settings-banks';

/** Writes the activation reference data (migration 9); a no-op when it is there already. */
export function insertActivationMasterData(db: SandboxDatabase): void {
  if (db.prepare('SELECT COUNT(*) FROM activation_lead_answers').pluck().get() !== 0) return;
  const answer = db.prepare('INSERT INTO activation_lead_answers VALUES (?, ?, ?, ?, ?)');
  LEAD_ANSWERS.forEach(([id, key, text, country], position) => answer.run(id, key, text, country, position));
  const companyType = db.prepare('INSERT INTO activation_company_types VALUES (?, ?, ?, ?)');
  COMPANY_TYPES.forEach(([id, type, entity], position) => companyType.run(id, type, entity, position));
  const sector = db.prepare('INSERT INTO activation_industry_sectors VALUES (?, ?, ?, ?, ?)');
  INDUSTRY_SECTORS.forEach(([parent, children, entityTypes], position) => {
    const parentId = `is_${position + 1}`;
    sector.run(parentId, null, parent, JSON.stringify(entityTypes), position);
    children.forEach((child, index) => sector.run(`${parentId}_${index + 1}`, parentId, child, '[]', index));
  });
  const field = db.prepare(
    `INSERT INTO activation_master_fields VALUES (@id, @field_name, @country_id, @category, @label_en, @label_id, @input, @required, @position)`,
  );
  MASTER_FIELDS.forEach((seed, position) => field.run({ ...seed, required: seed.required ? 1 : 0, position }));
}

export function leadQualificationAnswers(db: SandboxDatabase): LeadQualificationAnswerRecord[] {
  return db.prepare('SELECT id, key, answer, country_id FROM activation_lead_answers ORDER BY position').all() as LeadQualificationAnswerRecord[];
}

export function companyTypes(db: SandboxDatabase): CompanyTypeRecord[] {
  return db.prepare('SELECT id, company_type, lead_qualification_id FROM activation_company_types ORDER BY position').all() as CompanyTypeRecord[];
}

interface SectorRow {
  id: string;
  parent_id: string | null;
  name: string;
  entity_types: string;
}

/** Parents with their children; with an entity type, only the parents open to it. */
export function parentIndustrySectors(db: SandboxDatabase, entityType?: EntityType): ParentIndustrySector[] {
  const rows = db.prepare('SELECT id, parent_id, name, entity_types FROM activation_industry_sectors ORDER BY position').all() as SectorRow[];
  return rows
    .filter((row) => row.parent_id === null)
    .filter((row) => {
      const openTo = JSON.parse(row.entity_types) as EntityType[];
      return entityType === undefined || openTo.length === 0 || openTo.includes(entityType);
    })
    .map((parent) => ({
      id: parent.id,
      name: parent.name,
      child_industry_sectors: rows.filter((row) => row.parent_id === parent.id).map(({ id, name }) => ({ id, name })),
    }));
}

interface FieldRow extends Omit<MasterField, 'multi_language_label' | 'required'> {
  label_en: string;
  label_id: string;
  required: number;
}

export function masterFields(db: SandboxDatabase, countryId: string, category?: string): MasterField[] {
  const rows = db
    .prepare(
      `SELECT id, field_name, country_id, category, label_en, label_id, input, required FROM activation_master_fields
       WHERE country_id = ? AND (? IS NULL OR category = ?) ORDER BY position`,
    )
    .all(countryId, category ?? null, category ?? null) as FieldRow[];
  return rows.map(({ label_en, label_id, required, ...field }) => ({ ...field, multi_language_label: { en: label_en, id: label_id }, required: required === 1 }));
}

/**
 * The values a dropdown field may hold (spec 02 §5), from the lists its options come from: a bank
 * code of the country the business registers in, a ROLE answer's id, an activation country's id.
 * Null for any other input.
 */
export function optionValues(db: SandboxDatabase, input: MasterField['input'], countryId: string): ReadonlySet<string> | null {
  if (input === 'bank') return new Set((BANKS_BY_COUNTRY_ID[countryId] ?? []).map((bank) => bank.code));
  if (input === 'role') return new Set(leadQualificationAnswers(db).filter((answer) => answer.key === 'ROLE').map((answer) => answer.id));
  if (input === 'country') return new Set(db.prepare('SELECT id FROM activation_countries').pluck().all() as string[]);
  return null;
}
