import type { Business } from 'shared-contracts';
import { readEnvironmentCookie, writeEnvironmentCookie } from '../platform/cookies';
import { applyAccountState, rememberEnvironment } from './account-state';

const LIVE = { id: 'biz_tokoku', go_live_status: 'LIVE' } as Business;
const OTHER_LIVE = { id: 'biz_other', go_live_status: 'LIVE' } as Business;
const TEST_ONLY = { id: 'biz_tokoku_baru', go_live_status: 'AWAITING_DOCS' } as Business;

beforeEach(() => {
  window.localStorage.clear();
  document.cookie = 'environment=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

describe('the environment a business opens in (spec 01 §4; issue 42)', () => {
  it('a first live business opens in live mode; a test-only one forces test mode', () => {
    expect(applyAccountState(LIVE)).toEqual({ liveMode: 'LIVE', environment: 'PRODUCTION' });
    expect(applyAccountState(TEST_ONLY)).toEqual({ liveMode: 'NON_LIVE', environment: 'DEVELOPMENT' });
  });

  it('back from a test-only business, a live one opens in the environment last used in it', () => {
    applyAccountState(LIVE);
    applyAccountState(TEST_ONLY);
    expect(applyAccountState(LIVE).environment).toBe('PRODUCTION');

    writeEnvironmentCookie('DEVELOPMENT');
    rememberEnvironment(LIVE.id, 'DEVELOPMENT'); // the user switched to test mode there
    applyAccountState(TEST_ONLY);
    expect(applyAccountState(LIVE).environment).toBe('DEVELOPMENT');
  });

  it('a live business never opened here keeps the cookie of this browser', () => {
    writeEnvironmentCookie('DEVELOPMENT');
    expect(applyAccountState(OTHER_LIVE).environment).toBe('DEVELOPMENT');
    expect(readEnvironmentCookie()).toBe('DEVELOPMENT');
  });

  it('a damaged memory is ignored', () => {
    window.localStorage.setItem('mdp.environmentByBusiness', '{"biz_tokoku":"STAGING"}');
    expect(applyAccountState(LIVE).environment).toBe('PRODUCTION');
  });
});
