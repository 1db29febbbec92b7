import { object, string, type ObjectSchema } from 'yup';
import { isGatewayError } from 'shared-contracts';
import { PIN_PATTERN, WITHDRAWAL_LIMITS, type WithdrawalRequest } from 'shared-contracts/areas/settings/settings';
import { AMOUNT_MAX, type Currency } from 'shared-contracts/rules';
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

/** Message keys of the gateway's refusals of the amount, shown under it. */
export const AMOUNT_REFUSALS = {
  insufficient: 'withdraw.insufficient',
  belowMinimum: 'withdraw.belowMinimum',
  aboveMaximum: 'withdraw.aboveMaximum',
} as const;
export type AmountRefusal = (typeof AMOUNT_REFUSALS)[keyof typeof AMOUNT_REFUSALS];

/**
 * The gateway refused the amount, or undefined when its refusal is about something else: more than
 * the available balance (the ledger's check, issue 40; an area's code, not the shell's catalogue), or
 * outside one withdrawal's limits (issue 43 §6: API_VALIDATION_ERROR on `amount`; which bound, the
 * amount asked tells). The form checks neither itself: the gateway says the balance first, and only
 * it knows the balance at the moment of the withdrawal.
 */
export function amountRefusalOf(error: unknown, amount: number, currency: Currency): AmountRefusal | undefined {
  if (!isGatewayError(error)) return undefined;
  if (error.code === 'INSUFFICIENT_BALANCE_ERROR') return AMOUNT_REFUSALS.insufficient;
  if (error.code !== 'API_VALIDATION_ERROR' || !error.fieldErrors.some((field) => field.field === 'amount')) return undefined;
  return amount < WITHDRAWAL_LIMITS[currency].min ? AMOUNT_REFUSALS.belowMinimum : AMOUNT_REFUSALS.aboveMaximum;
}

/** The bound a message key names, in the currency's major units; undefined for any other key. */
export function limitOf(key: string, currency: Currency): number | undefined {
  if (key === AMOUNT_REFUSALS.belowMinimum) return WITHDRAWAL_LIMITS[currency].min;
  if (key === AMOUNT_REFUSALS.aboveMaximum) return WITHDRAWAL_LIMITS[currency].max;
  return undefined;
}
