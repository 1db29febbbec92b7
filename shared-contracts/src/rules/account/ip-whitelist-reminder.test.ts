import type { Business, User } from '../../contract/entities';
import { ipWhitelistMissing, ipWhitelistReminderDue, ipWhitelistRemindLater } from './ip-whitelist-reminder';

const NOW = Date.parse('2026-06-15T08:00:00Z');
const DAY = 86_400_000;
const TOKO_KU = { id: 'biz_tokoku', go_live_status: 'LIVE' } as Pick<Business, 'id' | 'go_live_status'>;
const entry = (remindMe: string | false, status: 'ACTIVE' | 'INACTIVE' = 'ACTIVE', businessId = 'biz_tokoku') => ({
  notify: 'setIpWhitelist', business_id: businessId, status, remind_me: remindMe,
});
const admin = (entries: User['account_notifications'], can_administer = true) => ({ can_administer, account_notifications: entries });
const iso = (offset: number) => new Date(NOW + offset).toISOString();

describe('the IP whitelist reminder (spec 01 §4): due before the reads', () => {
  it.each<[string, ReturnType<typeof admin>, Pick<Business, 'id' | 'go_live_status'>, string[], boolean]>([
    ['an administrator, live, due yesterday (security@tokoku.test)', admin([entry(iso(-DAY))]), TOKO_KU, [], true],
    ['due this very moment', admin([entry(iso(0))]), TOKO_KU, [], true],
    ['due tomorrow (owner@tokoku.test)', admin([entry(iso(DAY))]), TOKO_KU, [], false],
    ['already reminded for this business on this browser', admin([entry(iso(-DAY))]), TOKO_KU, ['biz_tokoku'], false],
    ['reminded for another business only', admin([entry(iso(-DAY))]), TOKO_KU, ['biz_manila'], true],
    ['not an administrator', admin([entry(iso(-DAY))], false), TOKO_KU, [], false],
    ['a TIER_1 business counts as live', admin([entry(iso(-DAY))]), { ...TOKO_KU, go_live_status: 'TIER_1' }, [], true],
    ['a business that is not live', admin([entry(iso(-DAY))]), { ...TOKO_KU, go_live_status: 'AWAITING_DOCS' }, [], false],
    ['only the entry of another business, put off: none for this one, so due', admin([entry(iso(DAY), 'ACTIVE', 'biz_manila')]), TOKO_KU, [], true],
    ['no entry at all: never reminded, so due (whitelist@tokoku.test)', admin([]), TOKO_KU, [], true],
    ['no entry, but reminded on this browser already', admin([]), TOKO_KU, ['biz_tokoku'], false],
    ['no entry, not an administrator', admin([], false), TOKO_KU, [], false],
    ['no entry, a business that is not live', admin([]), { ...TOKO_KU, go_live_status: 'AWAITING_DOCS' }, [], false],
    ['INACTIVE (set)', admin([entry(iso(-DAY), 'INACTIVE')]), TOKO_KU, [], false],
    ['no remind date', admin([entry(false)]), TOKO_KU, [], false],
    ['an unreadable date', admin([entry('soon')]), TOKO_KU, [], false],
  ])('%s → %s', (_, user, business, reminded, due) => {
    expect(ipWhitelistReminderDue(user, business, reminded, NOW)).toBe(due);
  });

  it.each([
    [{ productionKeyExists: true, cidrWhitelist: [] }, true],
    [{ productionKeyExists: true, cidrWhitelist: ['10.0.0.0/24'] }, false],
    [{ productionKeyExists: false, cidrWhitelist: [] }, false],
  ])('after the reads %j → %s', (facts, missing) => {
    expect(ipWhitelistMissing(facts)).toBe(missing);
  });

  it('"Remind me later" is one calendar month ahead, ACTIVE, for the business', () => {
    expect(ipWhitelistRemindLater('biz_tokoku', Date.parse('2026-01-31T10:00:00Z'))).toEqual({
      notify: 'setIpWhitelist', business_id: 'biz_tokoku', status: 'ACTIVE', remind_me: '2026-03-03T10:00:00.000Z',
    });
    expect(ipWhitelistRemindLater('biz_tokoku', NOW).remind_me).toBe('2026-07-15T08:00:00.000Z');
  });
});
