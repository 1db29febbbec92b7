/**
 * A `fetch` with a cookie jar, for driving the gateway client against the real gateway in tests the
 * way a browser would: cookies are kept per name and sent to the paths they are scoped to.
 */
export interface CookieJarFetch {
  fetch: typeof fetch;
  /** name → { value, path } of every cookie held now. */
  cookies: Map<string, { value: string; path: string }>;
  /** How many requests went to each path. */
  calls: Map<string, number>;
}

function applySetCookie(jar: CookieJarFetch['cookies'], header: string): void {
  const [pair = '', ...attributes] = header.split(';').map((part) => part.trim());
  const index = pair.indexOf('=');
  const name = pair.slice(0, index);
  const value = pair.slice(index + 1);
  const attribute = (key: string) =>
    attributes.find((a) => a.toLowerCase().startsWith(`${key}=`))?.slice(key.length + 1);
  // Tests run the gateway on a fake clock, so only an explicit deletion counts: Max-Age=0 or an
  // Expires at the epoch.
  const expires = attribute('expires');
  const expired = attribute('max-age') === '0' || (expires !== undefined && Date.parse(expires) <= 0);
  if (expired || value === '') jar.delete(name);
  else jar.set(name, { value, path: attribute('path') ?? '/' });
}

export function cookieJarFetch(origin: string): CookieJarFetch {
  const cookies: CookieJarFetch['cookies'] = new Map();
  const calls = new Map<string, number>();
  const jarFetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), origin);
    calls.set(url.pathname, (calls.get(url.pathname) ?? 0) + 1);
    const sent = [...cookies].filter(([, c]) => url.pathname.startsWith(c.path)).map(([n, c]) => `${n}=${c.value}`);
    const headers = new Headers(init.headers);
    if (sent.length) headers.set('cookie', sent.join('; '));
    const response = await fetch(url, { ...init, headers });
    for (const header of response.headers.getSetCookie()) applySetCookie(cookies, header);
    return response;
  }) as typeof fetch;
  return { fetch: jarFetch, cookies, calls };
}
