import {
  sectionKey,
  type ActivationCategory,
  type ActivationCompanyDetail,
  type EntityType,
  type LeadQualificationEntry,
  type LeadQualificationKey,
  type MasterField,
} from 'shared-contracts/areas/activation/activation';
import { BUSINESS_DETAIL_FIELDS } from './business-details';
import { fieldKey } from './field-keys';
import { shownValue } from './field-values';
import { fieldRule, sectionSlug } from './section-values';

/**
 * What the review step shows (issue 42): everything that will be submitted, grouped by the step it
 * was entered in, each group with the step to go back to. Pure data; the page words it.
 */
export type ReviewRow =
  /** A fact with a label of the activation namespace (`lead.country`, `business.city`…). */
  | { kind: 'fact'; labelKey: string; value: string; valueKey?: string; field?: 'legal_name' }
  /** A master field's saved value, shown as its input shows it (masks, the gateway's option names). */
  | { kind: 'field'; field: MasterField; value: string }
  /** An uploaded document. */
  | { kind: 'document'; label: { en: string; id: string }; fileName: string };

export interface ReviewSection {
  /** A master-field category's slug (`categories.<slug>`), or none for a step's own facts. */
  category?: string;
  rows: ReviewRow[];
}

export type ReviewPage =
  | { kind: 'lead' | 'business' | 'documents' | 'review' }
  | { kind: 'sections'; name: string; categories: readonly ActivationCategory[] };

export interface ReviewGroup {
  /** The step (1-based) the Edit link goes back to. */
  step: number;
  page: ReviewPage;
  sections: ReviewSection[];
}

/** The lead qualification answers in the order the step asks them; value2 is the chosen option's name. */
const LEAD_ROWS: ReadonlyArray<[LeadQualificationKey, string, 'value1' | 'value2']> = [
  ['COUNTRY_OF_REGISTRATION', 'lead.country', 'value2'],
  ['ENTITY_TYPE', 'lead.entityType', 'value2'],
  ['COMPANY_TYPE', 'lead.companyType', 'value2'],
  ['OTHER_COMPANY_TYPE', 'lead.otherCompanyType', 'value1'],
  ['INDUSTRY_SECTOR', 'lead.industrySector', 'value2'],
  ['NUM_OF_EMPLOYEES', 'lead.NUM_OF_EMPLOYEES', 'value2'],
  ['ROLE', 'lead.ROLE', 'value2'],
  ['MONTHLY_TRANSACTIONS', 'lead.MONTHLY_TRANSACTIONS', 'value2'],
  ['AVG_TRANSACTION_SIZE', 'lead.AVG_TRANSACTION_SIZE', 'value2'],
  ['CONTACT_NUMBER', 'lead.contactNumber', 'value1'],
];

const filled = (rows: ReviewRow[]): ReviewRow[] => rows.filter((row) => row.kind !== 'fact' || row.value !== '' || row.valueKey !== undefined);

/** The answers kept on this device; on another device only the saved entity type is known. */
function leadRows(entries: readonly LeadQualificationEntry[], detail: ActivationCompanyDetail): ReviewRow[] {
  const rows = filled(
    LEAD_ROWS.map(([key, labelKey, part]) => {
      const entry = entries.find((answer) => answer.key === key);
      return { kind: 'fact', labelKey, value: (entry?.[part] || entry?.value1) ?? '' } as const;
    }),
  );
  return rows.length > 0 ? rows : filled([{ kind: 'fact', labelKey: 'lead.entityType', value: detail.entity_type ?? '' }]);
}

function businessRows(detail: ActivationCompanyDetail): ReviewRow[] {
  return filled(
    BUSINESS_DETAIL_FIELDS.map((name) => {
      if (name === 'website' && !detail.website && detail.proof_of_business_file_id) {
        return { kind: 'fact', labelKey: 'documents.proofOfBusiness', value: '', valueKey: 'documents.proofSaved' };
      }
      return { kind: 'fact', labelKey: `business.${name}`, value: detail[name] ?? '', ...(name === 'legal_name' ? { field: 'legal_name' as const } : {}) } as const;
    }),
  );
}

function sectionRows(categories: readonly ActivationCategory[], fields: readonly MasterField[], detail: ActivationCompanyDetail, entityType: EntityType): ReviewSection[] {
  return categories.map((category) => {
    const saved = detail.extra[sectionKey(category, entityType)] ?? [];
    const valueOf = (field: MasterField) => saved.find((value) => value.master_field_id === field.id)?.value ?? '';
    const values = Object.fromEntries(fields.filter((field) => field.category === category).map((field) => [fieldKey(field), valueOf(field)]));
    const rows = fields
      .filter((field) => field.category === category && fieldRule(field, values).asked && valueOf(field) !== '')
      .map((field): ReviewRow => ({ kind: 'field', field, value: shownValue(field.input, valueOf(field)) }));
    return { category: sectionSlug(category), rows };
  });
}

/** The groups of the review, one per step before it, in the steps' order. */
export function reviewGroups(
  pages: readonly ReviewPage[],
  facts: { detail: ActivationCompanyDetail; entries: readonly LeadQualificationEntry[]; fields: readonly MasterField[]; entityType: EntityType | null },
): ReviewGroup[] {
  const { detail, entries, fields, entityType } = facts;
  return pages.flatMap((page, index): ReviewGroup[] => {
    const group = (sections: ReviewSection[]) => [{ step: index + 1, page, sections }];
    switch (page.kind) {
      case 'lead':
        return group([{ rows: leadRows(entries, detail) }]);
      case 'business':
        return group([{ rows: businessRows(detail) }]);
      case 'sections':
        return entityType ? group(sectionRows(page.categories, fields, detail, entityType)) : [];
      case 'documents':
        return group([{ rows: detail.common_company_detail_documents.map((document) => ({ kind: 'document', label: document.master_document.multi_language_label, fileName: document.file_name })) }]);
      case 'review':
        return [];
    }
  });
}
