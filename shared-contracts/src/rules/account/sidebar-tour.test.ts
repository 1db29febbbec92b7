import { sidebarTourEnded, sidebarTourStart, sidebarTourSteps } from './sidebar-tour';

describe('the sidebar tour (spec 01 §4, §9)', () => {
  it('has 4 steps, 3 when the apps section is hidden', () => {
    expect(sidebarTourSteps(true)).toEqual(['menu', 'accept-payments', 'apps-partners', 'configuration']);
    expect(sidebarTourSteps(false)).toEqual(['menu', 'accept-payments', 'configuration']);
  });

  it.each([
    ['no entry (tour@tokoku.test)', [], 'createAndStart'],
    ['ACTIVE', [{ notify: 'sidebarTour', status: 'ACTIVE' as const }], 'start'],
    ['INACTIVE (every other persona)', [{ notify: 'sidebarTour', status: 'INACTIVE' as const, remind_me: false as const }], 'none'],
    ['only other entries', [{ notify: 'verifyPhoneNumber', status: 'ACTIVE' as const }], 'createAndStart'],
  ])('%s → %s', (_, entries, start) => {
    expect(sidebarTourStart({ account_notifications: entries })).toBe(start);
  });

  it('ending it sets INACTIVE', () => {
    expect(sidebarTourEnded()).toEqual({ notify: 'sidebarTour', status: 'INACTIVE', remind_me: false });
  });
});
