import path from 'node:path';
import { isCidr } from 'shared-contracts/areas/settings/developers';

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
  /** TRUSTED_PROXIES: the peers whose X-Forwarded-For, -Proto and -Host the gateway believes. */
  trustedProxies: string[];
  /** CALLBACK_TEST_RECEIVERS: the origins a test-mode callback may reach besides the sandbox's own receiver. */
  callbackTestReceivers: string[];
  /** SANDBOX_PASSWORD_COST (test mode only): the scrypt cost of the seeded personas' passwords. */
  passwordCost?: number;
}

export const DEFAULT_PORT = 4810;
export const DEFAULT_ACCESS_TOKEN_TTL_SECONDS = 900;
/** A few seconds: long enough for a second tab or a thrown-away answer, short enough to catch a thief. */
export const DEFAULT_REFRESH_REUSE_GRACE_SECONDS = 5;
/** `pnpm start`: the shell's Node server proxies /api from the same machine. */
export const DEFAULT_TRUSTED_PROXIES = ['127.0.0.1', '::1'];
/** The named ranges fastify's proxy-addr knows besides addresses and CIDR blocks. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

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

/**
 * The proxies whose forwarded headers say who the client is: addresses, CIDR blocks or proxy-addr's
 * named ranges, comma-separated; `none` when clients reach the gateway directly. A wrong entry stops
 * the start: trusting the wrong peer lets any client choose its own address (issue 43 §2).
 */
function trustedProxies(raw: string | undefined): string[] {
  if (raw === undefined || raw.trim() === '') return DEFAULT_TRUSTED_PROXIES;
  if (raw.trim() === 'none') return [];
  const entries = raw.split(',').map((entry) => entry.trim()).filter((entry) => entry !== '');
  const bad = entries.filter((entry) => !isCidr(entry) && !NAMED_RANGES.has(entry));
  if (bad.length > 0) {
    throw new Error(`TRUSTED_PROXIES must list addresses, CIDR blocks, loopback, linklocal or uniquelocal (or be none), got "${bad.join('", "')}"`);
  }
  return entries;
}

/**
 * The receivers test-mode callbacks may reach (issue 43 §5): origins (`http://127.0.0.1:4899`),
 * comma-separated; none by default, so a test callback reaches only the sandbox's own receiver. An
 * entry with a path, credentials or another scheme stops the start: the list is compared by origin.
 */
function callbackTestReceivers(raw: string | undefined): string[] {
  const entries = (raw ?? '').split(',').map((entry) => entry.trim()).filter((entry) => entry !== '');
  return entries.map((entry) => {
    const url = URL.canParse(entry) ? new URL(entry) : undefined;
    if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password || url.pathname !== '/' || url.search || url.hash) {
      throw new Error(`CALLBACK_TEST_RECEIVERS must list origins such as http://127.0.0.1:4899 (a scheme, a host and a port, no path), got "${entry}"`);
    }
    return url.origin;
  });
}

/** The scrypt costs a seeded password may have: powers of two, from the tests' lowest to the gateway's own. */
const PASSWORD_COSTS = [1024, 2048, 4096, 8192, 16384];

/**
 * SANDBOX_PASSWORD_COST: a cheaper scrypt cost for the seeded personas' passwords, for a test stack
 * that signs in hundreds of times (each sign-in verifies the hash: 0.12 s of a core at 16384). Only
 * in test mode: a sandbox that merchants' developers use keeps the gateway's own cost.
 */
function passwordCost(raw: string | undefined, testMode: boolean): number | undefined {
  if (raw === undefined || raw.trim() === '') return undefined;
  if (!testMode) throw new Error('SANDBOX_PASSWORD_COST is for test mode only (SANDBOX_TEST_MODE=1)');
  const cost = Number(raw);
  if (!PASSWORD_COSTS.includes(cost)) throw new Error(`SANDBOX_PASSWORD_COST must be one of ${PASSWORD_COSTS.join(', ')}, got "${raw}"`);
  return cost;
}

/** Reads the gateway's configuration; `packageDir` anchors the default database path. */
export function readConfig(env: NodeJS.ProcessEnv, packageDir: string): GatewayConfig {
  const port = wholeNumber('GATEWAY_PORT', env.GATEWAY_PORT, DEFAULT_PORT);
  if (port > 65535) throw new Error(`GATEWAY_PORT must be at most 65535, got "${env.GATEWAY_PORT}"`);
  const secret = env.SANDBOX_JWT_SECRET?.trim();
  if (secret !== undefined && secret !== '' && secret.length < 32) {
    throw new Error('SANDBOX_JWT_SECRET must be at least 32 characters long');
  }
  const testMode = env.SANDBOX_TEST_MODE === '1' || env.SANDBOX_TEST_MODE === 'true';
  const cost = passwordCost(env.SANDBOX_PASSWORD_COST, testMode);
  return {
    port,
    host: env.GATEWAY_HOST?.trim() || 'localhost',
    dbPath: path.resolve(env.SANDBOX_DB_PATH?.trim() || path.join(packageDir, 'data', 'sandbox.db')),
    testMode,
    accessTokenTtlSeconds: wholeNumber('ACCESS_TOKEN_TTL_SECONDS', env.ACCESS_TOKEN_TTL_SECONDS, DEFAULT_ACCESS_TOKEN_TTL_SECONDS),
    refreshReuseGraceSeconds: wholeNumber(
      'REFRESH_REUSE_GRACE_SECONDS',
      env.REFRESH_REUSE_GRACE_SECONDS,
      DEFAULT_REFRESH_REUSE_GRACE_SECONDS,
      { allowZero: true },
    ),
    jwtSecret: secret || undefined,
    collectorReadKey: readKey(env.TELEMETRY_READ_KEY),
    trustedProxies: trustedProxies(env.TRUSTED_PROXIES),
    callbackTestReceivers: callbackTestReceivers(env.CALLBACK_TEST_RECEIVERS),
    ...(cost === undefined ? {} : { passwordCost: cost }),
  };
}
