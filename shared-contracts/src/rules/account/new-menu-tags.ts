import type { AccountNotification, User } from '../../contract/entities';
import { isUnder } from '../navigation/path-access';
import type { MenuEntry } from '../navigation/menu';

/** A menu entry flagged new, by its stable menu key, until the end of a day (UTC, exclusive). */
export interface NewMenuFlag {
  readonly key: string;
  /** ISO date: from this day on the entry is no longer new for anybody. */
  readonly until: string;
}

/**
 * The entries flagged new (spec 01 §3, §4: "per-menu new-tag keys"; the spec names none): the pages
 * that reached merchants most recently, each for 90 days (docs/decisions/0033-upload-progress-and-new-tags.md).
 * A remote's entry is named by the key it declares, so flagging one needs no remote release.
 */
export const NEW_MENU_FLAGS: readonly NewMenuFlag[] = [
  { key: 'activity-logs', until: '2027-02-22' },
  { key: 'credit-card-chargebacks', until: '2027-02-22' },
  { key: 'credit-card-promotions', until: '2027-02-22' },
];

/** The account-notification key of one entry's new tag. */
export const newTagNotify = (menuKey: string): string => `newTag:${menuKey}`;

/**
 * Whether an entry shows its "new" tag: it is flagged, its day has not come, and the user has not
 * visited it (no INACTIVE entry of its key; an ACTIVE one still shows).
 */
export function showsNewTag(user: Pick<User, 'account_notifications'>, menuKey: string, now: number, flags: readonly NewMenuFlag[] = NEW_MENU_FLAGS): boolean {
  const flag = flags.find((candidate) => candidate.key === menuKey);
  if (!flag || now >= Date.parse(`${flag.until}T00:00:00Z`)) return false;
  const notify = newTagNotify(menuKey);
  return !user.account_notifications.some((entry) => entry.notify === notify && entry.status === 'INACTIVE');
}

/** The visible entry whose page a path is (its path, a sub-path or a related path), if any. */
export function menuEntryOfPath(entries: readonly MenuEntry[], pathname: string): MenuEntry | undefined {
  return entries.find((entry) => [entry.path, ...(entry.relatedPaths ?? [])].some((base) => isUnder(pathname, base)));
}

/** Written after the first visit of a tagged entry: INACTIVE, the tag never shows again. */
export const newTagSeen = (menuKey: string): AccountNotification => ({ notify: newTagNotify(menuKey), status: 'INACTIVE', remind_me: false });
