import { useState } from 'react';
import { amountDecimals, readAmount, writeAmount, type Currency, type TypedAmount } from 'shared-contracts/rules';
import { useUiText } from '../texts/UiTextProvider';
import type { Translate } from '../texts/ui-texts';
import type { FieldBaseProps } from './Field';
import { TextField } from './TextField';

export interface AmountInputProps extends FieldBaseProps {
  currency: Currency;
  /** Unformatted: "1500000" or "12.5"; what is sent to the gateway. */
  value: string;
  onChange: (value: string) => void;
}

/** What a typed amount that is not one gives the form: more decimals than allowed as a number ("12500.50"), so the form's check refuses it too; unreadable text as typed. */
function valueOf(reading: TypedAmount, typed: string): string {
  if (reading.status === 'amount' || reading.status === 'tooManyDecimals') return reading.value;
  if (reading.status === 'empty') return '';
  return typed;
}

/** The field's own message for a typed amount its currency does not write that way, in the page's language. */
export function amountProblemText(reading: TypedAmount, currency: Currency, t: Translate): string | undefined {
  const example = writeAmount(amountDecimals(currency) > 0 ? '12500.50' : '12500', currency);
  if (reading.status === 'tooManyDecimals') {
    return reading.decimals === 0 ? t('amountNoDecimals', { currency, example }) : t('amountTooManyDecimals', { currency, count: reading.decimals, example });
  }
  if (reading.status === 'unreadable') return t('amountUnreadable', { example });
  if (reading.status === 'aboveMax') return t('amountAboveMax');
  return undefined;
}

/**
 * An amount with its currency before it, read the way its currency writes amounts (spec 02 §9:
 * IDR "12.500", PHP "12,500.50"; shared-contracts readAmount). What the merchant types stays as
 * typed while they type; a fraction the currency does not have, or a separator in the wrong place,
 * is said under the field at once and never dropped or rounded; leaving the field writes a good
 * amount with the currency's separators (docs/decisions/0067-responsive-tables-dates-and-amounts.md).
 */
export function AmountInput({ currency, value, onChange, onBlur, error, ...field }: AmountInputProps) {
  const t = useUiText();
  const [typed, setTyped] = useState<string | null>(null);
  const reading = typed === null ? null : readAmount(typed, currency);
  // A value set from outside (a reset, another choice) replaces what was typed.
  const own = typed !== null && reading !== null && valueOf(reading, typed) === value;
  const problem = own && reading ? amountProblemText(reading, currency, t) : undefined;
  return (
    <TextField
      {...field}
      error={problem ?? error}
      inputMode={amountDecimals(currency) > 0 ? 'decimal' : 'numeric'}
      autoComplete="off"
      prefix={currency}
      value={own ? typed : writeAmount(value, currency)}
      onChange={(text) => {
        setTyped(text);
        onChange(valueOf(readAmount(text, currency), text));
      }}
      onBlur={() => {
        if (reading?.status === 'amount' || reading?.status === 'empty') setTyped(null);
        onBlur?.();
      }}
    />
  );
}
