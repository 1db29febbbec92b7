import { menuEntries } from '../navigation/menu';
import { type PersonaName, personaContext } from '../navigation/personas.fixture';
import { visibleMenu } from '../navigation/visible-menu';
import { PAYMENT_LINK_TOUR_RECENT_MS, paymentLinkTourEnded, paymentLinkTourStart } from './payment-link-tour';

const NOW = Date.parse('2026-11-24T09:00:00Z');
const DAY = 86_400_000;
const iso = (offset: number) => new Date(NOW + offset).toISOString();
const entry = (status: 'ACTIVE' | 'INACTIVE') => ({ notify: 'paymentLinkTour', status, remind_me: false as const });

/** Whether a persona's menu holds the payment links (payment-link mode and a viewer's or operator's flags). */
function paymentLinksInMenu(name: PersonaName): boolean {
  const menu = visibleMenu(personaContext(name));
  if (menu.status !== 'ready') throw new Error('decided');
  return menuEntries(menu.groups).some((candidate) => candidate.key === 'payment-links');
}

describe('the payment-link tour (spec 01 §4)', () => {
  it.each<[string, PersonaName, number, ReturnType<typeof entry>[], 'start' | 'createAndStart' | 'none']>([
    ['new@warungbaru, created today, no entry → createAndStart', 'new', 0, [], 'createAndStart'],
    ['new@warungbaru, created 29 days ago, ACTIVE → start', 'new', 29 * DAY, [entry('ACTIVE')], 'start'],
    ['new@warungbaru, created exactly 30 days ago → createAndStart', 'new', PAYMENT_LINK_TOUR_RECENT_MS, [], 'createAndStart'],
    ['new@warungbaru, created 30 days and a minute ago → none', 'new', PAYMENT_LINK_TOUR_RECENT_MS + 60_000, [], 'none'],
    ['new@warungbaru, ended before (INACTIVE) → none', 'new', DAY, [entry('INACTIVE')], 'none'],
    ['owner, Toko Ku in payment-link mode, created today → createAndStart', 'owner', 0, [], 'createAndStart'],
    ['owner, Toko Ku created 800 days ago → none', 'owner', 800 * DAY, [], 'none'],
    ['dev@tokoku: no payment links in the menu → none', 'dev', 0, [], 'none'],
    ['admin@remit: the business is not in payment-link mode → none', 'remit', 0, [], 'none'],
  ])('%s', (_, persona, age, entries, start) => {
    expect(paymentLinkTourStart({ account_notifications: entries }, { created: iso(-age) }, paymentLinksInMenu(persona), NOW)).toBe(start);
  });

  it('starts for nobody when the creation date cannot be read', () => {
    expect(paymentLinkTourStart({ account_notifications: [] }, { created: 'yesterday' }, true, NOW)).toBe('none');
  });

  it('ending it sets INACTIVE', () => {
    expect(paymentLinkTourEnded()).toEqual({ notify: 'paymentLinkTour', status: 'INACTIVE', remind_me: false });
  });
});
