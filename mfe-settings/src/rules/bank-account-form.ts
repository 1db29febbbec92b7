import { object, string, type ObjectSchema } from 'yup';
import { ACCOUNT_NUMBER_PATTERN, BANK_ACCOUNT_TEXT_MAX, type AddBankAccountRequest } from 'shared-contracts/areas/settings/settings';
import { accountNameProblem } from 'shared-contracts/rules';
import { SETTINGS_MESSAGES as M } from './form-messages';

export type BankAccountValues = AddBankAccountRequest;

/**
 * Spec 02 §5 (bank, account name ≤ 255 in the characters a bank takes — spec 01 §5's own message,
 * account number digits only ≤ 255), checked again by the gateway.
 */
export const bankAccountSchema: ObjectSchema<BankAccountValues> = object({
  bank_code: string().required(M.requiredField),
  account_holder_name: string()
    .trim()
    .required(M.requiredField)
    .max(BANK_ACCOUNT_TEXT_MAX, M.exceedMaxCharacters)
    .test('characters', M.accountNameCharacters, (value) => !value || accountNameProblem(value) === undefined),
  account_number: string()
    .trim()
    .required(M.requiredField)
    .matches(ACCOUNT_NUMBER_PATTERN, M.mustBeNumeric)
    .max(BANK_ACCOUNT_TEXT_MAX, M.exceedMaxCharacters),
});

/** What is sent: trimmed (spec 02 §5 "values are trimmed before submit"). */
export function toAddBankAccountRequest(values: BankAccountValues): AddBankAccountRequest {
  return { bank_code: values.bank_code, account_holder_name: values.account_holder_name.trim(), account_number: values.account_number.trim() };
}
