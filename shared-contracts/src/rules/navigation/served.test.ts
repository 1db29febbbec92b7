import { commandPalette } from './command-palette';
import { visibleHelpMenu } from './help-menu';
import { landingPage } from './landing-page';
import { menuEntries } from './menu';
import type { NavigationContext } from './navigation-context';
import { isPathAllowed } from './path-access';
import { type BusinessName, PERSONAS, type PersonaName, personaContext } from './personas.fixture';
import { REPOSITORY_REMOTES, REPOSITORY_SITE_MAP } from './remotes.fixture';
import { visibleMenu } from './visible-menu';

/**
 * Nothing a merchant is offered leads to an area no deployed remote serves (decision 0045): with the
 * remotes of this repository, every persona's menu entries, landing page, palette entries and help
 * entries open a page the shell routes.
 */
const allowed = (context: NavigationContext, href: string): boolean => {
  const decision = isPathAllowed(context, href.split(/[?#]/)[0]!);
  if (decision.status !== 'ready') throw new Error('still pending');
  return decision.allowed;
};

const cases: Array<[PersonaName, BusinessName | undefined]> = [
  ...(Object.keys(PERSONAS) as PersonaName[]).map((persona): [PersonaName, undefined] => [persona, undefined]),
  ['staff', 'escrow'],
  ['staff', 'platformSub'],
];

describe.each(cases)('%s in %s, with the remotes of this repository', (persona, business) => {
  const context: NavigationContext = { ...personaContext(persona, business), siteMap: REPOSITORY_SITE_MAP };

  it('is shown only menu entries a remote serves, each of which opens', () => {
    const menu = visibleMenu(context);
    if (menu.status !== 'ready') throw new Error('still pending');
    const entries = menuEntries(menu.groups);
    expect(entries.filter((entry) => entry.remote === undefined).map((entry) => entry.key)).toEqual([]);
    expect(entries.filter((entry) => !allowed(context, entry.path)).map((entry) => entry.key)).toEqual([]);
  });

  it('lands on a page it may open and a remote serves', () => {
    const landing = landingPage(context);
    if (landing.status !== 'ready') throw new Error('still pending');
    expect(allowed(context, landing.path)).toBe(true);
  });

  it('is offered palette entries and help entries that open', () => {
    const palette = commandPalette(context, REPOSITORY_REMOTES);
    if (palette.status !== 'ready') throw new Error('still pending');
    expect(palette.entries.filter((entry) => !allowed(context, entry.href)).map((entry) => entry.key)).toEqual([]);
    const help = visibleHelpMenu(context);
    if (help.status !== 'ready') throw new Error('still pending');
    expect(help.entries.filter((entry) => entry.path !== null && !allowed(context, entry.path)).map((entry) => entry.key)).toEqual([]);
  });
});

it('opens the money pages, which the balance remote serves, and hides retail outlets, which no remote of this repository serves yet', () => {
  const context: NavigationContext = { ...personaContext('owner'), siteMap: REPOSITORY_SITE_MAP };
  expect(allowed(context, '/cash')).toBe(true);
  expect(allowed(context, '/transactions-new')).toBe(true);
  expect(allowed(context, '/disbursements')).toBe(true); // the sending-money remote's (issue 45)
  expect(allowed(context, '/retail_outlets')).toBe(false);
  // …and where the spec's own menu is served (SPEC_SITE_MAP, every area deployed), it opens.
  expect(allowed(personaContext('owner'), '/retail_outlets')).toBe(true);
});
