import type { MasterFieldInput } from 'shared-contracts/areas/activation/activation';
import { SEC_PREFIX, valueProblem } from 'shared-contracts/areas/activation/activation-values';
import { accountNameProblem, bankAccountNumberProblem, nibProblem } from 'shared-contracts/rules';
import { emailProblem, mobileProblem, yearProblem } from './identifier-rules';

/** The display mask of each masked input (spec 02 §5); the digits alone are kept. */
export const DISPLAY_MASKS: Partial<Record<MasterFieldInput, 'npwp' | 'tin' | 'sec'>> = { npwp: 'npwp', tin: 'tin', sec: 'sec' };

/**
 * What is sent for a typed value (spec 02 §5): trimmed; for the NPWP, tax id and TIN fields the
 * decimals and hyphens stripped; the SEC number stored with its CS prefix.
 */
export function storedValue(input: MasterFieldInput, typed: string): string {
  const trimmed = typed.trim();
  if (trimmed === '') return '';
  if (input === 'npwp' || input === 'tin') return trimmed.replace(/[.-]/g, '');
  if (input === 'sec') return `${SEC_PREFIX}${shownValue('sec', trimmed)}`;
  return trimmed;
}

/** What the form shows for a stored value: the SEC number without its prefix. */
export function shownValue(input: MasterFieldInput, stored: string): string {
  return input === 'sec' && stored.startsWith(SEC_PREFIX) ? stored.slice(SEC_PREFIX.length) : stored;
}

type Rule = (value: string) => string | undefined;

/**
 * Text fields checked by their key: the bank account's holder name (spec 01 §5 "bank account name
 * characters") and number ("bank account numeric"), and the NIB (issue 42: like the other identifiers).
 */
const KEY_RULES: Readonly<Record<string, Rule>> = { account_holder_name: accountNameProblem, account_number: bankAccountNumberProblem, nib_number: nibProblem };

/** Inputs whose format problem has its own message key in the spec, not the generic 'invalidFormat'. */
const INPUT_RULES: Partial<Record<MasterFieldInput, Rule>> = { mobile: mobileProblem, year: yearProblem, email: emailProblem };

/** The message key of a field's problem, or undefined (keys of the activation namespace's `errors`). */
export function fieldError(input: MasterFieldInput, typed: string, required: boolean, currentYear: number, key?: string): string | undefined {
  const value = storedValue(input, typed);
  if (value === '') return required ? 'requiredField' : undefined;
  return INPUT_RULES[input]?.(value) ?? valueProblem(input, value, currentYear) ?? (key === undefined ? undefined : KEY_RULES[key]?.(value));
}
