import type { MenuEntryDeclaration, RemoteDeclaration } from '../../registry/declaration';
import { composeSiteMap, gateOf, unknownLinks } from './compose';
import { menuEntries, type MenuGroup } from './menu';

const SHELL: readonly MenuGroup[] = [
  {
    key: 'top',
    label: null,
    items: [
      { kind: 'entry', key: 'balance', path: '/balance', label: 'menu.balance', gate: { audience: 'balanceViewers' } },
      { kind: 'entry', key: 'cash', path: '/cash', label: 'menu.cash', gate: { audience: 'balanceViewers' } },
    ],
  },
  { key: 'configuration', label: 'menu.group.configuration', items: [] },
];

const entry = (key: string, more: Partial<MenuEntryDeclaration> = {}): MenuEntryDeclaration => ({
  key,
  path: `/${key}`,
  label: { en: key, id: key },
  group: 'top',
  gate: { audience: 'everyone' },
  ...more,
});

const remote = (name: string, menu: MenuEntryDeclaration[], routes: RemoteDeclaration['routes'] = []) => ({
  name,
  declaration: { title: { en: name, id: name }, routes, menu, slots: [] },
});

const keysOf = (groups: readonly MenuGroup[]) => menuEntries(groups).map((e) => e.key);

const served = (...paths: string[]) => remote('spec-areas', [], paths.map((path) => ({ path })));

describe('composeSiteMap', () => {
  it('serves a spec entry once a remote renders its path, and leaves the others unserved', () => {
    const siteMap = composeSiteMap(SHELL, [served('/balance')]);
    expect(menuEntries(siteMap.menu).map((e) => [e.key, e.remote])).toEqual([
      ['balance', 'spec-areas'],
      ['cash', undefined],
    ]);
  });

  it("links an unserved spec entry to the deployment's other dashboard when it has one", () => {
    const siteMap = composeSiteMap(SHELL, [], { otherDashboardUrl: 'https://old.example.com/dashboard/' });
    expect(menuEntries(siteMap.menu).find((e) => e.key === 'cash')).toMatchObject({ elsewhere: 'https://old.example.com/cash' });
  });

  it("lets a remote claim a spec entry by its key: its entry takes the spec's place, once", () => {
    const siteMap = composeSiteMap(SHELL, [
      remote('money', [entry('cash', { label: { en: 'Cash', id: 'Kas' } })]),
      remote('other', [entry('cash')]),
    ]);
    expect(keysOf(siteMap.menu)).toEqual(['balance', 'cash']);
    expect(menuEntries(siteMap.menu).find((e) => e.key === 'cash')).toMatchObject({ remote: 'money', label: { en: 'Cash' } });
    expect(siteMap.problems).toEqual(['other: menu entry "cash": the key is taken']);
  });

  it('lists the named pages, and says what is wrong with one it leaves out', () => {
    const withPages = {
      name: 'settings',
      declaration: {
        title: { en: 's', id: 's' },
        routes: [{ path: '/settings/*' }],
        menu: [entry('settings', { group: 'configuration' })],
        pages: [
          { key: 'settings.team', path: '/settings/team', within: 'settings', anchors: ['members'], gate: { audience: 'administrators' } },
          { key: 'settings.odd', path: '/settings/odd', within: 'nowhere' },
          { key: 'balance', path: '/settings/balance' },
        ],
        links: ['balance', 'settings.missing'],
        slots: [],
      },
    };
    const siteMap = composeSiteMap(SHELL, [withPages]);
    expect(siteMap.pages.filter((p) => p.remote === 'settings')).toEqual([
      { key: 'settings.team', path: '/settings/team', remote: 'settings', within: 'settings', anchors: ['members'], gate: { audience: 'administrators' } },
    ]);
    expect(siteMap.problems).toEqual(['settings: page "settings.odd": unknown menu entry "nowhere"', 'settings: page "balance": the key is taken']);
    expect(unknownLinks(siteMap, [withPages])).toEqual(['settings: links to unknown route key "settings.missing"']);
  });

  it('places entries before or after an anchor, at the group end without one, and across remotes in any order', () => {
    const areas = composeSiteMap(SHELL, [
      remote('late', [entry('first', { before: 'second' })]), // its anchor comes from a later remote
      remote('early', [entry('second', { before: 'balance' }), entry('middle', { after: 'balance' }), entry('last')]),
      remote('settings', [entry('settings', { group: 'configuration' })]),
    ]);
    expect(areas.problems).toEqual([]);
    expect(keysOf(areas.menu)).toEqual(['first', 'second', 'balance', 'middle', 'cash', 'last', 'settings']);
    expect(menuEntries(areas.menu).find((e) => e.key === 'middle')).toMatchObject({ remote: 'early', label: { en: 'middle' } });
  });

  it('puts an entry whose anchor nobody declares at its group end', () => {
    expect(keysOf(composeSiteMap(SHELL, [remote('a', [entry('lost', { after: 'nowhere' })])]).menu)).toEqual(['balance', 'cash', 'lost']);
  });

  it.each<[string, MenuEntryDeclaration, string]>([
    ['an unknown audience', entry('x', { gate: { audience: 'wizards' } }), 'a: menu entry "x": unknown audience "wizards"'],
    ['an unknown area', entry('x', { gate: { audience: 'everyone', area: 'moon' } }), 'unknown feature area "moon"'],
    ['an unknown flag', entry('x', { gate: { audience: 'everyone', flags: ['teleport'] } }), 'unknown feature flag "teleport"'],
    ['an unknown rule', entry('x', { gate: { audience: 'everyone', rules: ['always'] } }), 'unknown business rule "always"'],
    ['an unknown group', entry('x', { group: 'sidebar-bottom' }), 'unknown group "sidebar-bottom"'],
  ])('leaves out an entry with %s and says why', (_case, declared, problem) => {
    const areas = composeSiteMap(SHELL, [remote('a', [declared])]);
    expect(areas.problems.join('\n')).toContain(problem);
    expect(keysOf(areas.menu)).toEqual(['balance', 'cash']);
  });

  it('lists the routes with their gates; a route gate with an unknown name opens nothing by itself', () => {
    const areas = composeSiteMap(SHELL, [
      remote('n', [], [
        { path: '/notification-center', gate: { audience: 'everyone', flags: ['notification_center'] } },
        { path: '/odd', gate: { audience: 'everyone', rules: ['always'] } },
        { path: '/plain' },
      ]),
    ]);
    expect(areas.routes).toEqual([
      { remote: 'n', path: '/notification-center', gate: { audience: 'everyone', flags: ['notification_center'] } },
      { remote: 'n', path: '/odd' },
      { remote: 'n', path: '/plain' },
    ]);
    expect(areas.problems).toEqual(['n: route /odd: unknown business rule "always"']);
  });
});

test('gateOf keeps only the parts a declaration gives', () => {
  expect(gateOf({ audience: 'viewers', flags: [], rules: [] })).toEqual({ audience: 'viewers' });
  expect(gateOf({ audience: 'viewersOrOperations', area: 'credit_cards' })).toEqual({ audience: 'viewersOrOperations', area: 'credit_cards' });
});
