/**
 * Answers of the session's first gateway requests, which the shell's entry started before the
 * start-up had arrived (session/early-requests.ts, decision 0086). The gateway client takes an
 * answer only for the very request it is about to send (method, address, credential), once, until
 * the restore has settled; any other request goes to the network. So a guess that turns out wrong
 * (another tab switched business meanwhile) costs a request, never a wrong answer. Small and
 * dependency-free: the early chunk and the start-up both carry it.
 */
const answers = new Map<string, Promise<Response>>();
/** The gateway client exists: the restore has begun, and a request started now would only ask twice. */
let late = false;
/** The restore has settled: an answer kept now would never be taken, or taken by a later request it was not sent for. */
let settled = false;

export type RequestHeaders = Record<string, string>;

/** The header that carries the token mode (shared-contracts/gateway NEW_AUTHENTICATION_HEADER; early-requests.test.ts holds them equal). */
export const TOKEN_MODE_HEADER = 'x-new-authentication';

function keyOf(method: string, url: string, headers: RequestHeaders): string {
  const address = new URL(url, window.location.href);
  address.searchParams.sort();
  return [method, address.pathname + address.search, headers[TOKEN_MODE_HEADER] ?? '', headers.Authorization ?? ''].join(' ');
}

/**
 * Sends a request early and keeps its answer for the gateway client; nothing once the restore has
 * begun, unless `withRefresh`: a read the early refresh starts before its own answer is handed on,
 * which a restore that began meanwhile is still awaiting, so it cannot have asked for the read yet.
 */
export function sendEarly(method: string, url: string, headers: RequestHeaders, send: () => Promise<Response>, withRefresh = false): void {
  if (settled || (late && !withRefresh)) return;
  const answer = send();
  answer.catch(() => undefined);
  answers.set(keyOf(method, url, headers), answer);
}

/** Whether the restore has begun (the gateway client exists): nothing is worth starting early any more. */
export const restoreBegun = (): boolean => late;

/** The gateway client's fetch: the early answer of this very request, once, else the network. */
export function earlyAnswersFirst(fetchIt: typeof fetch = (input, init) => fetch(input, init)): typeof fetch {
  late = true;
  return (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const key = keyOf(init?.method ?? 'GET', url, (init?.headers ?? {}) as RequestHeaders);
    const answer = answers.get(key);
    if (!answer) return fetchIt(input, init);
    answers.delete(key);
    return answer;
  };
}

/** The restore settled: what it did not take is dropped (a later read asks the network). */
export function forgetEarlyAnswers(): void {
  settled = true;
  answers.clear();
}
