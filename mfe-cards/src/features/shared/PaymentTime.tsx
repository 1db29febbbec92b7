import type { Display } from './use-display';

/** A payment's moment, machine-readable in `dateTime`. */
export function PaymentTime({ iso, display }: { iso: string; display: Display }) {
  return <time dateTime={iso}>{display.time(iso)}</time>;
}
