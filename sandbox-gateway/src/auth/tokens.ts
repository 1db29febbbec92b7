import { SignJWT, errors, jwtVerify, type JWTPayload } from 'jose';
import type { Clock } from '../clock';
import type { SandboxDatabase } from '../db/connection';
import { GatewayError, notSignedIn } from '../http/errors';
import { newId, newOpaqueToken, tokenHash } from './secrets';

const ISSUER = 'sandbox-gateway';
const AUDIENCE = 'merchant-dashboard';
/** A token family (one sign-in in token mode) lives at most this long; each rotation keeps its end. */
export const REFRESH_FAMILY_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

export interface AccessClaims {
  userId: string;
  businessId: string;
  familyId: string;
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

/**
 * Access tokens are short-lived HS256 JWTs (user, business, token family); refresh tokens are opaque,
 * stored hashed, rotated on every use, and grouped in families so that a reused one revokes them all.
 */
export class TokenService {
  constructor(
    private readonly db: SandboxDatabase,
    private readonly secret: Uint8Array,
    private readonly accessTokenTtlSeconds: number,
    private readonly clock: Clock,
  ) {}

  get accessTokenTtl(): number {
    return this.accessTokenTtlSeconds;
  }

  async issueAccessToken(claims: AccessClaims): Promise<string> {
    const issuedAt = Math.floor(this.clock() / 1000);
    return new SignJWT({ bid: claims.businessId, fam: claims.familyId })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(claims.userId)
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + this.accessTokenTtlSeconds)
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
    const { sub, bid, fam } = payload;
    if (typeof sub !== 'string' || typeof bid !== 'string' || typeof fam !== 'string') throw notSignedIn();
    return { userId: sub, businessId: bid, familyId: fam };
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
      expires_at: now + REFRESH_FAMILY_LIFETIME_MS,
      revoked_at: null,
    };
    this.db
      .prepare('INSERT INTO token_families (id, user_id, business_id, created_at, expires_at) VALUES (?, ?, ?, ?, ?)')
      .run(family.id, userId, businessId, now, family.expires_at);
    return { family, refreshToken: this.addRefreshToken(family.id) };
  }

  /**
   * Spends a refresh token and answers its successor. A token already spent is a replay: the whole
   * family is revoked and INVALIDATED_TOKEN answered.
   */
  rotate(refreshToken: string): { family: TokenFamily; refreshToken: string } {
    // The revocation must commit, so the replay is reported after the transaction, not thrown inside it.
    const outcome = this.db.transaction(() => {
      const row = this.db
        .prepare('SELECT family_id, spent_at FROM refresh_tokens WHERE token_hash = ?')
        .get(tokenHash(refreshToken)) as { family_id: string; spent_at: number | null } | undefined;
      if (!row) throw notSignedIn();
      const family = this.findFamily(row.family_id);
      if (!family || family.revoked_at !== null) throw invalidatedToken();
      if (row.spent_at !== null) {
        this.revokeFamily(family.id, 'refresh token reused');
        return 'reused' as const;
      }
      if (family.expires_at <= this.clock()) throw notSignedIn();
      this.spendLiveTokens(family.id);
      return { family, refreshToken: this.addRefreshToken(family.id) };
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

  private spendLiveTokens(familyId: string): void {
    this.db.prepare('UPDATE refresh_tokens SET spent_at = ? WHERE family_id = ? AND spent_at IS NULL').run(this.clock(), familyId);
  }

  private addRefreshToken(familyId: string): string {
    const token = newOpaqueToken();
    this.db
      .prepare('INSERT INTO refresh_tokens (token_hash, family_id, created_at) VALUES (?, ?, ?)')
      .run(tokenHash(token), familyId, this.clock());
    return token;
  }
}
