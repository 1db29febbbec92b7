import { autorun } from 'mobx';
import { FEATURE_FLAGS, type Business, type FeatureFlags, type User } from 'shared-contracts';
import { composeSiteMap, SHELL_MENU } from 'shared-contracts/rules';
import { DEFAULT_DEPLOYMENT } from '../config/deployment';
import { SessionStore } from '../session/session-store';
import { remoteSessionView } from './session-view';

const flags = Object.fromEntries(FEATURE_FLAGS.map((flag) => [flag, true])) as FeatureFlags;
const user = { id: 'u1', email: 'owner@tokoku.test', full_name: 'Owner', preferred_language: 'en', can_administer: true } as User;
const business = { id: 'biz_a', name: 'Toko Ku', brand_name: 'MAIN', go_live_status: 'LIVE', country_of_operation: 'Indonesia' } as Business;

function signedInStore() {
  const store = new SessionStore({
    api: {
      restore: async () => undefined,
      logout: async () => undefined,
      authenticatedUserData: async () => ({ user, business }),
      userBusinesses: async () => [business],
      businessSettings: async () => ({ can_view_disbursement: true, is_xen_platform: false }),
      featureFlags: async () => flags,
      commonCompanyDetail: async () => ({ get_started_page_enabled: false, kyc_verification_status: 'PASSED' }) as never,
      balanceViewFlag: async () => ({ balance_view: false }),
    } as never,
    deployment: DEFAULT_DEPLOYMENT,
    queryClient: { clear: () => undefined, resetQueries: async () => undefined },
    onLanguage: () => undefined,
  });
  return store;
}

describe('remoteSessionView', () => {
  const deployment = { ...DEFAULT_DEPLOYMENT, brand: 'PARTNER_A' as const, internalEmailDomains: ['internal.test'] };

  it("hands a remote the store's facts and the deployment's, read-only, and follows the store", async () => {
    window.localStorage.setItem('mdp.user', JSON.stringify(user));
    const store = signedInStore();
    const view = remoteSessionView(store, deployment);
    const seen: string[] = [];
    const stop = autorun(() => seen.push(view.status));
    await store.restore();
    stop();
    expect(seen).toEqual(['unknown', 'signedIn']);
    expect(view.user?.email).toBe('owner@tokoku.test');
    expect(view.featureFlags).toEqual(flags);
    expect(view.businessSettings).toEqual({ can_view_disbursement: true, is_xen_platform: false });
    expect(view.deployment).toEqual({
      brand: 'PARTNER_A',
      docsUrl: DEFAULT_DEPLOYMENT.links.docs,
      apiReferenceUrl: DEFAULT_DEPLOYMENT.links.apiReference,
      feedbackUrl: DEFAULT_DEPLOYMENT.links.feedback,
      internalEmailDomains: ['internal.test'],
    });
    expect(Object.isFrozen(view)).toBe(true);
    expect(() => Object.assign(view, { status: 'signedOut' })).toThrow(TypeError);
    expect(view).not.toBe(store);
  });

  it('serves a 2.x remote its `navigation`, with the composed site map under its old name `areas`', async () => {
    window.localStorage.setItem('mdp.user', JSON.stringify(user));
    const store = signedInStore();
    await store.restore();
    const siteMap = composeSiteMap(SHELL_MENU, []);
    store.site.setSiteMap(siteMap);
    const legacy = remoteSessionView(store, deployment).navigation;
    expect(legacy.areas).toBe(siteMap);
    expect(legacy.siteMap).toBe(siteMap);
    expect(legacy.user?.email).toBe('owner@tokoku.test');
  });
});
