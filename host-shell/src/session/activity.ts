/** Spec 01 §2 and §9: the session ends 31 minutes after the last user action. */
export const INACTIVITY_LIMIT_MS = 1_860_000;
/** Actions closer together than this are recorded once (storage writes on every key press are waste). */
export const TOUCH_THROTTLE_MS = 1000;

/** The last action was more than 31 minutes before `at`. */
export const isInactive = (lastActionAt: number | null, at: number): boolean =>
  lastActionAt !== null && at - lastActionAt > INACTIVITY_LIMIT_MS;

/** A new action at `at` is worth recording: the first one, a forced one, or one past the throttle. */
export const shouldRecordAction = (lastActionAt: number | null, at: number, force: boolean): boolean =>
  force || lastActionAt === null || at - lastActionAt >= TOUCH_THROTTLE_MS;
