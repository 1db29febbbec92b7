/** @jest-environment node */
// eslint-disable-next-line @typescript-eslint/no-restricted-imports -- the router's own matching, as the shell's router does it
import { matchRoutes, type RouteObject } from 'react-router';
import { SHELL_MENU, SPEC_PAGES, menuEntries } from 'shared-contracts/rules';
import { DEFAULT_DEPLOYMENT } from './config/deployment';
import type { LoginHandoverRef } from './logged-out/light-login';
import { DASHBOARD_BESIDE_PUBLIC, shellRoutes } from './routes';
import type { InactivityWatch } from './session/inactivity';

const routes = shellRoutes(DEFAULT_DEPLOYMENT, { pageCode: () => undefined } as never, { loginHandover: {} as LoginHandoverRef, inactivity: {} as InactivityWatch });
/** The path pattern of the route a path ends on. */
const routeOf = (pathname: string) => (matchRoutes(routes as RouteObject[], pathname)?.at(-1)?.route.path ?? null);
const DASHBOARD = new Set<string | null>(['*', ...DASHBOARD_BESIDE_PUBLIC]);

describe("the shell's routes", () => {
  it('send every place of the menu and every named page to the dashboard, never to a logged-out page', () => {
    const paths = [...menuEntries(SHELL_MENU).map((entry) => entry.path), ...SPEC_PAGES.map((page) => page.path)].filter((path) => path.startsWith('/'));
    expect(paths.length).toBeGreaterThan(40);
    for (const path of paths) expect([path, DASHBOARD.has(routeOf(path.replace(/:\w+/g, 'x1')))]).toEqual([path, true]);
    expect(routeOf('/xenplatform/accounts/acc_1/activity')).toBe('/xenplatform/accounts/*');
  });

  it('keep the platform’s logged-out pages for what is not a dashboard place (spec 01 §2)', () => {
    expect(routeOf('/xenplatform/tokoku')).toBe('/xenplatform/:business_initial');
    expect(routeOf('/xenplatform/register/biz_1')).toBe('/xenplatform/register/:business_id');
    expect(routeOf('/xenplatform/test-registered')).toBe('/xenplatform/test-registered');
    expect(routeOf('/login')).toBe('/login');
  });
});
