import type { DeclaringRemote } from './compose';
import { commandPalette, paletteLabel } from './command-palette';
import { PENDING_NAVIGATION, type NavigationContext } from './navigation-context';
import { isPathAllowed } from './path-access';
import { type BusinessName, type PersonaName, personaContext } from './personas.fixture';
import { REPOSITORY_REMOTES } from './remotes.fixture';

function hrefs(context: NavigationContext, remotes: readonly DeclaringRemote[] = REPOSITORY_REMOTES): string[] {
  const decision = commandPalette(context, remotes);
  if (decision.status !== 'ready') throw new Error('still pending');
  return decision.entries.map((entry) => entry.href);
}

test('nothing is offered while the facts are not known', () => {
  expect(commandPalette(PENDING_NAVIGATION, REPOSITORY_REMOTES)).toEqual({ status: 'pending' });
});

describe('the palette per persona: the same gates as the menu and the deep links', () => {
  it.each<[PersonaName, BusinessName | undefined, string, boolean]>([
    ['owner', undefined, '/home', true],
    ['owner', undefined, '/settings/team', true],
    ['owner', undefined, '/settings/team?action=invite-team-member#members', true], // "Invite a team member" (mfe-settings)
    ['owner', undefined, '/settings/developers?action=create-api-key#api-keys', true], // "Create API key" (mfe-settings)
    ['owner', undefined, '/credit_cards/payments?action=export-transactions', true], // "Export transactions" (mfe-cards)
    ['viewer', undefined, '/settings/team', false],
    ['viewer', undefined, '/settings/team?action=invite-team-member#members', false],
    ['viewer', undefined, '/settings/developers?action=create-api-key#api-keys', false],
    ['viewer', undefined, '/settings/billings', true],
    ['viewer', undefined, '/credit_cards/payments', true],
    ['dev', undefined, '/settings/developers?action=create-api-key#api-keys', true],
    ['dev', undefined, '/settings/team?action=invite-team-member#members', false],
    ['ops', undefined, '/credit_cards/payments', true],
    ['finance', undefined, '/credit_cards/payments', false],
    ['finance', undefined, '/settings/withdrawals', true],
    ['remit', undefined, '/credit_cards/payments', false],
    ['staff', 'escrow', '/settings/integrations', false],
  ])('%s (%s): %s offered = %s', (persona, business, href, offered) => {
    expect(hrefs(personaContext(persona, business)).includes(href)).toBe(offered);
  });

  it.each<PersonaName>(['owner', 'viewer', 'ops', 'dev', 'finance', 'new', 'manila', 'remit', 'brand2', 'partner', 'staff'])(
    '%s: every entry opens (never a page the deep-link rule would refuse)',
    (persona) => {
      const context = personaContext(persona);
      const offered = hrefs(context);
      expect(offered.length).toBeGreaterThan(0);
      const pages = commandPalette(context, REPOSITORY_REMOTES);
      if (pages.status === 'ready') {
        const pageHrefs = pages.entries.filter((entry) => entry.kind === 'page').map((entry) => entry.href);
        expect(new Set(pageHrefs).size).toBe(pageHrefs.length); // each page once
      }
      for (const href of offered) expect(isPathAllowed(context, href)).toEqual({ status: 'ready', allowed: true });
    },
  );
});

describe("a remote's own entries", () => {
  const remote = (palette: NonNullable<DeclaringRemote['declaration']['palette']>): DeclaringRemote[] => [
    { name: 'squad', declaration: { title: { en: 'Squad', id: 'Skuad' }, routes: [], menu: [], slots: [], palette } },
  ];
  const label = { en: 'Team', id: 'Tim' };

  test('its gate hides it beyond the path rule, and an unknown gate name fails closed', () => {
    const owner = personaContext('owner');
    expect(hrefs(owner, remote([{ key: 'a', path: '/settings/team', label, gate: { audience: 'administrators' } }]))).toContain('/settings/team');
    const viewerHome = remote([{ key: 'b', path: '/home', label: { en: 'Approve', id: 'Setujui' }, gate: { audience: 'administrators' } }]);
    expect(hrefs(personaContext('viewer'), viewerHome).filter((href) => href === '/home')).toHaveLength(1); // the menu's Home only
    const unknown = remote([{ key: 'c', path: '/home', label, gate: { audience: 'nobody-knows' } }]);
    expect(commandPalette(owner, unknown)).toMatchObject({ entries: expect.not.arrayContaining([expect.objectContaining({ key: 'squad:c' })]) });
  });

  test('a path the user may not open is never offered, whatever the remote declares', () => {
    expect(hrefs(personaContext('viewer'), remote([{ key: 'd', path: '/settings/developers', label }]))).not.toContain('/settings/developers');
  });

  test('keywords of every language are searchable; labels read in the language asked', () => {
    const decision = commandPalette(personaContext('owner'), remote([{ key: 'e', path: '/home', label, keywords: { en: ['people'], id: ['orang'] } }]));
    if (decision.status !== 'ready') throw new Error('pending');
    const entry = decision.entries.find((candidate) => candidate.key === 'squad:e');
    expect(entry).toMatchObject({ kind: 'action', keywords: ['people', 'orang'] });
    expect(paletteLabel(entry!.label, 'id', (key) => key)).toBe('Tim');
    expect(paletteLabel('menu.cash', 'en', (key) => `t(${key})`)).toBe('t(menu.cash)');
  });
});
