const BASE = 'https://dashboard.invalid';

/** `//host` or `/\host`: a path a browser reads as another origin. */
const leavesOrigin = (path: string): boolean => path.startsWith('//') || path.startsWith('/\\');

/**
 * The one rule for following a URL that came from data (a redirect after login, a one-time token's
 * page, a notification's target, any returnTo): only a same-origin path is followed, as the
 * normalised path the browser would really visit; anything else gives `fallback`. A leading single
 * slash is required, so schemes (`javascript:`, `data:`, any case or encoding), protocol-relative
 * `//host`, backslash tricks, userinfo `@` tricks and control characters never leave the dashboard.
 */
export function safeRedirect(target: unknown, fallback: string): string {
  if (typeof target !== 'string' || !target.startsWith('/') || leavesOrigin(target)) return fallback;
  try {
    const url = new URL(target, BASE);
    // Normalising can produce `//host` again (`/..//evil.test`): check what would be visited.
    if (url.origin !== BASE || leavesOrigin(url.pathname)) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}
