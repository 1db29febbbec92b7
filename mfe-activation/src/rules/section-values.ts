import { sectionKey, type ActivationCategory, type EntityType, type MasterField, type SavedSections } from 'shared-contracts/areas/activation/activation';
import { fieldKey, snakeCase } from './field-keys';
import { fieldError, shownValue, storedValue } from './field-values';

/** Form values of a step's sections: section slug → field key → what the merchant sees. */
export type SectionValues = Record<string, Record<string, string>>;

export const sectionSlug = (category: ActivationCategory): string => snakeCase(category);

const fieldsOf = (fields: readonly MasterField[], category: ActivationCategory) => fields.filter((field) => field.category === category);

/** The PEP declaration's details (spec 02 §3 keys): asked, and then required, only of a politically exposed person. */
const PEP_DETAILS: ReadonlySet<string> = new Set(['pep_list_director_names', 'pep_list_of_companies', 'pep_purpose']);

/**
 * Whether a field is asked given what its section holds, and whether it must then be filled: the
 * PEP details only once the PEP question is answered yes; every other field always, as its master
 * field says.
 */
export function fieldRule(field: Pick<MasterField, 'field_name' | 'category' | 'required'>, section: Readonly<Record<string, string>> | undefined): { asked: boolean; required: boolean } {
  if (!PEP_DETAILS.has(fieldKey(field))) return { asked: true, required: field.required };
  return section?.is_pep === 'yes' ? { asked: true, required: true } : { asked: false, required: false };
}

/** The form's values from what was saved: each field under its key, the SEC number without its prefix. */
export function sectionValues(categories: readonly ActivationCategory[], fields: readonly MasterField[], saved: SavedSections, entityType: EntityType): SectionValues {
  return Object.fromEntries(
    categories.map((category) => {
      const values = saved[sectionKey(category, entityType)] ?? [];
      return [
        sectionSlug(category),
        Object.fromEntries(
          fieldsOf(fields, category).map((field) => [fieldKey(field), shownValue(field.input, values.find((value) => value.master_field_id === field.id)?.value ?? '')]),
        ),
      ];
    }),
  );
}

/** The sections to save: lists of master_field_id plus cleaned value (spec 02 §3, §5). */
export function sectionsToSave(categories: readonly ActivationCategory[], fields: readonly MasterField[], values: SectionValues, entityType: EntityType): SavedSections {
  return Object.fromEntries(
    categories.map((category) => [
      sectionKey(category, entityType),
      fieldsOf(fields, category).map((field) => {
        const section = values[sectionSlug(category)];
        // A detail that is no longer asked (the PEP answer became no) is saved empty, not kept.
        const typed = fieldRule(field, section).asked ? (section?.[fieldKey(field)] ?? '') : '';
        return { master_field_id: field.id, value: storedValue(field.input, typed) };
      }),
    ]),
  );
}

/** Message keys in the shape of the values; empty when the step may be saved. */
export function sectionErrors(categories: readonly ActivationCategory[], fields: readonly MasterField[], values: SectionValues, currentYear: number): SectionValues {
  const errors: SectionValues = {};
  for (const category of categories) {
    const section = values[sectionSlug(category)];
    for (const field of fieldsOf(fields, category)) {
      const { asked, required } = fieldRule(field, section);
      if (!asked) continue;
      const problem = fieldError(field.input, section?.[fieldKey(field)] ?? '', required, currentYear, fieldKey(field));
      if (problem) (errors[sectionSlug(category)] ??= {})[fieldKey(field)] = problem;
    }
  }
  return errors;
}
