/** @jest-environment node */
// eslint-disable-next-line @typescript-eslint/no-restricted-imports -- the router's own matching, to compare with (tests load the whole package)
import { matchRoutes } from 'react-router';
import { HELP_MENU, SHELL_MENU, menuEntries, type AreaRoute } from 'shared-contracts/rules';
import { declaredRouteFor, shellAreaFor } from './route-lookup';

describe('shellAreaFor', () => {
  it('finds a menu area by its path, its sub-paths and its related paths, as the router matched them', () => {
    expect(shellAreaFor('/balance')).toEqual({ key: 'balance', label: 'menu.balance' });
    expect(shellAreaFor('/balance/')?.key).toBe('balance');
    expect(shellAreaFor('/Balance/History')?.key).toBe('balance');
    expect(shellAreaFor('/qr-code-download/123')?.key).toBe('qr-codes');
    expect(shellAreaFor('/issuing/cards/9')?.key).toBe('issuing-cards');
  });

  it('finds the help menu resolution centre by its exact path only', () => {
    expect(shellAreaFor('/resolution-center')?.key).toBe('resolution-center');
    expect(shellAreaFor('/resolution-center/1')).toBeUndefined();
  });

  it('leaves other paths to the remotes: a shared prefix is not a sub-path', () => {
    expect(shellAreaFor('/home')).toBeUndefined();
    expect(shellAreaFor('/credit_cards/payments')).toBeUndefined();
    expect(shellAreaFor('/balances')).toBeUndefined();
  });

  it('answers as the router did with one route per area path and sub-path (the tables it replaces)', () => {
    const routes = menuEntries(SHELL_MENU).flatMap((entry) =>
      [entry.path, ...(entry.relatedPaths ?? [])].flatMap((base) => [base, `${base}/*`].map((path) => ({ path, id: `${entry.key}:${path}` }))),
    );
    for (const help of HELP_MENU) if (help.path) routes.push({ path: help.path, id: `${help.key}:${help.path}` });
    const samples = routes.flatMap((route) => [route.path.replace('/*', ''), route.path.replace('/*', '/x/y'), route.path.toUpperCase().replace('/*', '/')]);
    for (const pathname of [...samples, '/nowhere', '/home']) {
      const matched = matchRoutes(routes, pathname)?.[0]?.route.id.split(':')[0];
      expect([pathname, shellAreaFor(pathname)?.key]).toEqual([pathname, matched]);
    }
  });
});

describe('declaredRouteFor', () => {
  const routes: AreaRoute[] = [
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
});
