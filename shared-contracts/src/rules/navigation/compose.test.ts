import type { MenuEntryDeclaration, RemoteDeclaration } from '../../platform/declaration';
import { composeNavigation, gateOf } from './compose';
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

describe('composeNavigation', () => {
  it('places entries before or after an anchor, at the group end without one, and across remotes in any order', () => {
    const areas = composeNavigation(SHELL, [
      remote('late', [entry('first', { before: 'second' })]), // its anchor comes from a later remote
      remote('early', [entry('second', { before: 'balance' }), entry('middle', { after: 'balance' }), entry('last')]),
      remote('settings', [entry('settings', { group: 'configuration' })]),
    ]);
    expect(areas.problems).toEqual([]);
    expect(keysOf(areas.menu)).toEqual(['first', 'second', 'balance', 'middle', 'cash', 'last', 'settings']);
    expect(menuEntries(areas.menu).find((e) => e.key === 'middle')).toMatchObject({ remote: 'early', label: { en: 'middle' } });
  });

  it('puts an entry whose anchor nobody declares at its group end', () => {
    expect(keysOf(composeNavigation(SHELL, [remote('a', [entry('lost', { after: 'nowhere' })])]).menu)).toEqual(['balance', 'cash', 'lost']);
  });

  it.each<[string, MenuEntryDeclaration, string]>([
    ['an unknown audience', entry('x', { gate: { audience: 'wizards' } }), 'a: menu entry "x": unknown audience "wizards"'],
    ['an unknown area', entry('x', { gate: { audience: 'everyone', area: 'moon' } }), 'unknown feature area "moon"'],
    ['an unknown flag', entry('x', { gate: { audience: 'everyone', flags: ['teleport'] } }), 'unknown feature flag "teleport"'],
    ['an unknown rule', entry('x', { gate: { audience: 'everyone', rules: ['always'] } }), 'unknown business rule "always"'],
    ['an unknown group', entry('x', { group: 'sidebar-bottom' }), 'unknown group "sidebar-bottom"'],
    ['a key the shell uses', entry('cash'), 'menu entry "cash": the key is taken'],
  ])('leaves out an entry with %s and says why', (_case, declared, problem) => {
    const areas = composeNavigation(SHELL, [remote('a', [declared])]);
    expect(areas.problems.join('\n')).toContain(problem);
    expect(keysOf(areas.menu)).toEqual(['balance', 'cash']);
  });

  it('lists the routes with their gates; a route gate with an unknown name opens nothing by itself', () => {
    const areas = composeNavigation(SHELL, [
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
