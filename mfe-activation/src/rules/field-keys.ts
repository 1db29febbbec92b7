import type { ActivationCategory, MasterField } from 'shared-contracts/areas/activation/activation';
import { snakeCase } from 'shared-contracts/areas/activation/onboarding-checklist';

export { snakeCase };

export type MasterFieldLike = Pick<MasterField, 'id' | 'field_name' | 'category' | 'required' | 'input'>;

/** Spec 02 §3: the fields whose keys are not their snake-cased names. */
const SPECIAL_KEYS: Readonly<Record<string, string>> = {
  tax_id: 'tin',
  politically_exposed_person: 'is_pep',
  pep_director_names: 'pep_list_director_names',
  pep_companies: 'pep_list_of_companies',
  pep_purpose: 'pep_purpose',
  country_of_birth: 'country_of_birth',
};

/** Spec 02 §3: signatory and contact fields are prefixed with PIC (person in charge). */
const PERSON_IN_CHARGE: ReadonlySet<ActivationCategory> = new Set([
  'Authorised Signatory Detail',
  'Authorised Signatory',
  'PIC Details',
  'Primary Contact Person',
]);

/** The form key of a master field: snake case, the special mappings, then the PIC prefix. */
export function fieldKey(field: Pick<MasterField, 'field_name' | 'category'>): string {
  const snake = snakeCase(field.field_name);
  const key = SPECIAL_KEYS[snake] ?? snake;
  return PERSON_IN_CHARGE.has(field.category) && !key.startsWith('pic_') ? `pic_${key}` : key;
}
