import type { CallbackEvent } from 'shared-contracts/areas/settings/developers';

const TIMEOUT_MS = 5_000;
/** The longest receiver answer kept: enough to read an error page, not a place to store megabytes. */
const PAYLOAD_MAX = 4_000;
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]', '::1']);

export type Delivery = Pick<CallbackEvent, 'status'> & { response: CallbackEvent['response'] };

/**
 * Delivers a callback the way the provider would, within what a sandbox may do (decision 0031): a
 * URL on this machine (loopback) is really POSTed to, with a 5 s timeout and no redirects followed,
 * so a developer's local receiver (and the tests' one) sees it; any other host is never contacted
 * (the sandbox must not send requests across the internet on a dashboard user's say-so) and is
 * answered as a receiver that accepted it, 200 {"received":true}.
 */
export async function deliverCallback(url: string, payload: string, token: string | null, now: () => number): Promise<Delivery> {
  const target = new URL(url);
  if (!LOOPBACK.has(target.hostname)) {
    return { status: 'COMPLETED', response: { code: 200, payload: '{"received":true}', duration: 0, error_code: null } };
  }
  const started = now();
  try {
    const answer = await fetch(target, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { 'x-callback-token': token } : {}) },
      body: payload,
      redirect: 'manual',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const text = (await answer.text()).slice(0, PAYLOAD_MAX);
    const ok = answer.status >= 200 && answer.status < 300;
    return {
      status: ok ? 'COMPLETED' : 'FAILED',
      response: { code: answer.status, payload: text, duration: Math.max(0, now() - started), error_code: ok ? null : `HTTP_${answer.status}` },
    };
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
    return {
      status: 'FAILED',
      response: { code: null, payload: null, duration: Math.max(0, now() - started), error_code: timedOut ? 'CONNECTION_TIMEOUT' : 'CONNECTION_REFUSED' },
    };
  }
}
