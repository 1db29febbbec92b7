import { object, string, type ObjectSchema } from 'yup';
import { PIN_PATTERN, type WithdrawalRequest } from 'shared-contracts/areas/settings/settings';
import { AMOUNT_MAX } from 'shared-contracts/rules';
import { SETTINGS_MESSAGES as M } from './form-messages';

export interface WithdrawalValues {
  bank_account_id: string;
  /** As the amount input keeps it: "1500000" or "12.5". */
  amount: string;
  pin: string;
}

/** A withdrawal: an account of the business, an amount above zero up to the maximum, the six-digit PIN. */
export const withdrawalSchema: ObjectSchema<WithdrawalValues> = object({
  bank_account_id: string().required(M.requiredField),
  amount: string()
    .required(M.requiredField)
    .test('positive', M.amountPositive, (value) => Number(value) > 0)
    .test('maximum', M.exceedMaxCharacters, (value) => Number(value) <= AMOUNT_MAX),
  pin: string().required(M.requiredField).matches(PIN_PATTERN, M.pinSixDigits),
});

export function toWithdrawalRequest(values: WithdrawalValues): WithdrawalRequest {
  return { bank_account_id: values.bank_account_id, amount: Number(values.amount), pin: values.pin };
}
