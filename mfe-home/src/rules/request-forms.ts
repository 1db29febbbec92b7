import { object, string, type ObjectSchema } from 'yup';
import { COMPANY_TYPES, HOME_NOTE_MAX, HOME_TEXT_MAX, type CompanyType } from 'shared-contracts/areas/home/home';
import { AMOUNT_MAX, EMAIL_MAX_LENGTH, PHONE_MESSAGES, VALIDATION_MESSAGES as M, amountDecimals, profilePhone } from 'shared-contracts/rules';

/**
 * The two request forms of the home page (spec 02 §2 "others", §5). Messages are keys: shared
 * ones from shared-contracts, the others this remote's (`validation.*` in its translations).
 */
export const HOME_MESSAGES = {
  ...M,
  ...PHONE_MESSAGES,
  amountNotPositive: 'amountNotPositive',
  amountTooLarge: 'amountTooLarge',
  amountDecimals: 'amountDecimals',
} as const;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Form values are what the inputs keep (text); the submit turns them into the request. */
export interface IncorporationValues {
  full_name: string;
  email: string;
  phone_number: string;
  company_type: CompanyType | '';
  notes: string;
}

export const incorporationSchema: ObjectSchema<IncorporationValues> = object({
  full_name: string().trim().required(M.requiredField).max(HOME_TEXT_MAX, M.exceedMaxCharacters),
  email: string().trim().required(M.requiredField).max(EMAIL_MAX_LENGTH, M.exceedMaxCharacters).matches(EMAIL, M.invalidEmail),
  // Spec 02 §5 profile phone: required, not starting with 0, at most 15 digits, at least 6, E.164.
  phone_number: profilePhone(),
  company_type: string<CompanyType | ''>().required(M.requiredField).oneOf(['', ...COMPANY_TYPES], M.requiredField),
  notes: string().default('').max(HOME_NOTE_MAX, M.exceedMaxCharacters),
});

export interface EarlySettlementValues {
  /** Unformatted digits ("1500000", "12.5"), as the amount input keeps them. */
  amount: string;
  reason: string;
}

export function earlySettlementSchema(currency: 'IDR' | 'PHP' | 'USD'): ObjectSchema<EarlySettlementValues> {
  const decimals = amountDecimals(currency);
  return object({
    amount: string()
      .trim()
      .required(M.requiredField)
      .test('positive', HOME_MESSAGES.amountNotPositive, (value) => !value || Number(value) > 0)
      .test('maximum', HOME_MESSAGES.amountTooLarge, (value) => !value || Number(value) <= AMOUNT_MAX)
      .test('decimals', HOME_MESSAGES.amountDecimals, (value) => !value || (value.split('.')[1] ?? '').length <= decimals),
    reason: string().trim().required(M.requiredField).max(HOME_NOTE_MAX, M.exceedMaxCharacters),
  });
}

/** The amount input keeps unformatted text; the request carries the number. */
export const toAmount = (value: string): number => Number(value.trim());
