import { balanceViewPage, showsBalanceViewSwitch, type BalanceViewSwitchFacts } from './balance-view';

const viewer = { can_view: true, can_edit: false, can_withdraw: false };
const base: BalanceViewSwitchFacts = { pathname: '/cash', user: viewer, featureFlags: { balance_switcher: true }, tourMode: false, dismissed: false };

describe('the balance-view switch banner (spec 01 §4, §6): when it shows', () => {
  it.each<[string, Partial<BalanceViewSwitchFacts>, boolean]>([
    ['cash, a viewer, switch on', {}, true],
    ['balance', { pathname: '/balance' }, true],
    ['pending', { pathname: '/pending' }, true],
    ['a page under balance', { pathname: '/balance/details' }, true],
    ['home', { pathname: '/home' }, false],
    ['a path that only starts like cash', { pathname: '/cashback' }, false],
    ['an editor only', { user: { can_view: false, can_edit: true, can_withdraw: false } }, true],
    ['a withdrawer only (finance@)', { user: { can_view: false, can_edit: false, can_withdraw: true } }, true],
    ['none of the three (ops@, dev@)', { user: { can_view: false, can_edit: false, can_withdraw: false } }, false],
    ['the switch off', { featureFlags: { balance_switcher: false } }, false],
    ['flags not read yet', { featureFlags: undefined }, false],
    ['in tour mode', { tourMode: true }, false],
    ['closed on this browser', { dismissed: true }, false],
  ])('%s → %s', (_, facts, shows) => {
    expect(showsBalanceViewSwitch({ ...base, ...facts })).toBe(shows);
  });

  it('the new view is balance, the old one cash', () => {
    expect([balanceViewPage(true), balanceViewPage(false)]).toEqual(['/balance', '/cash']);
  });
});
