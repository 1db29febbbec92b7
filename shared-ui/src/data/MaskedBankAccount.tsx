import type { VisibleDigits } from 'shared-contracts/rules';
import './data.css';

/** Keeps the last 4 or 8 digits of an account number (spec 02 §9) and masks the rest. */
export function maskBankAccount(accountNumber: string, visible: VisibleDigits = 4): string {
  const digits = accountNumber.replace(/\s/g, '');
  if (digits.length <= visible) return digits;
  return `${'•'.repeat(Math.min(digits.length - visible, 4))} ${digits.slice(-visible)}`;
}

export interface MaskedBankAccountProps {
  accountNumber: string;
  visible?: VisibleDigits;
  /** Read before the digits by screen readers, e.g. "Account ending in". */
  endingInLabel: string;
}

/** A bank account number as "•••• 1234"; screen readers hear "Account ending in 1234". */
export function MaskedBankAccount({ accountNumber, visible = 4, endingInLabel }: MaskedBankAccountProps) {
  const masked = maskBankAccount(accountNumber, visible);
  return (
    <span className="mdp-masked-account">
      <span aria-hidden="true">{masked}</span>
      <span className="mdp-visually-hidden">{`${endingInLabel} ${masked.split(' ').pop()}`}</span>
    </span>
  );
}
