import { randomBytes } from 'node:crypto';
import type { Environment } from 'shared-contracts';
import { API_KEY_PREFIX_LENGTH, type ApiKey, type ApiKeyPermissions, type CreatedApiKey } from 'shared-contracts/areas/settings/developers';
import { newId, tokenHash } from '../auth/secrets';
import type { SandboxDatabase } from '../db/connection';

/** A secret's first characters: `sk_test_` or `sk_live_` and the start of its random part. */
export const apiKeyPrefix = (environment: Environment, secret: string): string =>
  `${environment === 'PRODUCTION' ? 'sk_live_' : 'sk_test_'}${secret.replace(/^sk_(live|test)_/, '')}`.slice(0, API_KEY_PREFIX_LENGTH);

interface KeyRow {
  id: string;
  name: string;
  environment: Environment;
  prefix: string;
  permissions: string;
  created: string;
}

const toKey = (row: KeyRow): ApiKey => ({ ...row, permissions: JSON.parse(row.permissions) as ApiKeyPermissions });

export function listApiKeys(db: SandboxDatabase, businessId: string, environment: Environment): ApiKey[] {
  const rows = db
    .prepare('SELECT id, name, environment, prefix, permissions, created FROM secret_api_keys WHERE business_id = ? AND environment = ? ORDER BY created, id')
    .all(businessId, environment) as KeyRow[];
  return rows.map(toKey);
}

/** Creates a key: the secret is answered here once and kept only as its SHA-256 hash. */
export function createApiKey(
  db: SandboxDatabase,
  businessId: string,
  environment: Environment,
  request: { name: string; permissions: ApiKeyPermissions },
  created: string,
): CreatedApiKey {
  const secret = `${environment === 'PRODUCTION' ? 'sk_live_' : 'sk_test_'}${randomBytes(30).toString('base64url')}`;
  const key: ApiKey = { id: newId('key'), name: request.name, environment, prefix: apiKeyPrefix(environment, secret), permissions: request.permissions, created };
  db.prepare(
    'INSERT INTO secret_api_keys (id, business_id, environment, name, created, prefix, secret_hash, permissions) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  ).run(key.id, businessId, environment, key.name, created, key.prefix, tokenHash(secret), JSON.stringify(key.permissions));
  return { ...key, secret };
}

/** Revokes (deletes) a key of this business and environment; its name, or null when there is none. */
export function revokeApiKey(db: SandboxDatabase, businessId: string, environment: Environment, id: string): string | null {
  const name = db
    .prepare('SELECT name FROM secret_api_keys WHERE id = ? AND business_id = ? AND environment = ?')
    .pluck()
    .get(id, businessId, environment) as string | undefined;
  if (name === undefined) return null;
  db.prepare('DELETE FROM secret_api_keys WHERE id = ?').run(id);
  return name;
}

/** The key a secret belongs to, by its hash (how an API call would be authenticated). */
export const apiKeyIdOfSecret = (db: SandboxDatabase, secret: string): string | null =>
  (db.prepare('SELECT id FROM secret_api_keys WHERE secret_hash = ?').pluck().get(tokenHash(secret)) as string | undefined) ?? null;
