import type { AccountNotification, Business, User } from '../../contract/entities';
import { isLive } from './live-mode';

/** What the reminder reads from the gateway before it shows (spec 01 §4, §7). */
export interface IpWhitelistFacts {
  /** GET secret API credentials (environment PRODUCTION) answered at least one production key. */
  productionKeyExists: boolean;
  /** GET /api/api-settings: the business's cidr_whitelist. */
  cidrWhitelist: readonly string[];
}

/** Spec 01 §3: the account-notification entry of the IP whitelist reminder (with its business_id). */
export const IP_WHITELIST_NOTIFY = 'setIpWhitelist';

export const ipWhitelistEntry = (user: Pick<User, 'account_notifications'>, businessId: string): AccountNotification | undefined =>
  user.account_notifications.find((entry) => entry.notify === IP_WHITELIST_NOTIFY && entry.business_id === businessId);

/**
 * The first half of the IP whitelist reminder's rule (spec 01 §4), decided without a call: an
 * administrator, a live business, not reminded for it on this browser yet, and either no entry for
 * the business yet (never reminded: nothing puts it off; issue 41 §4) or its entry ACTIVE with a
 * remind date that has passed. An INACTIVE entry (set) or an ACTIVE one without a date keeps it away.
 */
export function ipWhitelistReminderDue(
  user: Pick<User, 'can_administer' | 'account_notifications'>,
  business: Pick<Business, 'id' | 'go_live_status'>,
  remindedBusinessIds: readonly string[],
  now: number,
): boolean {
  if (!user.can_administer || !isLive(business.go_live_status) || remindedBusinessIds.includes(business.id)) return false;
  const entry = ipWhitelistEntry(user, business.id);
  if (!entry) return true;
  if (entry.status !== 'ACTIVE' || typeof entry.remind_me !== 'string') return false;
  const due = Date.parse(entry.remind_me);
  return !Number.isNaN(due) && due <= now;
}

/** The second half, from the two reads: a production secret key exists and no cidr_whitelist is set. */
export const ipWhitelistMissing = ({ productionKeyExists, cidrWhitelist }: IpWhitelistFacts): boolean =>
  productionKeyExists && cidrWhitelist.length === 0;

/** "Remind me later": ACTIVE, and again one calendar month ahead (spec 01 §9). */
export function ipWhitelistRemindLater(businessId: string, now: number): AccountNotification {
  const next = new Date(now);
  next.setUTCMonth(next.getUTCMonth() + 1);
  return { notify: IP_WHITELIST_NOTIFY, business_id: businessId, status: 'ACTIVE', remind_me: next.toISOString() };
}

/** Where "Agree and set" goes: the developers settings' IP whitelist section (spec 01 §2). */
export const IP_WHITELIST_SETTINGS_PATH = '/settings/developers#ip-whitelists';
