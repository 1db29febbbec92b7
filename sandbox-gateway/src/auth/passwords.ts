import { randomBytes, scrypt, scryptSync, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** Passwords are stored as `scrypt$N$r$p$salt$hash` (base64url), never in clear. */
/** scrypt's recommended interactive cost; the parameters are stored with each hash. */
export const DEFAULT_SCRYPT_COST = 16384;
const KEY_LENGTH = 32;

export function hashPassword(password: string, cost = DEFAULT_SCRYPT_COST, salt: Buffer = randomBytes(16)): string {
  const params = { N: cost, r: 8, p: 1 };
  const hash = scryptSync(password, salt, KEY_LENGTH, params);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64url'), hash.toString('base64url')].join('$');
}

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/**
 * The same format as hashPassword, derived off the event loop: for secrets set while serving a
 * request (the withdrawal PIN), where a synchronous scrypt would stall every other request.
 */
export async function hashSecret(secret: string, cost = DEFAULT_SCRYPT_COST, salt: Buffer = randomBytes(16)): Promise<string> {
  const params = { N: cost, r: 8, p: 1 };
  const hash = await derive(secret, salt, params);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64url'), hash.toString('base64url')].join('$');
}

/** Constant-time check of a password against a stored hash; a malformed hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), { N: Number(n), r: Number(r), p: Number(p) });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
