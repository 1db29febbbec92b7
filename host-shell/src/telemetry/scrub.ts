import { TELEMETRY_LIMITS } from 'shared-contracts/areas/shell/telemetry';

/**
 * What an error message may carry before it leaves the browser: emails, tokens, query strings and
 * long numbers (ids, phone numbers, card numbers) are taken out. Telemetry never sends personal data
 * (docs/decisions/0034-platform-tools-and-telemetry.md).
 */
const REDACTIONS: ReadonlyArray<[RegExp, string]> = [
  [/[^\s@"'<>(),;:]+@[^\s@"'<>(),;:]+\.[^\s@"'<>(),;:]+/g, '[email]'],
  [/\bBearer\s+\S+/gi, 'Bearer [token]'],
  [/\beyJ[\w-]*\.[\w-]+\.[\w-]*/g, '[token]'], // a JWT
  [/(https?:\/\/[^\s?#]+)[?#][^\s]*/g, '$1'], // query and fragment of a URL
  [/\b[A-Za-z0-9_+=-]{32,}\b/g, '[token]'], // long opaque strings: keys, hashes, session ids
  [/\+?\d[\d -]{4,}\d/g, '[number]'], // six digits or more: phone, card, account numbers
];

export function scrubMessage(message: string): string {
  const scrubbed = REDACTIONS.reduce((text, [pattern, replacement]) => text.replace(pattern, replacement), message);
  return scrubbed.slice(0, TELEMETRY_LIMITS.messageLength);
}
