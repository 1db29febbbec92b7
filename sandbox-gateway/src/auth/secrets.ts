import { createHash, randomBytes } from 'node:crypto';

/** An unguessable opaque token (session ids, refresh tokens). */
export const newOpaqueToken = (): string => randomBytes(32).toString('base64url');

export const newId = (prefix: string): string => `${prefix}_${randomBytes(12).toString('hex')}`;

/** Opaque tokens are stored only as their SHA-256, so a copy of the database opens no session. */
export const tokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');
