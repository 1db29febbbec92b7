import { PHONE_MAX_LENGTH } from 'shared-contracts/rules';
import type { FieldBaseProps } from './Field';
import { TextField } from './TextField';

/**
 * The first-character rule (spec 01 §5, 02 §5): an E.164 number starts with "+"; a number typed
 * with a digit first gets the "+", anything that is not a digit after it is dropped, and the first
 * digit is never 0. At most PHONE_MAX_LENGTH characters.
 */
export function normalisePhone(typed: string): string {
  const digits = typed.replace(/\D/g, '').replace(/^0+/, '');
  if (digits === '') return typed.trim().startsWith('+') ? '+' : '';
  return `+${digits}`.slice(0, PHONE_MAX_LENGTH);
}

export interface PhoneInputProps extends FieldBaseProps {
  value: string;
  onChange: (value: string) => void;
}

/** A mobile number in E.164 ("+628123456789"); validate it with shared-contracts' PHONE_PATTERN. */
export function PhoneInput(props: PhoneInputProps) {
  return <TextField {...props} type="tel" inputMode="tel" autoComplete="tel" maxLength={PHONE_MAX_LENGTH} parse={normalisePhone} />;
}
