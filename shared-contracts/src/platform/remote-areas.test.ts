import { REMOTE_AREAS, SLOT_OWNERS, remoteForPath } from './remote-areas';

describe('remoteForPath', () => {
  it.each<[string, string | undefined]>([
    ['/home', 'home'],
    ['/home/', 'home'],
    ['/credit_cards/payments', 'cards'],
    ['/credit_cards/chargebacks/cb_123', 'cards'],
    ['/credit_cards', 'cards'],
    ['/credit_cards/', 'cards'],
    ['/credit_cardsx', undefined],
    ['/activation', 'activation'],
    ['/activation/ongoing-activation', 'activation'],
    ['/activation-ph-individual', 'activation'],
    ['/get-started', 'activation'],
    ['/settings', 'settings'],
    ['/settings/team', 'settings'],
    ['/settingsx', undefined],
    ['/notification-center', 'notifications'],
    ['/notification-center/extra', undefined],
    ['/balance', undefined],
    ['/', undefined],
    ['', undefined],
    ['/homepage', undefined],
    ['/HOME', undefined],
  ])('%j → %s', (pathname, remote) => {
    expect(remoteForPath(pathname)).toBe(remote);
  });
});

describe('REMOTE_AREAS', () => {
  it('gives each remote one area', () => {
    const names = REMOTE_AREAS.map((a) => a.remote);
    expect(new Set(names).size).toBe(names.length);
  });

  it('lets no two remotes claim the same path', () => {
    const paths = REMOTE_AREAS.flatMap((a) => a.paths);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('uses absolute react-router paths', () => {
    for (const path of REMOTE_AREAS.flatMap((a) => a.paths)) expect(path).toMatch(/^\/[a-z0-9_-]+(\/\*|\/[a-z0-9_-]+)*$/);
  });

  it('names a slot owner that has an area', () => {
    const names = REMOTE_AREAS.map((a) => a.remote);
    for (const owner of Object.values(SLOT_OWNERS)) expect(names).toContain(owner);
  });
});
