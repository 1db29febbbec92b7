import path from 'node:path';

/** What the gateway is started with; every value comes from an environment variable. */
export interface GatewayConfig {
  port: number;
  host: string;
  dbPath: string;
  testMode: boolean;
  accessTokenTtlSeconds: number;
  refreshReuseGraceSeconds: number;
  jwtSecret: string | undefined;
  /** TELEMETRY_READ_KEY: what the release health gate reads the collector with; none: no such read. */
  collectorReadKey: string | undefined;
}

export const DEFAULT_PORT = 4810;
export const DEFAULT_ACCESS_TOKEN_TTL_SECONDS = 900;
/** A few seconds: long enough for a second tab or a thrown-away answer, short enough to catch a thief. */
export const DEFAULT_REFRESH_REUSE_GRACE_SECONDS = 5;

function wholeNumber(name: string, raw: string | undefined, fallback: number, { allowZero = false } = {}): number {
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || (value === 0 && !allowZero)) {
    throw new Error(`${name} must be a ${allowZero ? 'non-negative' : 'positive'} whole number, got "${raw}"`);
  }
  return value;
}

function readKey(raw: string | undefined): string | undefined {
  const key = raw?.trim();
  if (!key) return undefined;
  if (key.length < 32) throw new Error('TELEMETRY_READ_KEY must be at least 32 characters long');
  return key;
}

/** Reads the gateway's configuration; `packageDir` anchors the default database path. */
export function readConfig(env: NodeJS.ProcessEnv, packageDir: string): GatewayConfig {
  const port = wholeNumber('GATEWAY_PORT', env.GATEWAY_PORT, DEFAULT_PORT);
  if (port > 65535) throw new Error(`GATEWAY_PORT must be at most 65535, got "${env.GATEWAY_PORT}"`);
  const secret = env.SANDBOX_JWT_SECRET?.trim();
  if (secret !== undefined && secret !== '' && secret.length < 32) {
    throw new Error('SANDBOX_JWT_SECRET must be at least 32 characters long');
  }
  return {
    port,
    host: env.GATEWAY_HOST?.trim() || 'localhost',
    dbPath: path.resolve(env.SANDBOX_DB_PATH?.trim() || path.join(packageDir, 'data', 'sandbox.db')),
    testMode: env.SANDBOX_TEST_MODE === '1' || env.SANDBOX_TEST_MODE === 'true',
    accessTokenTtlSeconds: wholeNumber('ACCESS_TOKEN_TTL_SECONDS', env.ACCESS_TOKEN_TTL_SECONDS, DEFAULT_ACCESS_TOKEN_TTL_SECONDS),
    refreshReuseGraceSeconds: wholeNumber(
      'REFRESH_REUSE_GRACE_SECONDS',
      env.REFRESH_REUSE_GRACE_SECONDS,
      DEFAULT_REFRESH_REUSE_GRACE_SECONDS,
      { allowZero: true },
    ),
    jwtSecret: secret || undefined,
    collectorReadKey: readKey(env.TELEMETRY_READ_KEY),
  };
}
