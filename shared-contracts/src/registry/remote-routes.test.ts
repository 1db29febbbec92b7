import type { RegistryEntry } from './registry';
import { remoteForPath, slotFillers } from './remote-routes';

const entry = (name: string, paths: string[], slots: RegistryEntry['declaration']['slots'] = []): RegistryEntry => ({
  name,
  manifest: `http://localhost/${name}/mf-manifest.json`,
  mount: 'react',
  version: '1.0.0',
  declaration: { title: { en: name, id: name }, routes: paths.map((path) => ({ path })), menu: [], slots },
});

const ENTRIES = [
  entry('home', ['/home']),
  entry('activation', ['/activation', '/activation/*', '/activation-ph-individual', '/get-started']),
  entry('cards', ['/credit_cards/*']),
  entry('settings', ['/settings/*']),
  entry('notifications', ['/notification-center'], ['header.notificationBell']),
];

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
    expect(remoteForPath(ENTRIES, pathname)?.remote).toBe(remote);
  });

  it('answers the declared route that matched', () => {
    expect(remoteForPath(ENTRIES, '/activation/ongoing-activation')).toEqual({ remote: 'activation', path: '/activation/*' });
  });
});

test('slotFillers lists the remotes that declare a slot', () => {
  expect(slotFillers(ENTRIES, 'header.notificationBell')).toEqual(['notifications']);
  expect(slotFillers([], 'header.notificationBell')).toEqual([]);
});
