import type { Business, User } from '../../contract/entities';
import { MESSAGING_CONSENT_REASK_MS, showsMessagingConsent } from './messaging-consent';

const NOW = Date.parse('2026-06-15T08:00:00Z');
const DAY = 86_400_000;
const at = (msAgo: number) => new Date(NOW - msAgo).toISOString();
type ConsentUser = Pick<User, 'phone_number' | 'instant_messaging_consent'>;
const live = { go_live_status: 'LIVE' } as Pick<Business, 'go_live_status'>;

describe('the messaging consent modal (spec 01 §4): when it shows', () => {
  it.each<[string, ConsentUser, Business['go_live_status'], boolean]>([
    ['not recorded, a phone, live (consent@tokoku.test)', { phone_number: '+6281234567011', instant_messaging_consent: null }, 'LIVE', true],
    ['not recorded, a phone, TIER_1', { phone_number: '+6281234567011', instant_messaging_consent: null }, 'TIER_1', true],
    ['not recorded, a phone, pending verification', { phone_number: '+6281234567011', instant_messaging_consent: null }, 'PENDING_VERIFICATION' as Business['go_live_status'], true],
    ['not recorded, no phone (the live admins)', { phone_number: null, instant_messaging_consent: null }, 'LIVE', false],
    ['not recorded, a phone, REGISTERED', { phone_number: '+62812', instant_messaging_consent: null }, 'REGISTERED', false],
    ['not recorded, a phone, AWAITING_DOCS (new@warungbaru)', { phone_number: '+62812', instant_messaging_consent: null }, 'AWAITING_DOCS', false],
    ['not recorded, a phone, FORM_CONFIRMED', { phone_number: '+62812', instant_messaging_consent: null }, 'FORM_CONFIRMED', false],
    ['allowed long ago (owner@tokoku.test)', { phone_number: '+62812', instant_messaging_consent: { accepted: true, timestamp: at(400 * DAY) } }, 'LIVE', false],
    ['not now, 13 days ago', { phone_number: '+62812', instant_messaging_consent: { accepted: false, timestamp: at(13 * DAY) } }, 'LIVE', false],
    ['not now, a second short of 14 days', { phone_number: '+62812', instant_messaging_consent: { accepted: false, timestamp: at(MESSAGING_CONSENT_REASK_MS - 1000) } }, 'LIVE', false],
    ['not now, exactly 14 days ago', { phone_number: '+62812', instant_messaging_consent: { accepted: false, timestamp: at(MESSAGING_CONSENT_REASK_MS) } }, 'LIVE', true],
    ['not now, 30 days ago', { phone_number: '+62812', instant_messaging_consent: { accepted: false, timestamp: at(30 * DAY) } }, 'LIVE', true],
    ['not now, an unreadable time', { phone_number: '+62812', instant_messaging_consent: { accepted: false, timestamp: 'yesterday' } }, 'LIVE', true],
  ])('%s → %s', (_, user, status, shows) => {
    expect(showsMessagingConsent(user, { ...live, go_live_status: status }, NOW)).toBe(shows);
  });
});
