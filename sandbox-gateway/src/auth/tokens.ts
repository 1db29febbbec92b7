import { randomUUID } from 'node:crypto';
import { SignJWT, errors, jwtVerify, type JWTPayload } from 'jose';
import type { Clock } from '../clock';
import type { SandboxDatabase } from '../db/connection';
import { GatewayError, notSignedIn } from '../http/errors';
import { newId, newOpaqueToken, sealer, tokenHash, type Sealer } from './secrets';

const ISSUER = 'sandbox-gateway';
const AUDIENCE = 'merchant-dashboard';
/**
 * The absolute session lifetime (OWASP ASVS V7): a sign-in ends this long after it began, however
 * active the user is. A token family keeps the end it was born with through every rotation.
 */
export const ABSOLUTE_SESSION_LIFETIME_MS = 12 * 60 * 60 * 1000;

export interface AccessClaims {
  userId: string;
  businessId: string;
  familyId: string;
  /** The token's own id (RFC 9068): unique per token, so one token can be revoked. */
  tokenId: string;
  /** Seconds since the epoch. */
  expiresAt: number;
}

export interface TokenPolicy {
  accessTokenTtlSeconds: number;
  /** A spent refresh token presented within this many ms of its rotation answers the live successor. */
  reuseGraceMs: number;
}

export interface TokenFamily {
  id: string;
  user_id: string;
  business_id: string;
  expires_at: number;
  revoked_at: number | null;
}

export const invalidatedToken = (message = 'This session has ended. Please log in again.'): GatewayError =>
  new GatewayError(401, 'INVALIDATED_TOKEN', message);

type Rotation = { family: TokenFamily; refreshToken: string };

/**
 * Access tokens are short-lived HS256 JWTs (user, business, token family, a unique `jti`); refresh
 * tokens are opaque, stored hashed, rotated on every use, and grouped in families so that a reused one
 * revokes them all — except within a short grace window after a rotation, where the token just spent
 * may be presented once more and answers the family's live token (two tabs restoring at once, or a
 * refresh whose answer a navigation threw away: docs/decisions/0014-refresh-reuse-grace.md).
 */
export class TokenService {
  private readonly seal: Sealer;
  /** Tokens the control API made expire before their time (`/__sandbox/access-tokens/revoke`, `as: 'expired'`). */
  private readonly expiredEarly = new Set<string>();

  constructor(
    private readonly db: SandboxDatabase,
    private readonly secret: Uint8Array,
    private readonly policy: TokenPolicy,
    private readonly clock: Clock,
  ) {
    // The live refresh token is kept sealed (AES-GCM) so the grace window can answer it again.
    this.seal = sealer(secret, 'refresh-token-successor');
  }

  get accessTokenTtl(): number {
    return this.policy.accessTokenTtlSeconds;
  }

  async issueAccessToken(claims: Omit<AccessClaims, 'tokenId' | 'expiresAt'>): Promise<string> {
    const issuedAt = Math.floor(this.clock() / 1000);
    return new SignJWT({ bid: claims.businessId, fam: claims.familyId })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setJti(randomUUID())
      .setSubject(claims.userId)
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + this.policy.accessTokenTtlSeconds)
      .sign(this.secret);
  }

  /** Verifies an access token; expired → JWT_EXPIRED_ERROR, anything else wrong → "Please log in". */
  async verifyAccessToken(token: string, options: { allowExpired?: boolean } = {}): Promise<AccessClaims> {
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(token, this.secret, {
        algorithms: ['HS256'],
        issuer: ISSUER,
        audience: AUDIENCE,
        currentDate: new Date(this.clock()),
      }));
    } catch (error) {
      if (!(error instanceof errors.JWTExpired)) throw notSignedIn();
      if (!options.allowExpired) throw new GatewayError(401, 'JWT_EXPIRED_ERROR', 'The access token has expired');
      payload = error.payload;
    }
    const { sub, bid, fam, jti, exp } = payload;
    if (typeof sub !== 'string' || typeof bid !== 'string' || typeof fam !== 'string' || typeof jti !== 'string' || typeof exp !== 'number') {
      throw notSignedIn();
    }
    if (this.db.prepare('SELECT 1 FROM revoked_access_tokens WHERE jti = ?').get(jti)) throw invalidatedToken();
    if (this.expiredEarly.has(jti) && !options.allowExpired) throw new GatewayError(401, 'JWT_EXPIRED_ERROR', 'The access token has expired');
    return { userId: sub, businessId: bid, familyId: fam, tokenId: jti, expiresAt: exp };
  }

  /**
   * Makes one access token answer as expired from now on, as if its lifetime had passed (test mode's
   * control API: a browser test needs a token to expire without waiting for it).
   */
  expireAccessToken(claims: Pick<AccessClaims, 'tokenId'>): void {
    this.expiredEarly.add(claims.tokenId);
  }

  /** Revokes one access token before it expires; the row is needed only until then. */
  revokeAccessToken(claims: Pick<AccessClaims, 'tokenId' | 'expiresAt'>): void {
    const now = this.clock();
    this.db.prepare('DELETE FROM revoked_access_tokens WHERE expires_at * 1000 <= ?').run(now);
    this.db.prepare('INSERT OR IGNORE INTO revoked_access_tokens (jti, expires_at) VALUES (?, ?)').run(claims.tokenId, claims.expiresAt);
  }

  findFamily(id: string): TokenFamily | undefined {
    return this.db.prepare('SELECT * FROM token_families WHERE id = ?').get(id) as TokenFamily | undefined;
  }

  /** A new sign-in: a new family and its first refresh token. */
  startFamily(userId: string, businessId: string): { family: TokenFamily; refreshToken: string } {
    const now = this.clock();
    const family: TokenFamily = {
      id: newId('fam'),
      user_id: userId,
      business_id: businessId,
      expires_at: now + ABSOLUTE_SESSION_LIFETIME_MS,
      revoked_at: null,
    };
    this.db
      .prepare('INSERT INTO token_families (id, user_id, business_id, created_at, expires_at) VALUES (?, ?, ?, ?, ?)')
      .run(family.id, userId, businessId, now, family.expires_at);
    return { family, refreshToken: this.addRefreshToken(family.id) };
  }

  /**
   * Spends a refresh token and answers its successor. A token already spent is a replay: the whole
   * family is revoked and INVALIDATED_TOKEN answered — unless it was spent less than the grace window
   * ago and has not used its one grace yet: then it answers the family's live token, unchanged.
   */
  rotate(refreshToken: string): Rotation {
    // The revocation must commit, so the replay is reported after the transaction, not thrown inside it.
    const outcome = this.db.transaction((): Rotation | 'reused' => {
      const hash = tokenHash(refreshToken);
      const row = this.db
        .prepare('SELECT family_id, spent_at, grace_used FROM refresh_tokens WHERE token_hash = ?')
        .get(hash) as { family_id: string; spent_at: number | null; grace_used: number } | undefined;
      if (!row) throw notSignedIn();
      const family = this.findFamily(row.family_id);
      if (!family || family.revoked_at !== null) throw invalidatedToken();
      if (family.expires_at <= this.clock()) throw notSignedIn();
      if (row.spent_at === null) {
        this.spendLiveTokens(family.id);
        return { family, refreshToken: this.addRefreshToken(family.id) };
      }
      const live = this.withinGrace(row) ? this.liveToken(family.id) : undefined;
      if (live === undefined) {
        this.revokeFamily(family.id, 'refresh token reused');
        return 'reused';
      }
      this.db.prepare('UPDATE refresh_tokens SET grace_used = 1 WHERE token_hash = ?').run(hash);
      return { family, refreshToken: live };
    })();
    if (outcome === 'reused') throw invalidatedToken('This refresh token was already used: every session of its sign-in has ended.');
    return outcome;
  }

  /** Moves a family to another business (token-mode switch): the live refresh token is replaced. */
  moveFamily(familyId: string, businessId: string): string {
    return this.db.transaction(() => {
      this.db.prepare('UPDATE token_families SET business_id = ? WHERE id = ?').run(businessId, familyId);
      this.spendLiveTokens(familyId);
      return this.addRefreshToken(familyId);
    })();
  }

  revokeFamily(familyId: string, reason: string): void {
    this.db
      .prepare('UPDATE token_families SET revoked_at = ?, revoked_reason = ? WHERE id = ? AND revoked_at IS NULL')
      .run(this.clock(), reason, familyId);
  }

  /** The family of a refresh token, spent or not (logout with `{token}`). */
  familyOfRefreshToken(refreshToken: string): string | undefined {
    return this.db.prepare('SELECT family_id FROM refresh_tokens WHERE token_hash = ?').pluck().get(tokenHash(refreshToken)) as
      | string
      | undefined;
  }

  private withinGrace(row: { spent_at: number | null; grace_used: number }): boolean {
    return row.spent_at !== null && row.grace_used === 0 && this.clock() - row.spent_at < this.policy.reuseGraceMs;
  }

  /** The family's live refresh token in plain text (for the grace window), if there is one. */
  private liveToken(familyId: string): string | undefined {
    const sealed = this.db
      .prepare('SELECT sealed FROM refresh_tokens WHERE family_id = ? AND spent_at IS NULL AND sealed IS NOT NULL')
      .pluck()
      .get(familyId) as string | undefined;
    return sealed === undefined ? undefined : this.seal.open(sealed);
  }

  /** Spent tokens keep only their hash: the sealed copy is for the live one alone. */
  private spendLiveTokens(familyId: string): void {
    this.db
      .prepare('UPDATE refresh_tokens SET spent_at = ?, sealed = NULL WHERE family_id = ? AND spent_at IS NULL')
      .run(this.clock(), familyId);
  }

  private addRefreshToken(familyId: string): string {
    const token = newOpaqueToken();
    this.db
      .prepare('INSERT INTO refresh_tokens (token_hash, family_id, created_at, sealed) VALUES (?, ?, ?, ?)')
      .run(tokenHash(token), familyId, this.clock(), this.seal.close(token));
    return token;
  }
}
