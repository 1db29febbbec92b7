/** The bell's badge shows at most this many unread notifications (spec 02 §9: "badge caps at 99+"). */
export const BADGE_CAP = 99;

/** What the bell's badge says: nothing without unread notifications, the count, or `99+` above the cap. */
export function unreadBadge(unreadCount: number): string | null {
  if (!Number.isFinite(unreadCount) || unreadCount < 1) return null;
  return unreadCount > BADGE_CAP ? `${BADGE_CAP}+` : String(Math.floor(unreadCount));
}
