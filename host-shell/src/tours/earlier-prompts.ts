import type { Business, User } from 'shared-contracts';
import { ipWhitelistReminderDue, showsMessagingConsent, showsPhoneReminder } from 'shared-contracts/rules';
import { isStringList, readJson } from '../platform/browser-storage';

/**
 * Whether a reminder or the consent is due for this sign-in: the tours stand back, one prompt at a
 * time (docs/decisions/0030-second-factor-sign-in.md, "The other prompts").
 */
export function reminderDue(user: User, business: Business, now: number): boolean {
  const reminded = readJson('ipWhitelistReminded', isStringList) ?? [];
  return showsPhoneReminder(user, now) || showsMessagingConsent(user, business, now) || ipWhitelistReminderDue(user, business, reminded, now);
}
