import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/** An unguessable opaque token (session ids, refresh tokens). */
export const newOpaqueToken = (): string => randomBytes(32).toString('base64url');

export const newId = (prefix: string): string => `${prefix}_${randomBytes(12).toString('hex')}`;

/** Opaque tokens are stored only as their SHA-256, so a copy of the database opens no session. */
export const tokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');

export interface Sealer {
  close(plain: string): string;
  open(sealed: string): string;
}

/**
 * AES-256-GCM with a key derived from the gateway's secret and a purpose, for a value the gateway must
 * read back later but a copy of the database alone must not reveal.
 */
export function sealer(secret: Uint8Array, purpose: string): Sealer {
  const key = createHash('sha256').update(purpose).update(secret).digest();
  return {
    close(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url')).join('.');
    },
    open(sealed) {
      const [iv, tag, body] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
      const decipher = createDecipheriv('aes-256-gcm', key, iv!);
      decipher.setAuthTag(tag!);
      return Buffer.concat([decipher.update(body!), decipher.final()]).toString('utf8');
    },
  };
}
