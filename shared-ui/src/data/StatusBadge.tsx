import type { Tone } from '../feedback/Banner';
import './data.css';

const TONES: ReadonlyArray<[Tone, readonly string[]]> = [
  ['success', ['LIVE', 'ENABLED', 'ACTIVE', 'APPROVED', 'COMPLETED', 'SUCCEEDED', 'SUCCESS', 'PAID', 'SETTLED', 'VERIFIED']],
  ['warning', ['PENDING', 'IN_REVIEW', 'PROCESSING', 'AWAITING_DOCS', 'AWAITING_DATA', 'REQUESTED', 'TIER_1', 'TIER_2']],
  ['danger', ['FAILED', 'REJECTED', 'DISABLED', 'EXPIRED', 'SUSPENDED', 'BLOCKED', 'CANCELLED', 'VOIDED']],
];

/** The tone of a status from the gateway: LIVE/ENABLED green, PENDING amber, FAILED/REJECTED red, anything else neutral. */
export function toneOfStatus(status: string): Tone {
  const key = status.toUpperCase();
  return TONES.find(([, statuses]) => statuses.includes(key))?.[0] ?? 'neutral';
}

export interface StatusBadgeProps {
  status: string;
  /** The translated status; the raw status is shown when missing. */
  label?: string;
  /** Overrides the mapping for statuses it does not know. */
  tone?: Tone;
}

/** A status as a coloured pill; the colour is never the only signal: the text says the status. */
export function StatusBadge({ status, label, tone }: StatusBadgeProps) {
  return (
    <span className="mdp-status" data-tone={tone ?? toneOfStatus(status)}>
      <span className="mdp-status-dot" aria-hidden="true" />
      {label ?? status.replace(/_/g, ' ')}
    </span>
  );
}
