import { INPUT_MASKS, type InputMaskName } from 'shared-contracts/rules';
import type { FieldBaseProps } from './Field';
import { TextField } from './TextField';

const slots = (mask: string) => mask.replace(/[^9]/g, '').length;

/** Digits only, as many as the mask has slots: the value sent to the gateway. */
export function unmask(typed: string, mask: string): string {
  return typed.replace(/\D/g, '').slice(0, slots(mask));
}

/** Places digits in a mask (`9` a digit, anything else a literal), stopping after the last digit. */
export function applyMask(digits: string, mask: string): string {
  let result = '';
  let next = 0;
  for (const character of mask) {
    if (next >= digits.length) break;
    if (character === '9') result += digits[next++];
    else result += character;
  }
  return result;
}

export interface MaskedInputProps extends FieldBaseProps {
  /** A named mask (npwp 99.999.999.9-999.999, tin 999-999-999-999, sec 999999999) or a pattern. */
  mask: InputMaskName | (string & {});
  /** Unmasked digits. */
  value: string;
  onChange: (value: string) => void;
}

/** Shows a tax or registration number in its mask; keeps and sends the digits alone. */
export function MaskedInput({ mask, value, onChange, ...field }: MaskedInputProps) {
  const pattern = mask in INPUT_MASKS ? INPUT_MASKS[mask as InputMaskName] : mask;
  return (
    <TextField
      {...field}
      inputMode="numeric"
      autoComplete="off"
      placeholder={pattern.replace(/9/g, '0')}
      maxLength={pattern.length}
      value={value}
      format={(digits) => applyMask(digits, pattern)}
      parse={(typed) => unmask(typed, pattern)}
      onChange={onChange}
    />
  );
}
