import { sectionKey, type ActivationCategory, type EntityType, type MasterField, type SavedSections } from 'shared-contracts/areas/activation';
import { fieldKey, snakeCase } from './field-keys';
import { fieldError, shownValue, storedValue } from './field-values';

/** Form values of a step's sections: section slug → field key → what the merchant sees. */
export type SectionValues = Record<string, Record<string, string>>;

export const sectionSlug = (category: ActivationCategory): string => snakeCase(category);

const fieldsOf = (fields: readonly MasterField[], category: ActivationCategory) => fields.filter((field) => field.category === category);

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
      fieldsOf(fields, category).map((field) => ({ master_field_id: field.id, value: storedValue(field.input, values[sectionSlug(category)]?.[fieldKey(field)] ?? '') })),
    ]),
  );
}

/** Message keys in the shape of the values; empty when the step may be saved. */
export function sectionErrors(categories: readonly ActivationCategory[], fields: readonly MasterField[], values: SectionValues, currentYear: number): SectionValues {
  const errors: SectionValues = {};
  for (const category of categories) {
    for (const field of fieldsOf(fields, category)) {
      const problem = fieldError(field.input, values[sectionSlug(category)]?.[fieldKey(field)] ?? '', field.required, currentYear);
      if (problem) (errors[sectionSlug(category)] ??= {})[fieldKey(field)] = problem;
    }
  }
  return errors;
}
