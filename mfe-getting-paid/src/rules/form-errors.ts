import { setIn } from 'final-form';
import type { AnyObject, ObjectSchema } from 'yup';
import { validateWith } from 'shared-contracts/rules';

/**
 * shared-contracts' `validateWith` answers one message key per path ("items[0].name"); final-form
 * reads a field's error at its path in a nested object, so the keys are set at their paths.
 */
export function validateNested<T extends AnyObject>(schema: ObjectSchema<T>) {
  const validate = validateWith(schema);
  return (values: Partial<T>): Record<string, unknown> => {
    let errors: object = {};
    for (const [path, key] of Object.entries(validate(values) as Record<string, string>)) errors = setIn(errors, path, key);
    return errors as Record<string, unknown>;
  };
}
