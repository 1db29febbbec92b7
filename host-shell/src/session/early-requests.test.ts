import { API, CSRF_HEADER, CSRF_HEADER_VALUE, ENVIRONMENT_COOKIE_NAME, GatewayClient, NEW_AUTHENTICATION_HEADER, REFRESH_LOCK_NAME, createGatewayApi } from 'shared-contracts/gateway';

// Decision 0086: the entry starts the restore's requests; the gateway client takes their answers.
type Modules = typeof import('./early-requests') & typeof import('./early-answers');

/** Fresh module state per test (the answers and whether the restore has begun). */
function load(): Modules {
  let modules: Modules | undefined;
  jest.isolateModules(() => {
    modules = { ...jest.requireActual<typeof import('./early-requests')>('./early-requests'), ...jest.requireActual<typeof import('./early-answers')>('./early-answers') };
  });
  return modules!;
}

/** A Response as far as the client and the early requests read one (jsdom has no Response). */
function answer(body: unknown, status = 200): Response {
  const text = JSON.stringify(body);
  const make = (): Response => ({ ok: status < 400, status, headers: { get: () => null }, text: async () => text, json: async () => JSON.parse(text) as unknown, clone: make }) as unknown as Response;
  return make();
}

const USER = { id: 'usr_1', email: 'owner@tokoku.test', preferred_language: 'en' };
const BUSINESS = { id: 'biz_1', brand_name: 'MAIN' };
let network: jest.Mock;
/** Lets every pending answer and its `then`s run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  window.localStorage.clear();
  document.cookie = `${ENVIRONMENT_COOKIE_NAME}=DEVELOPMENT; path=/`;
  document.head.innerHTML = '';
  network = jest.fn(async (url: string) => (url.startsWith(API.refreshToken) ? answer({ access_token: 'early-token' }) : answer({ url })));
  globalThis.fetch = network as unknown as typeof fetch;
});

const signedIn = (extra: Record<string, string> = {}) => {
  window.localStorage.setItem('mdp.user', JSON.stringify(USER));
  window.localStorage.setItem('mdp.business', JSON.stringify(BUSINESS));
  for (const [key, value] of Object.entries(extra)) window.localStorage.setItem(key, value);
};

/** A signed-in browser whose page carries this deployment: the entry starts its requests, and they run. */
async function startOnPage(deployment: string): Promise<Modules> {
  signedIn();
  document.head.innerHTML = `<script type="application/json" id="mdp-deployment">${deployment}</script>`;
  const modules = load();
  modules.startEarlyRequests();
  await settle();
  return modules;
}

/** The restore's requests as the shell's client makes them, over the early answers. */
async function restoreWith(modules: Modules, tokenMode = true) {
  const client = new GatewayClient({ environment: () => 'DEVELOPMENT', fetch: modules.earlyAnswersFirst(), refreshLock: (refresh) => refresh() });
  client.useNewAuthentication(tokenMode);
  const api = createGatewayApi(client);
  if (tokenMode) await client.refresh();
  return Promise.all([api.authenticatedUserData(), api.userBusinesses(), api.businessSettings(), api.balanceViewFlag(), api.featureFlags(BUSINESS.id, USER.email), api.commonCompanyDetail()]);
}

describe('the session’s first requests, started by the entry', () => {
  it('writes out the contract’s paths and names (the entry cannot afford the module that builds API)', () => {
    const { EARLY_PATHS, EARLY_NAMES, TOKEN_MODE_HEADER } = load();
    for (const [name, path] of Object.entries(EARLY_PATHS)) expect([name, path]).toEqual([name, API[name as keyof typeof API]]);
    expect(EARLY_NAMES).toEqual({ refreshLock: REFRESH_LOCK_NAME, environmentCookie: ENVIRONMENT_COOKIE_NAME, csrfHeader: CSRF_HEADER, csrfHeaderValue: CSRF_HEADER_VALUE });
    expect(TOKEN_MODE_HEADER).toBe(NEW_AUTHENTICATION_HEADER);
  });

  it('token mode: the refresh, then the restore’s six reads with its token; the client asks the network for none of them again', async () => {
    signedIn();
    const modules = load();
    modules.startEarlyRequests();
    await settle();
    expect(network).toHaveBeenCalledTimes(7);
    const [refreshUrl, refreshInit] = network.mock.calls[0]!;
    expect(refreshUrl).toBe(API.refreshToken);
    expect(refreshInit).toMatchObject({ method: 'POST', credentials: 'include', headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE, [NEW_AUTHENTICATION_HEADER]: 'true' } });
    expect(network.mock.calls[1]![1].headers).toMatchObject({ Authorization: 'Bearer early-token' });
    const answers = await restoreWith(modules);
    expect(network).toHaveBeenCalledTimes(7);
    expect(answers.map((read) => (read as unknown as { url: string }).url)).toEqual([
      `${API.authenticatedUserData}?environment=DEVELOPMENT`,
      `${API.userBusinesses}?environment=DEVELOPMENT`,
      `${API.businessSettings}?environment=DEVELOPMENT`,
      `${API.balanceViewFlag}?environment=DEVELOPMENT`,
      `${API.featureFlags}/biz_1?environment=DEVELOPMENT&email=owner%40tokoku.test`,
      `${API.commonCompanyDetail}?environment=DEVELOPMENT`,
    ]);
  });

  it('a restore that begins while the refresh is on its way still takes the six reads: the refresh answers once they are sent', async () => {
    signedIn();
    const modules = load();
    modules.startEarlyRequests();
    const client = new GatewayClient({ environment: () => 'DEVELOPMENT', fetch: modules.earlyAnswersFirst(), refreshLock: (refresh) => refresh() });
    client.useNewAuthentication(true);
    await client.refresh();
    expect(network).toHaveBeenCalledTimes(7);
    const api = createGatewayApi(client);
    await Promise.all([api.authenticatedUserData(), api.userBusinesses(), api.businessSettings(), api.balanceViewFlag(), api.featureFlags(BUSINESS.id, USER.email), api.commonCompanyDetail()]);
    expect(network).toHaveBeenCalledTimes(7);
  });

  it('a refresh that answers after the restore settled (it did not wait for it) starts no read', async () => {
    signedIn();
    const modules = load();
    let answerRefresh: (response: Response) => void = () => undefined;
    network.mockImplementationOnce(() => new Promise<Response>((resolve) => (answerRefresh = resolve)));
    modules.startEarlyRequests();
    modules.earlyAnswersFirst();
    modules.forgetEarlyAnswers();
    answerRefresh(answer({ access_token: 'early-token' }));
    await settle();
    expect(network).toHaveBeenCalledTimes(1);
  });

  it('an answer is taken once: the same read again, and any other request, go to the network', async () => {
    signedIn();
    const modules = load();
    modules.startEarlyRequests();
    await settle();
    await restoreWith(modules);
    const client = new GatewayClient({ environment: () => 'DEVELOPMENT', fetch: modules.earlyAnswersFirst(), refreshLock: (refresh) => refresh() });
    await createGatewayApi(client).authenticatedUserData();
    expect(network).toHaveBeenCalledTimes(8);
  });

  it('a read whose credential differs (another token, or the session cookie) is not answered early', async () => {
    signedIn();
    const modules = load();
    modules.startEarlyRequests();
    await settle();
    await restoreWith(modules, false);
    expect(network).toHaveBeenCalledTimes(7 + 6);
  });

  it('the deployment’s session mode: no refresh, the reads without a token', async () => {
    const modules = await startOnPage('{"brand":"MAIN","authentication":"session"}');
    expect(network.mock.calls.map(([url]) => String(url).split('?')[0])).toEqual([
      API.authenticatedUserData,
      API.userBusinesses,
      API.businessSettings,
      API.balanceViewFlag,
      `${API.featureFlags}/biz_1`,
      API.commonCompanyDetail,
    ]);
    await restoreWith(modules, false);
    expect(network).toHaveBeenCalledTimes(6);
  });

  it('another brand’s dashboard reads no company detail', async () => {
    await startOnPage('{"brand":"PARTNER_A"}');
    expect(network.mock.calls.map(([url]) => String(url))).not.toContainEqual(expect.stringContaining(API.commonCompanyDetail));
    expect(network).toHaveBeenCalledTimes(6);
  });

  it('nobody signed in: nothing; a second factor pending or an inactive sign-in: only the refresh (the restore then logs out)', async () => {
    let modules = load();
    modules.startEarlyRequests();
    signedIn({ 'mdp.mfaAuthenticated': 'false' });
    modules = load();
    modules.startEarlyRequests();
    window.localStorage.setItem('mdp.mfaAuthenticated', 'true');
    window.localStorage.setItem('mdp.lastActionAt', JSON.stringify(Date.now() - 32 * 60_000));
    modules = load();
    modules.startEarlyRequests();
    await settle();
    expect(network.mock.calls.map(([url]) => url)).toEqual([API.refreshToken, API.refreshToken]);
  });

  it('once the restore has begun nothing starts early, and a settled restore drops what it did not take', async () => {
    signedIn();
    let modules = load();
    modules.earlyAnswersFirst();
    modules.startEarlyRequests();
    expect(network).not.toHaveBeenCalled();
    modules = load();
    modules.startEarlyRequests();
    await settle();
    const fetchIt = modules.earlyAnswersFirst();
    modules.forgetEarlyAnswers();
    await fetchIt(API.refreshToken, { method: 'POST', headers: { [NEW_AUTHENTICATION_HEADER]: 'true' } });
    expect(network).toHaveBeenCalledTimes(8);
  });
});

describe('when the start-up may run (the entry holds it until the refresh has gone out)', () => {
  type Grant = (lock: Lock | null) => Promise<unknown>;
  /** A lock manager whose grants the test gives: `held` says whether another tab holds the lock. */
  function fakeLocks(held: boolean) {
    const waiting: Grant[] = [];
    const request = jest.fn((_name: string, ...rest: unknown[]) => {
      const callback = rest.at(-1) as Grant;
      const options = (rest.length > 1 ? rest[0] : {}) as LockOptions;
      if (options.ifAvailable) return callback(held ? null : ({ name: _name, mode: 'exclusive' } as Lock));
      return new Promise((resolve) => waiting.push((lock) => callback(lock).then(resolve)));
    });
    Object.defineProperty(navigator, 'locks', { value: { request }, configurable: true });
    return { request, release: () => waiting.shift()?.({ name: 'lock', mode: 'exclusive' } as Lock) };
  }
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'locks');
  });

  it('resolves once the refresh has gone out under the lock', async () => {
    signedIn();
    const { request } = fakeLocks(false);
    let started = false;
    const sent = load().startEarlyRequests().then(() => (started = network.mock.calls.length > 0));
    await sent;
    expect(started).toBe(true);
    expect(request).toHaveBeenCalledWith(REFRESH_LOCK_NAME, { ifAvailable: true }, expect.any(Function));
    expect(network.mock.calls[0]![0]).toBe(API.refreshToken);
  });

  it('another tab holding the lock does not hold up the start-up: the refresh waits for the lock, then goes out', async () => {
    signedIn();
    const locks = fakeLocks(true);
    await load().startEarlyRequests();
    expect(network).not.toHaveBeenCalled();
    void locks.release();
    await settle();
    expect(network.mock.calls[0]![0]).toBe(API.refreshToken);
    expect(network).toHaveBeenCalledTimes(7);
  });

  it('resolves at once where no refresh goes out: nobody signed in, the session mode', async () => {
    await expect(load().startEarlyRequests()).resolves.toBeUndefined();
    signedIn();
    document.head.innerHTML = '<script type="application/json" id="mdp-deployment">{"authentication":"session"}</script>';
    await expect(load().startEarlyRequests()).resolves.toBeUndefined();
    expect(network.mock.calls.map(([url]) => String(url))).not.toContain(API.refreshToken);
  });

  it('a refresh the network fails still lets the start-up run', async () => {
    signedIn();
    fakeLocks(false);
    network.mockImplementationOnce(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(load().startEarlyRequests()).resolves.toBeUndefined();
    await settle();
    expect(network).toHaveBeenCalledTimes(1);
  });
});
