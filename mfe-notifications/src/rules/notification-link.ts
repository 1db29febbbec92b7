import { safeRedirect } from 'shared-contracts/rules';

/**
 * Where a notification's `target_url` may take the user (issue 13):
 * - a same-origin path: inside the dashboard, through the project's one `safeRedirect` rule;
 * - an absolute `https:` URL: another site, in a new tab (`rel="noopener noreferrer"`);
 * - anything else (`javascript:`, `data:`, `http:`, protocol-relative `//host`, other schemes,
 *   malformed text): never followed.
 */
export type NotificationLink =
  | { kind: 'in-app'; path: string }
  | { kind: 'external'; href: string }
  | { kind: 'none' };

const NONE: NotificationLink = { kind: 'none' };
const REFUSED = '\u0000refused';

/** Printable ASCII without spaces or backslashes: no control characters, no whitespace tricks. */
const PLAIN_URL = /^[\x21-\x5b\x5d-\x7e]+$/;

function externalLink(target: string): NotificationLink {
  if (!PLAIN_URL.test(target) || !target.toLowerCase().startsWith('https://')) return NONE;
  try {
    const url = new URL(target);
    if (url.protocol !== 'https:' || !url.hostname || url.username || url.password) return NONE;
    return { kind: 'external', href: url.href };
  } catch {
    return NONE;
  }
}

export function notificationLink(target: string | null | undefined): NotificationLink {
  if (typeof target !== 'string' || target === '') return NONE;
  const path = safeRedirect(target, REFUSED);
  if (path !== REFUSED) return { kind: 'in-app', path };
  return externalLink(target);
}
