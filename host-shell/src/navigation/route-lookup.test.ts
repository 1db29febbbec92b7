/** @jest-environment node */
// eslint-disable-next-line @typescript-eslint/no-restricted-imports -- the router's own matching, to compare with (tests load the whole package)
import { matchRoutes } from 'react-router';
import type { SiteRoute } from 'shared-contracts/rules';
import { declaredRouteFor } from './route-lookup';

describe('declaredRouteFor', () => {
  const routes: SiteRoute[] = [
    { remote: 'cards', path: '/credit_cards/*' },
    { remote: 'settings', path: '/settings/*' },
    { remote: 'settings', path: '/callbacks' },
    { remote: 'special', path: '/settings/special/*' },
    { remote: 'home', path: '/home' },
  ];

  it('finds the declared route of a path, case aside and with a trailing slash', () => {
    expect(declaredRouteFor(routes, '/credit_cards/payment/abc')?.remote).toBe('cards');
    expect(declaredRouteFor(routes, '/credit_cards')?.remote).toBe('cards');
    expect(declaredRouteFor(routes, '/Home/')).toEqual({ remote: 'home', path: '/home' });
    expect(declaredRouteFor(routes, '/home/sub')).toBeUndefined();
    expect(declaredRouteFor(routes, '/credit_cardsx')).toBeUndefined();
  });

  it('prefers the most specific pattern, whatever the registry order', () => {
    expect(declaredRouteFor(routes, '/settings/special/page')?.remote).toBe('special');
    expect(declaredRouteFor(routes, '/settings/developers')?.remote).toBe('settings');
    expect(declaredRouteFor([...routes].reverse(), '/settings/special')?.remote).toBe('special');
    expect(declaredRouteFor([{ remote: 'a', path: '/x/*' }, { remote: 'b', path: '/x' }], '/x')?.remote).toBe('b');
  });

  it('answers as the router does with one route per declared path (the tables it replaces)', () => {
    const table = routes.map((route) => ({ path: route.path, id: `${route.remote}|${route.path}` }));
    const samples = routes.flatMap((route) => [route.path.replace('/*', ''), route.path.replace('/*', '/x/y'), route.path.toUpperCase().replace('/*', '/')]);
    for (const pathname of [...samples, '/nowhere', '/home/x', '/settingsx']) {
      const matched = matchRoutes(table, pathname)?.[0]?.route.id;
      const found = declaredRouteFor(routes, pathname);
      expect([pathname, found && `${found.remote}|${found.path}`]).toEqual([pathname, matched]);
    }
  });
});
