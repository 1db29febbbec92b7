import type { RegistryEntry } from 'shared-contracts/registry';
import type { RemoteLoader } from '../federation/remote-loader';
import type { SessionStore } from '../session/session-store';
import { telemetrySources } from './shell-sources';

const cards: RegistryEntry = {
  name: 'cards',
  manifest: 'http://localhost:4803/mf-manifest.json',
  mount: 'react',
  version: '1.4.2',
  declaration: { title: { en: 'Cards', id: 'Kartu' }, routes: [{ path: '/credit_cards/*' }], menu: [], slots: [] },
};
const loader = { registered: () => [cards], entry: (name: string) => (name === 'cards' ? cards : undefined) } as unknown as RemoteLoader;
const session = { business: { id: 'biz_tokoku' } } as unknown as SessionStore;
const sources = telemetrySources(loader, session);

test('a remote is named by its registry name, its container or request id, or its manifest URL', () => {
  expect(['cards', 'mfe_cards', 'mfe_cards/remote', 'http://localhost:4803/mf-manifest.json', 'shell'].map(sources.remoteName)).toEqual(['cards', 'cards', 'cards', 'cards', 'shell']);
  expect(sources.remoteName('mfe_home/remote')).toBeUndefined();
});

test('a path belongs to the remote route that matches it, as the declared pattern; otherwise to the shell', () => {
  expect(sources.routeOf('/credit_cards/payments/pay_123')).toEqual({ remote: 'cards', route: '/credit_cards/*' });
  expect(sources.routeOf('/settings/team')).toEqual({ remote: 'shell', route: '/settings' });
  expect(sources.remoteVersion('cards')).toBe('1.4.2');
  expect(sources.businessId()).toBe('biz_tokoku');
});
