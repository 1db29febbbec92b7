import { GatewayError, type Business, type FeatureFlags, type User } from 'shared-contracts';
import { FEATURE_FLAGS } from 'shared-contracts';
import { DEFAULT_DEPLOYMENT } from '../config/deployment';
import { INACTIVITY_LIMIT_MS, SessionStore, type SessionStoreOptions } from './session-store';

const flags = Object.fromEntries(FEATURE_FLAGS.map((flag) => [flag, true])) as FeatureFlags;
const user = { id: 'u1', email: 'owner@tokoku.test', full_name: 'Owner', preferred_language: 'id', can_administer: true } as User;
const business = (id: string, go_live_status: Business['go_live_status'] = 'LIVE') =>
  ({ id, name: id, email: `${id}@tokoku.test`, brand_name: 'MAIN', go_live_status, country_of_operation: 'Indonesia' }) as Business;

function fakeApi(overrides: Partial<SessionStoreOptions['api']> = {}): SessionStoreOptions['api'] {
  return {
    signIn: jest.fn(async () => ({ user, business: business('biz_a') })),
    signInWithOneTimeToken: jest.fn(async () => ({ user, business: business('biz_a') })),
    authorizeSmsLogin: jest.fn(async () => ({ user, business: business('biz_a') })),
    authorizeAuthenticatorLogin: jest.fn(async () => ({ user, business: business('biz_a') })),
    authorizeBackupCode: jest.fn(async () => ({ user, business: business('biz_a') })),
    acceptInvitation: jest.fn(async () => ({ user, business: business('biz_a') })),
    changeExpiredPassword: jest.fn(async () => undefined),
    logout: jest.fn(async () => undefined),
    restore: jest.fn(async () => undefined),
    authenticatedUserData: jest.fn(async () => ({ user, business: business('biz_a') })),
    userBusinesses: jest.fn(async () => [business('biz_a'), business('biz_b', 'AWAITING_DOCS')]),
    businessSettings: jest.fn(async () => ({ can_view_disbursement: true, is_xen_platform: false })),
    featureFlags: jest.fn(async () => flags),
    commonCompanyDetail: jest.fn(async () => ({ get_started_page_enabled: false, kyc_verification_status: 'PASSED' }) as never),
    balanceViewFlag: jest.fn(async () => ({ balance_view: false })),
    switchBusiness: jest.fn(async () => undefined),
    updateUser: jest.fn(async () => user),
    ...overrides,
  };
}

function store(api = fakeApi(), now = () => Date.now()) {
  const queryClient = { clear: jest.fn(), resetQueries: jest.fn(async () => undefined) };
  const languages: string[] = [];
  const session = new SessionStore({
    api,
    deployment: { ...DEFAULT_DEPLOYMENT, taxBusinessIds: ['biz_a'] },
    queryClient,
    onLanguage: (language) => languages.push(language),
    now,
  });
  return { session, api, queryClient, languages };
}

const cookie = (name: string) => document.cookie.split('; ').find((c) => c.startsWith(`${name}=`))?.split('=')[1];

/** Someone signed in on this browser before (a signed-out store forgets it). */
const rememberUser = () => window.localStorage.setItem('mdp.user', JSON.stringify(user));

beforeEach(() => {
  window.localStorage.clear();
  rememberUser();
  for (const name of ['environment', 'liveMode']) document.cookie = `${name}=; path=/; max-age=0`;
});

describe('SessionStore', () => {
  it('restores through the refresh cookie, with every navigation fact and the live environment', async () => {
    const { session, languages } = store();
    await session.restore();
    expect(session.status).toBe('signedIn');
    expect(session.businesses).toHaveLength(2);
    expect(session.site.navigation.featureFlags).toEqual(flags);
    expect(session.site.navigation.taxBusinessIds).toEqual(['biz_a']);
    expect(session.site.navigation.getStartedPageEnabled).toBe(false);
    expect(session.liveMode).toBe('LIVE');
    expect(session.environment).toBe('PRODUCTION');
    expect([cookie('liveMode'), cookie('environment')]).toEqual(['LIVE', 'PRODUCTION']);
    expect(languages).toEqual(['id']);
  });

  it('makes no call when nobody signed in on this browser', async () => {
    window.localStorage.removeItem('mdp.user');
    const { session, api } = store();
    await session.restore();
    expect(session.status).toBe('signedOut');
    expect(api.restore).not.toHaveBeenCalled();
  });

  it('forces DEVELOPMENT for a business that is not live', async () => {
    document.cookie = 'environment=PRODUCTION; path=/';
    const { session } = store(fakeApi({ authenticatedUserData: jest.fn(async () => ({ user, business: business('biz_b', 'AWAITING_DOCS') })) }));
    await session.restore();
    expect([session.liveMode, session.environment, cookie('environment')]).toEqual(['NON_LIVE', 'DEVELOPMENT', 'DEVELOPMENT']);
  });

  it('signs out instead of restoring when the last action is older than 31 minutes', async () => {
    window.localStorage.setItem('mdp.lastActionAt', JSON.stringify(Date.now() - INACTIVITY_LIMIT_MS - 1));
    const { session, api } = store();
    await session.restore();
    expect(session.status).toBe('signedOut');
    expect(api.logout).toHaveBeenCalled();
    expect(api.authenticatedUserData).not.toHaveBeenCalled();
  });

  it('signs out a session whose MFA-authenticated flag is "false"', async () => {
    window.localStorage.setItem('mdp.mfaAuthenticated', 'false');
    const { session } = store();
    await session.restore();
    expect(session.status).toBe('signedOut');
  });

  it('is signed out without a refresh cookie, and offers Retry when the gateway does not answer', async () => {
    const signedOut = store(fakeApi({ restore: jest.fn(async () => Promise.reject(new GatewayError('AUTHENTICATION_ERROR', 'Please log in', 401))) }));
    await signedOut.session.restore();
    expect([signedOut.session.status, signedOut.session.restoreFailed]).toEqual(['signedOut', false]);
    rememberUser();
    const down = store(fakeApi({ restore: jest.fn(async () => Promise.reject(new GatewayError('SERVER_ERROR', 'no answer', 0))) }));
    await down.session.restore();
    expect([down.session.status, down.session.restoreFailed]).toEqual(['unknown', true]);
  });

  it('keeps the user where they are when logout answers an error_code', async () => {
    const { session } = store(fakeApi({ logout: jest.fn(async () => Promise.reject(new GatewayError('SOMETHING', 'refused', 400))) }));
    await session.restore();
    expect(await session.signOut()).toBe(false);
    expect([session.status, session.busy]).toEqual(['signedIn', null]);
  });

  it('signs out: clears the session, the query cache and the stored records, and says why', async () => {
    const { session, queryClient } = store();
    await session.restore();
    expect(await session.signOut()).toBe(true);
    expect([session.status, session.user, session.endedBecause]).toEqual(['signedOut', null, 'signedOut']);
    expect(queryClient.clear).toHaveBeenCalled();
    expect(window.localStorage.getItem('mdp.user')).toBeNull();
  });

  it('switches business with fresh server state, and stays put when the switch is refused', async () => {
    const api = fakeApi();
    const { session, queryClient } = store(api);
    await session.restore();
    (api.authenticatedUserData as jest.Mock).mockResolvedValueOnce({ user, business: business('biz_b', 'AWAITING_DOCS') });
    expect(await session.switchBusiness('biz_b')).toBe(true);
    expect(session.business?.id).toBe('biz_b');
    expect(queryClient.clear).toHaveBeenCalled();
    (api.switchBusiness as jest.Mock).mockRejectedValueOnce(new GatewayError('SWITCH_REFUSED', 'no', 409));
    expect(await session.switchBusiness('biz_a')).toBe(false);
    expect([session.business?.id, session.busy]).toEqual(['biz_b', null]);
  });

  it('"Please log in" ends the session as relogin and removes the liveMode cookie; other codes log out', async () => {
    const { session } = store();
    await session.restore();
    session.sessionEnded(true);
    expect([session.status, session.endedBecause, cookie('liveMode')]).toEqual(['signedOut', 'relogin', undefined]);
    rememberUser();
    const other = store();
    await other.session.restore();
    other.session.sessionEnded(false);
    expect([other.session.status, other.session.endedBecause, cookie('liveMode')]).toEqual(['signedOut', 'sessionEnded', 'LIVE']);
  });

  it('switching environment writes the cookie and refetches all server state', async () => {
    const { session, queryClient } = store();
    await session.restore();
    session.switchEnvironment('DEVELOPMENT');
    expect([session.environment, cookie('environment')]).toEqual(['DEVELOPMENT', 'DEVELOPMENT']);
    expect(queryClient.resetQueries).toHaveBeenCalled();
  });

  describe('a failed read besides who is signed in (issue 41 §3)', () => {
    afterEach(() => jest.useRealTimers());
    const down = () => Promise.reject(new GatewayError('SERVER_ERROR', 'no answer', 503));

    it('signs in all the same, without that fact, and reads it again until it is in', async () => {
      jest.useFakeTimers();
      const answers = [down, async () => ({ can_view_disbursement: true, is_xen_platform: false })];
      const settings = jest.fn(() => (answers.length > 1 ? answers.shift()! : answers[0]!)());
      const { session } = store(fakeApi({ businessSettings: settings, userBusinesses: jest.fn(down) }));
      await session.restore();
      expect(session.status).toBe('signedIn');
      expect(session.featureFlags).toEqual(flags);
      expect([session.businessSettings, session.businesses.map((b) => b.id)]).toEqual([undefined, ['biz_a']]);
      expect(session.unreadFacts).toEqual(['businesses', 'businessSettings']);
      expect(session.factsError).toEqual(expect.objectContaining({ code: 'SERVER_ERROR' }));

      await jest.advanceTimersByTimeAsync(5_000); // the second read: settings are in, the businesses not yet
      expect(session.businessSettings).toEqual({ can_view_disbursement: true, is_xen_platform: false });
      expect(session.unreadFacts).toEqual(['businesses']);
      await jest.advanceTimersByTimeAsync(15_000 + 45_000);
      expect(settings).toHaveBeenCalledTimes(2);
      expect(session.unreadFacts).toEqual(['businesses']); // the delays ran out: it stays without them
      await jest.advanceTimersByTimeAsync(120_000);
      expect(session.businesses.map((b) => b.id)).toEqual(['biz_a']);
    });

    it('a read that comes back after the user signed out changes nothing', async () => {
      jest.useFakeTimers();
      const { session, api } = store(fakeApi({ featureFlags: jest.fn(down) }));
      await session.restore();
      expect(session.unreadFacts).toEqual(['featureFlags']);
      await session.signOut();
      await jest.advanceTimersByTimeAsync(5_000);
      expect(api.featureFlags).toHaveBeenCalledTimes(1);
      expect([session.status, session.featureFlags, session.unreadFacts]).toEqual(['signedOut', undefined, []]);
    });
  });

  describe('second-factor sign-in', () => {
    const challenge = {
      mfa_required: true as const, mfa_token: 'challenge-secret-0123456789', mfa_type: 'phone_number' as const,
      user_id: 'u1', phone_number: '+62•••••••009', expires_in: 600,
    };
    const challenged = () => store(fakeApi({ signIn: jest.fn(async () => challenge), signInWithOneTimeToken: jest.fn(async () => challenge) }));

    it('a challenge is not a session: nothing is read, the flag says the second factor is missing', async () => {
      window.localStorage.clear();
      const { session, api } = challenged();
      await expect(session.signInFlow.signIn({ email: ' otp@tokoku.test ', password: 'x' })).resolves.toBe('secondFactor');
      expect(session.status).not.toBe('signedIn');
      expect(session.signInFlow.challenge).toEqual(challenge);
      expect(api.authenticatedUserData).not.toHaveBeenCalled();
      expect(api.featureFlags).not.toHaveBeenCalled();
      expect(window.localStorage.getItem('mdp.mfaAuthenticated')).toBe('false');
      expect(window.localStorage.getItem('mdp.user')).toBeNull();
    });

    it('an email link of such a user is challenged the same way', async () => {
      const { session } = challenged();
      await expect(session.signInFlow.signInWithOneTimeToken({ token: 't', source: 'email', page: '/home' })).resolves.toBe('secondFactor');
      expect(session.signInFlow.challenge?.mfa_token).toBe(challenge.mfa_token);
    });

    it.each([
      ['sms', 'authorizeSmsLogin', '123456'],
      ['authenticator', 'authorizeAuthenticatorLogin', '654321'],
      ['backupCode', 'authorizeBackupCode', '4k7m2p9x'],
    ] as const)('the %s code signs in with the challenge through %s', async (method, call, code) => {
      const { session, api } = challenged();
      await session.signInFlow.signIn({ email: 'otp@tokoku.test', password: 'x' });
      await session.signInFlow.completeSecondFactor(method, code);
      expect(api[call]).toHaveBeenCalledWith(challenge.mfa_token, code);
      expect(session.status).toBe('signedIn');
      expect(session.signInFlow.challenge).toBeNull();
      expect(window.localStorage.getItem('mdp.mfaAuthenticated')).toBe('true');
    });

    it('a wrong code leaves the challenge for another try', async () => {
      const wrong = new GatewayError('OTP_TOKEN_NOT_VALID_ERROR', 'no', 400);
      const { session } = store(fakeApi({ signIn: jest.fn(async () => challenge), authorizeSmsLogin: jest.fn(async () => Promise.reject(wrong)) }));
      await session.signInFlow.signIn({ email: 'otp@tokoku.test', password: 'x' });
      await expect(session.signInFlow.completeSecondFactor('sms', '000000')).rejects.toBe(wrong);
      expect(session.status).not.toBe('signedIn');
      expect(session.signInFlow.challenge).toEqual(challenge);
    });

    it('a reload while the second factor is missing is logged out (the challenge was in memory only)', async () => {
      window.localStorage.clear();
      const first = challenged();
      await first.session.signInFlow.signIn({ email: 'otp@tokoku.test', password: 'x' });
      const { session, api } = store();
      await session.restore();
      expect(session.status).toBe('signedOut');
      expect(session.signInFlow.challenge).toBeNull();
      expect(api.restore).not.toHaveBeenCalled();
      expect(window.localStorage.getItem('mdp.mfaAuthenticated')).toBeNull();
    });

    it('going back to the login page drops the challenge', async () => {
      const { session } = challenged();
      await session.signInFlow.signIn({ email: 'otp@tokoku.test', password: 'x' });
      session.signInFlow.cancelSecondFactor();
      expect(session.signInFlow.challenge).toBeNull();
      await expect(session.signInFlow.completeSecondFactor('sms', '123456')).rejects.toThrow('No sign-in is waiting');
    });
  });
});
