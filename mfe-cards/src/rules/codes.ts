import { AVS_CODES, CVN_CODES, DECLINE_REASONS, ECI_CODES } from 'shared-contracts/areas/cards/cards';

/** The message key of a result code (spec 02 §8), or none for a code the dashboard does not know. */
export type CodeKind = 'eci' | 'cvn' | 'avs';
const KNOWN: Record<CodeKind, readonly string[]> = { eci: ECI_CODES, cvn: CVN_CODES, avs: AVS_CODES };

export function codeMessageKey(kind: CodeKind, code: string | null): string | null {
  return code !== null && KNOWN[kind].includes(code) ? `${kind}.${code}` : null;
}

export interface DeclineShown {
  key: string;
  /** FRAUD_GUARD_BLOCKED is marked as a fraud block, not an ordinary decline (spec 02 §8). */
  fraudBlock: boolean;
}

export function declineShown(reason: string | null): DeclineShown | null {
  if (reason === null || !(DECLINE_REASONS as readonly string[]).includes(reason)) return null;
  return { key: `decline.${reason}`, fraudBlock: reason === 'FRAUD_GUARD_BLOCKED' };
}
