import { menuEntries } from '../navigation/menu';
import { type PersonaName, personaContext } from '../navigation/personas.fixture';
import { REPOSITORY_SITE_MAP } from '../navigation/remotes.fixture';
import { visibleMenu } from '../navigation/visible-menu';
import { NEW_MENU_FLAGS, menuEntryOfPath, newTagNotify, newTagSeen, showsNewTag } from './new-menu-tags';

const NOW = Date.parse('2026-11-24T09:00:00Z');
const DAY = 86_400_000;
const seen = (key: string, status: 'ACTIVE' | 'INACTIVE' = 'INACTIVE') => ({ notify: newTagNotify(key), status, remind_me: false as const });
const nobodyVisited = { account_notifications: [] };

/** The keys of a persona's visible menu that show a new tag, with the repository's remotes composed. */
function taggedFor(name: PersonaName, now: number, user: { account_notifications: ReturnType<typeof seen>[] } = nobodyVisited): string[] {
  const menu = visibleMenu({ ...personaContext(name), siteMap: REPOSITORY_SITE_MAP });
  if (menu.status !== 'ready') throw new Error('decided');
  return menuEntries(menu.groups)
    .map((entry) => entry.key)
    .filter((key) => showsNewTag(user, key, now));
}

describe('new tags on flagged menu entries (spec 01 §3, §4)', () => {
  it('flags entries that exist in the composed menu', () => {
    const keys = menuEntries(REPOSITORY_SITE_MAP.menu).map((entry) => entry.key);
    for (const flag of NEW_MENU_FLAGS) expect(keys).toContain(flag.key);
  });

  it.each<[string, PersonaName, number, string[]]>([
    ['owner: every flagged entry', 'owner', NOW, ['credit-card-chargebacks', 'credit-card-promotions', 'activity-logs']],
    ['viewer: no activity log (administrators only), the card pages', 'viewer', NOW, ['credit-card-chargebacks', 'credit-card-promotions']],
    ['new@warungbaru: its administrator sees all three', 'new', NOW, ['activity-logs', 'credit-card-chargebacks', 'credit-card-promotions']],
    ['owner on the last day of the flags', 'owner', Date.parse('2027-02-21T23:59:59Z'), ['credit-card-chargebacks', 'credit-card-promotions', 'activity-logs']],
    ['owner from the day the flags end', 'owner', Date.parse('2027-02-22T00:00:00Z'), []],
    ['owner 200 days later', 'owner', NOW + 200 * DAY, []],
  ])('%s', (_, persona, now, tagged) => {
    expect(taggedFor(persona, now).sort()).toEqual([...tagged].sort());
  });

  it.each([
    ['never visited', true, [] as ReturnType<typeof seen>[]],
    ['visited (INACTIVE)', false, [seen('activity-logs')]],
    ['an ACTIVE entry still shows', true, [seen('activity-logs', 'ACTIVE')]],
    ['another entry visited', true, [seen('credit-card-promotions')]],
    ['the sidebar tour ended', true, [{ notify: 'sidebarTour', status: 'INACTIVE' as const, remind_me: false as const }]],
  ])('activity logs, %s → shows: %s', (_, shows, entries) => {
    expect(showsNewTag({ account_notifications: entries }, 'activity-logs', NOW)).toBe(shows);
  });

  it('shows no tag for an entry that is not flagged, whatever the date', () => {
    expect(showsNewTag(nobodyVisited, 'home', NOW)).toBe(false);
    expect(showsNewTag(nobodyVisited, 'home', NOW, [{ key: 'home', until: '2026-11-25' }])).toBe(true);
    expect(showsNewTag(nobodyVisited, 'home', Date.parse('2026-11-25T00:00:00Z'), [{ key: 'home', until: '2026-11-25' }])).toBe(false);
  });

  it('finds the entry a visited path belongs to: its path, a sub-path or a related path, not a look-alike', () => {
    const entries = menuEntries(REPOSITORY_SITE_MAP.menu);
    expect(menuEntryOfPath(entries, '/activity-logs')?.key).toBe('activity-logs');
    expect(menuEntryOfPath(entries, '/activity-logs/2')?.key).toBe('activity-logs');
    expect(menuEntryOfPath(entries, '/invoice/inv_1')?.key).toBe('invoices');
    expect(menuEntryOfPath(entries, '/activity-logsx')).toBeUndefined();
  });

  it('a visit writes the entry INACTIVE', () => {
    expect(newTagSeen('activity-logs')).toEqual({ notify: 'newTag:activity-logs', status: 'INACTIVE', remind_me: false });
  });
});
