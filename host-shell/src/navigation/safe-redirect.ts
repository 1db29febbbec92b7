/**
 * A path that came from data (a redirect after login, a notification's target) is followed only
 * when it stays on this origin: a leading single slash, no scheme, no protocol-relative `//`.
 */
export function safeRedirect(target: unknown, fallback: string): string {
  if (typeof target !== 'string' || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) {
    return fallback;
  }
  try {
    const url = new URL(target, 'https://dashboard.invalid');
    if (url.origin !== 'https://dashboard.invalid') return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}
