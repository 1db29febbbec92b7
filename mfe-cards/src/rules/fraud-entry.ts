import ipaddr from 'ipaddr.js';
import { object, string, type AnyObject, type ObjectSchema } from 'yup';
import {
  BIN_PATTERN,
  CARD_LAST_FOUR_PATTERN,
  COUNTRY_CODE_PATTERN,
  FRAUD_BULK_COUNTRIES_MAX,
  FRAUD_NOTE_MAX,
  cardDataValue,
  type FraudAction,
  type FraudEntryAction,
  type FraudEntryInput,
  type FraudList,
} from 'shared-contracts/areas/cards/card-fraud';

/** What the add-entry form keeps, as typed; only the fields of the chosen list are used. */
export interface FraudEntryValues {
  bin: string;
  last_four: string;
  ip: string;
  country: string;
  /** Several countries: codes separated by commas or spaces. */
  countries: string;
  action: FraudAction;
  note: string;
}

export const NEW_FRAUD_ENTRY: FraudEntryValues = { bin: '', last_four: '', ip: '', country: '', countries: '', action: 'BLOCK', note: '' };

/** Message keys (`fraud.problems.*`). */
export type FraudEntryProblem = 'binRequired' | 'binFormat' | 'lastFourFormat' | 'ipRequired' | 'ipFormat' | 'countryRequired' | 'countryUnknown' | 'countriesRequired' | 'tooManyCountries' | 'noteTooLong';

/** A BIN is the card number's first 6 to 8 digits. */
export function binProblem(bin: string): FraudEntryProblem | null {
  if (bin.trim() === '') return 'binRequired';
  return BIN_PATTERN.test(bin.trim()) ? null : 'binFormat';
}

/** An IPv4 address in four decimal parts, or an IPv6 address (ipaddr.js; "1.2.3" or "010.1.1.1" are not accepted). */
export function isIpAddress(text: string): boolean {
  return ipaddr.IPv4.isValidFourPartDecimal(text) || (text.includes(':') && ipaddr.IPv6.isValid(text));
}

export function ipProblem(ip: string): FraudEntryProblem | null {
  if (ip.trim() === '') return 'ipRequired';
  return isIpAddress(ip.trim()) ? null : 'ipFormat';
}

/** An ISO 3166-1 alpha-2 code the gateway's country list knows. */
export function countryProblem(code: string, known: ReadonlySet<string>): FraudEntryProblem | null {
  if (code.trim() === '') return 'countryRequired';
  const upper = code.trim().toUpperCase();
  return COUNTRY_CODE_PATTERN.test(upper) && known.has(upper) ? null : 'countryUnknown';
}

/** The typed country codes, upper case, each once, in the typed order. */
export const parseCountryCodes = (typed: string): string[] => [...new Set(typed.split(/[\s,;]+/).filter(Boolean).map((code) => code.toUpperCase()))];

export function countriesProblem(typed: string, known: ReadonlySet<string>): FraudEntryProblem | null {
  const codes = parseCountryCodes(typed);
  if (codes.length === 0) return 'countriesRequired';
  if (codes.length > FRAUD_BULK_COUNTRIES_MAX) return 'tooManyCountries';
  return codes.every((code) => countryProblem(code, known) === null) ? null : 'countryUnknown';
}

const checked = (problem: (value: string) => FraudEntryProblem | null) =>
  string().default('').test('entry', (value, context) => {
    const found = problem(value ?? '');
    return found === null || context.createError({ message: found });
  });

/** The add-entry form's yup schema for a list ("bulk": several countries at once). */
export function fraudEntrySchema(list: FraudList | 'bulk', countries: ReadonlySet<string>): ObjectSchema<AnyObject> {
  const note = string().default('').max(FRAUD_NOTE_MAX, 'noteTooLong');
  switch (list) {
    case 'bin-list':
      return object({ bin: checked(binProblem), note });
    case 'card-data-list':
      return object({ bin: checked(binProblem), last_four: checked((value) => (CARD_LAST_FOUR_PATTERN.test(value.trim()) ? null : 'lastFourFormat')), note });
    case 'ip-list':
      return object({ ip: checked(ipProblem), note });
    case 'country-list':
      return object({ country: checked((value) => countryProblem(value, countries)), note });
    case 'bulk':
      return object({ countries: checked((value) => countriesProblem(value, countries)) });
  }
}

/** The request of a valid form. */
export function toFraudEntryInput(list: FraudList, values: FraudEntryValues): FraudEntryInput {
  const value =
    list === 'bin-list' ? values.bin.trim()
      : list === 'card-data-list' ? cardDataValue(values.bin.trim(), values.last_four.trim())
        : list === 'ip-list' ? values.ip.trim()
          : values.country.trim().toUpperCase();
  return { value, action: values.action, note: values.note.trim() || null };
}

/** How an entry is shown: its own action, or "not set" after a reset. */
export type FraudEntryState = 'BLOCKED' | 'ALLOWED' | 'NOT_SET';

export const fraudEntryStateOf = (action: FraudAction | null): FraudEntryState => (action === 'BLOCK' ? 'BLOCKED' : action === 'ALLOW' ? 'ALLOWED' : 'NOT_SET');

export const FRAUD_STATE_TONES: Record<FraudEntryState, 'danger' | 'success' | 'neutral'> = { BLOCKED: 'danger', ALLOWED: 'success', NOT_SET: 'neutral' };

/** The actions an entry offers: never the one it already has; reset only when it has one. */
export function entryActionsFor(action: FraudAction | null): FraudEntryAction[] {
  return (['BLOCK', 'ALLOW', 'RESET'] as const).filter((candidate) => (candidate === 'RESET' ? action !== null : candidate !== action));
}
