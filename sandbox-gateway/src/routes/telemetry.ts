import { timingSafeEqual } from 'node:crypto';
import {
  COLLECTOR_KEY_HEADER,
  TELEMETRY_API,
  TELEMETRY_LIMITS,
  VITAL_NAMES,
  type TelemetrySummary,
} from 'shared-contracts/areas/shell/telemetry';
import type { GatewayContext } from '../context';
import type { GatewayApp } from '../http/gateway-app';
import { GatewayError, notFound } from '../http/errors';
import { objectSchema } from '../http/validation';
import { recordTelemetry, releaseHealth, telemetrySummary } from '../store/telemetry';

const NAME = { type: 'string', pattern: '^[a-z][a-z0-9-]*$', maxLength: TELEMETRY_LIMITS.nameLength } as const;
/** Printable text without spaces: a semver, or `override:<manifest URL>`. */
const VERSION = { type: 'string', pattern: '^[\\x21-\\x7e]+$', maxLength: TELEMETRY_LIMITS.versionLength } as const;
const ROUTE = { type: 'string', pattern: '^/[A-Za-z0-9_\\-/*:.]*$', maxLength: TELEMETRY_LIMITS.routeLength } as const;
const AT = { type: 'integer', minimum: 0, maximum: 1e14 } as const;
const MS = { type: 'number', minimum: 0, maximum: 600_000 } as const;
const COMMON = { remote: NAME, remoteVersion: VERSION, route: ROUTE, at: AT } as const;
const COMMON_REQUIRED = ['kind', 'remote', 'remoteVersion', 'route', 'at'] as const;

/** One kind of event; generic, so that the batch's type is derived from this schema (docs/decisions/0056). */
const event = <const K extends string, const P extends Readonly<Record<string, object>>, const R extends readonly (keyof P & string)[]>(
  kind: K,
  properties: P,
  required: R,
) =>
  ({
    type: 'object',
    properties: { kind: { const: kind }, ...COMMON, ...properties },
    required: [...COMMON_REQUIRED, ...required],
    additionalProperties: false,
  }) as const;

const BATCH = objectSchema(
  {
    contracts: { type: 'string', pattern: '^\\d+\\.\\d+\\.\\d+$', maxLength: 40 },
    business: { anyOf: [{ type: 'string', pattern: '^[0-9a-f]{16}$' }, { type: 'null' }] },
    events: {
      type: 'array',
      minItems: 1,
      maxItems: TELEMETRY_LIMITS.eventsPerBatch,
      items: {
        oneOf: [
          event('error', { phase: { type: 'string', pattern: '^[A-Za-z0-9:_.-]+$', maxLength: 64 }, message: { type: 'string', maxLength: TELEMETRY_LIMITS.messageLength } }, ['phase', 'message']),
          event('load', { durationMs: MS, ok: { type: 'boolean' } }, ['durationMs', 'ok']),
          event('vital', { name: { type: 'string', enum: [...VITAL_NAMES] }, value: MS }, ['name', 'value']),
        ],
      },
    },
  },
  ['contracts', 'business', 'events'],
);

const SUMMARY_QUERY = objectSchema({ window_hours: { type: 'integer', minimum: 1, maximum: TELEMETRY_LIMITS.windowHoursMax } });
const RELEASE_HEALTH_QUERY = objectSchema({ remote: NAME, since: AT }, ['remote', 'since']);

/** Whether `given` is the key, compared in constant time. */
function isKey(key: string, given: unknown): boolean {
  if (typeof given !== 'string') return false;
  const expected = Buffer.from(key);
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * The telemetry collector (issue 23). Beacons are public: `navigator.sendBeacon` cannot carry the
 * access token, and what they hold names no one. The summary is for signed-in users (the platform
 * tools panel); it is counts and times per remote version, nothing about a business.
 */
export function registerTelemetryRoutes(app: GatewayApp, ctx: GatewayContext): void {
  app.post(TELEMETRY_API.beacons, { schema: { body: BATCH } }, async (request, reply) => {
    ctx.limiter.check('telemetry-beacons', request.ip, ctx.limits.beaconsPerIp);
    ctx.limiter.hit('telemetry-beacons', request.ip);
    recordTelemetry(ctx.db, request.body, ctx.clock());
    return reply.status(204).send();
  });
  app.get(TELEMETRY_API.summary, { schema: { querystring: SUMMARY_QUERY } }, async (request): Promise<TelemetrySummary> => {
    const { window_hours: hours = TELEMETRY_LIMITS.windowHoursDefault } = request.query;
    return telemetrySummary(ctx.db, ctx.clock(), hours);
  });
  app.get(TELEMETRY_API.releaseHealth, { schema: { querystring: RELEASE_HEALTH_QUERY } }, async (request) => {
    if (!ctx.collectorReadKey) throw notFound();
    if (!isKey(ctx.collectorReadKey, request.headers[COLLECTOR_KEY_HEADER])) {
      throw new GatewayError(401, 'AUTHENTICATION_ERROR', 'The collector read key is missing or wrong');
    }
    return releaseHealth(ctx.db, request.query.remote, request.query.since);
  });
}
