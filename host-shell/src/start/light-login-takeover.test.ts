import type { RegistryEntry } from 'shared-contracts/registry';
import type { LoginHandover } from '../logged-out/light-login';
import type { SessionStore } from '../session/session-store';
import { takeOverLightLogin } from './light-login-takeover';

// The landing page is the site map's (after-login.ts, tested with the login page); here, one that is known.
jest.mock('../logged-out/after-login', () => ({ afterLogin: jest.fn(() => '/home') }));

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

const VALUES = { email: 'owner@tokoku.test', password: 'Sandbox-2026' };
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function setUp(signIn: () => Promise<'signedIn' | 'secondFactor'>) {
  window.history.replaceState(null, '', '/login');
  const restore = deferred<void>();
  const registry = deferred<readonly RegistryEntry[]>();
  const session = { signInFlow: { signIn: jest.fn(signIn) } } as unknown as SessionStore;
  const handover: LoginHandover = { values: VALUES, language: 'en', takeOver: jest.fn() };
  const taken = takeOverLightLogin(handover, { session, restored: restore.promise, registryReady: registry.promise });
  return { restore, registry, session, handover, taken };
}

describe("taking over the light login's sign-in before the first render", () => {
  it('signs in once the restore has settled, then starts on the landing page once the menu is composed', async () => {
    const { restore, registry, session, handover, taken } = setUp(async () => 'signedIn');
    await flush();
    expect(session.signInFlow.signIn).not.toHaveBeenCalled();
    restore.resolve();
    await flush();
    expect(session.signInFlow.signIn).toHaveBeenCalledWith(VALUES);
    expect(window.location.pathname).toBe('/login'); // the registry is not read yet
    expect(handover.takeOver).not.toHaveBeenCalled();
    registry.resolve([]);
    await expect(taken).resolves.toBeUndefined();
    expect(window.location.pathname).toBe('/home');
    expect(handover.takeOver).toHaveBeenCalledTimes(1);
  });

  it('a second factor asked for: its page, without waiting for the registry', async () => {
    const { restore, handover, taken } = setUp(async () => 'secondFactor');
    restore.resolve();
    await expect(taken).resolves.toBeUndefined();
    expect(window.location.pathname).toBe('/login_verification');
    expect(handover.takeOver).toHaveBeenCalledTimes(1);
  });

  it('a failed sign-in: the address stays, and the values and the failure go to the login page', async () => {
    const wrong = new Error('INVALID_CREDENTIALS');
    const { restore, handover, taken } = setUp(async () => Promise.reject(wrong));
    restore.resolve();
    await expect(taken).resolves.toEqual({ values: VALUES, failure: wrong });
    expect(window.location.pathname).toBe('/login');
    expect(handover.takeOver).toHaveBeenCalledTimes(1);
  });
});
