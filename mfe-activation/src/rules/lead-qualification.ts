import { LEAD_QUALIFICATION_KEYS, type LeadQualificationEntry, type LeadQualificationKey } from 'shared-contracts/areas/activation/activation';

/** The browser-storage key of the answers (under the remote's own prefix, through hostApi.storage). */
export const LEAD_QUALIFICATION_STORAGE_KEY = 'leadQualification';

const KEYS: ReadonlySet<string> = new Set(LEAD_QUALIFICATION_KEYS);
const optionalText = (value: unknown) => value === undefined || typeof value === 'string';

/** Whether stored data is a list of single-key entries (anything else reads as no answers). */
export function isLeadQualification(value: unknown): value is LeadQualificationEntry[] {
  return (
    Array.isArray(value) &&
    value.every((entry: unknown) => {
      if (typeof entry !== 'object' || entry === null) return false;
      const { key, value1, value2, value3 } = entry as Record<string, unknown>;
      return typeof key === 'string' && KEYS.has(key) && typeof value1 === 'string' && optionalText(value2) && optionalText(value3);
    }) &&
    new Set(value.map((entry: LeadQualificationEntry) => entry.key)).size === value.length
  );
}

/**
 * Replaces one key's entry (single-key entries: one per key). Replacing the country of registration
 * removes the saved entity type (spec 02 §3), and with it the company type that belonged to it.
 */
export function withAnswer(entries: readonly LeadQualificationEntry[], entry: LeadQualificationEntry): LeadQualificationEntry[] {
  const previous = entries.find((candidate) => candidate.key === entry.key);
  const dropped = new Set<LeadQualificationKey>([entry.key]);
  if (entry.key === 'COUNTRY_OF_REGISTRATION' && previous && previous.value1 !== entry.value1) {
    dropped.add('ENTITY_TYPE').add('COMPANY_TYPE').add('OTHER_COMPANY_TYPE');
  }
  if (entry.key === 'ENTITY_TYPE' && previous && previous.value1 !== entry.value1) dropped.add('COMPANY_TYPE').add('OTHER_COMPANY_TYPE');
  return [...entries.filter((candidate) => !dropped.has(candidate.key)), entry];
}

export const answerOf = (entries: readonly LeadQualificationEntry[], key: LeadQualificationKey): LeadQualificationEntry | undefined =>
  entries.find((entry) => entry.key === key);

/** The questions a merchant must answer; the other company type only when "Others" was chosen. */
export function unansweredKeys(entries: readonly LeadQualificationEntry[], companyTypeOffered: boolean): LeadQualificationKey[] {
  const required: LeadQualificationKey[] = ['COUNTRY_OF_REGISTRATION', 'ENTITY_TYPE', 'NUM_OF_EMPLOYEES', 'ROLE', 'INDUSTRY_SECTOR', 'MONTHLY_TRANSACTIONS', 'AVG_TRANSACTION_SIZE', 'CONTACT_NUMBER'];
  if (companyTypeOffered) required.push('COMPANY_TYPE');
  if (answerOf(entries, 'COMPANY_TYPE')?.value2 === 'Others') required.push('OTHER_COMPANY_TYPE');
  return required.filter((key) => !answerOf(entries, key)?.value1.trim());
}
