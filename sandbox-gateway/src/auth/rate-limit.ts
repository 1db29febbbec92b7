import type { Clock } from '../clock';
import type { SandboxDatabase } from '../db/connection';
import { tooManyRequests } from '../http/errors';

export interface Limit {
  /** At most this many hits ... */
  max: number;
  /** ... within this sliding window. */
  windowMs: number;
}

export interface RateLimits {
  /** Failed logins per email (both login endpoints). */
  loginPerEmail: Limit;
  /** Failed logins per client address (both login endpoints and one-time tokens). */
  loginPerIp: Limit;
  /** OTP requests per user: one per 30 s (spec 01 §9). */
  otpPerUser: Limit;
  /** Wrong OTP codes per user. */
  otpVerifyPerUser: Limit;
  /** Wrong withdrawal PINs per user (a withdrawal is refused meanwhile). */
  pinPerUser: Limit;
  /** Telemetry beacons per client address: the collector is public (issue 23). */
  beaconsPerIp: Limit;
  /** Team invitations (emails sent) per business (issue 43 §7). */
  invitationsPerBusiness: Limit;
  /** Password-reset requests per email, whether or not it has an account (issue 41 §1). */
  resetPerEmail: Limit;
  /** Password-reset requests per client address (issue 41 §1). */
  resetPerIp: Limit;
  /** Current-password checks of the profile's password change, per user (issue 41 §5). */
  passwordChangePerUser: Limit;
  /** Sign-ups per email, whether or not it has an account (issue 41 §1, decision 0073). */
  registerPerEmail: Limit;
  /** Sign-ups per client address (issue 41 §1, decision 0073). */
  registerPerIp: Limit;
}

const MINUTE = 60_000;

export const DEFAULT_RATE_LIMITS: RateLimits = {
  loginPerEmail: { max: 5, windowMs: 15 * MINUTE },
  loginPerIp: { max: 30, windowMs: 15 * MINUTE },
  otpPerUser: { max: 1, windowMs: 30_000 },
  otpVerifyPerUser: { max: 5, windowMs: 15 * MINUTE },
  pinPerUser: { max: 5, windowMs: 15 * MINUTE },
  // A page sends a beacon every few seconds at most; this is for a client that floods the collector.
  beaconsPerIp: { max: 600, windowMs: MINUTE },
  // Each invitation is an email to an address the inviter typed: enough for a business to invite its
  // team in one sitting, not enough to mail-bomb someone from a compromised administrator's session.
  invitationsPerBusiness: { max: 30, windowMs: 60 * MINUTE },
  // A person who lost an email asks again once or twice; more is someone filling another's inbox.
  // Counted per email typed, known or not, so the 429 says nothing about who has an account.
  resetPerEmail: { max: 3, windowMs: 60 * MINUTE },
  // One client asking for many addresses (a list being tried): a household or an office stays under it.
  resetPerIp: { max: 10, windowMs: 60 * MINUTE },
  // The sign-in's own rate: a signed-in screen left open is not a way to guess the password faster.
  passwordChangePerUser: { max: 5, windowMs: 15 * MINUTE },
  // As the reset: each sign-up is an email to the address typed. Counted per email, known or not.
  registerPerEmail: { max: 3, windowMs: 60 * MINUTE },
  // A team signing up its businesses from one office stays under it; a script making accounts does not.
  registerPerIp: { max: 10, windowMs: 60 * MINUTE },
};

/** A slot taken in a limit (RateLimiter.take). */
export interface Slot {
  /** Gives the slot back: the check it was taken for succeeded. */
  release(): void;
}

/** A sliding-window limiter kept in SQLite, so limits hold across restarts. */
export class RateLimiter {
  constructor(
    private readonly db: SandboxDatabase,
    private readonly clock: Clock,
  ) {}

  /** Seconds until one more hit is allowed, or 0 when it is allowed now. */
  retryAfterSeconds(bucket: string, key: string, limit: Limit): number {
    const since = this.clock() - limit.windowMs;
    const hits = this.db
      .prepare('SELECT at FROM rate_limit_hits WHERE bucket = ? AND key = ? AND at > ? ORDER BY at DESC LIMIT ?')
      .pluck()
      .all(bucket, key, since, limit.max) as number[];
    if (hits.length < limit.max) return 0;
    const oldestCounted = hits[hits.length - 1]!;
    return Math.max(1, Math.ceil((oldestCounted + limit.windowMs - this.clock()) / 1000));
  }

  /** Throws TOO_MANY_REQUESTS (with retry-after) when the limit is reached. */
  check(bucket: string, key: string, limit: Limit): void {
    const seconds = this.retryAfterSeconds(bucket, key, limit);
    if (seconds > 0) throw tooManyRequests(seconds);
  }

  /** Hits counted within the last windowMs. */
  hitsWithin(bucket: string, key: string, windowMs: number): number {
    return this.db
      .prepare('SELECT COUNT(*) FROM rate_limit_hits WHERE bucket = ? AND key = ? AND at > ?')
      .pluck()
      .get(bucket, key, this.clock() - windowMs) as number;
  }

  /**
   * Takes one of the limit's slots now, before the caller awaits anything, for a check of a secret
   * (password, PIN, code): the check, not its outcome, is what a limit counts, so a burst of parallel
   * guesses gets at most `limit.max` checks and the rest TOO_MANY_REQUESTS at once. The slot counts as
   * a failure from here on; `release` gives it back when the secret was right. Node runs this
   * synchronously (SQLite is synchronous here), so no other request sees the count between the read
   * and the write.
   */
  take(bucket: string, key: string, limit: Limit): Slot {
    this.check(bucket, key, limit);
    const id = this.record(bucket, key);
    return { release: () => void this.db.prepare('DELETE FROM rate_limit_hits WHERE rowid = ?').run(id) };
  }

  hit(bucket: string, key: string): void {
    this.record(bucket, key);
  }

  private record(bucket: string, key: string): number | bigint {
    const now = this.clock();
    const id = this.db.prepare('INSERT INTO rate_limit_hits (bucket, key, at) VALUES (?, ?, ?)').run(bucket, key, now).lastInsertRowid;
    // Forget what no window can count any more (the longest window is a day at most).
    this.db.prepare('DELETE FROM rate_limit_hits WHERE at < ?').run(now - 24 * 60 * MINUTE);
    return id;
  }

  clear(bucket: string, key: string): void {
    this.db.prepare('DELETE FROM rate_limit_hits WHERE bucket = ? AND key = ?').run(bucket, key);
  }
}
