import {
  API_KEY_AREA_ACCESS,
  API_KEY_AREAS,
  API_KEY_NAME_MAX,
  CIDR_WHITELIST_MAX,
  DEVELOPERS_API,
  cidrFamily,
  creationNeedsPassword,
  grantsSomething,
  mayCreateKeyIn,
  type ApiKeysAnswer,
  type CreatedApiKey,
} from 'shared-contracts/areas/settings/developers';
import { CONFIRMATION_PASSWORD_HEADER, CONFIRMATION_PASSWORD_MAX } from 'shared-contracts/areas/settings/settings';
import type { ApiSettings } from 'shared-contracts/gateway';
import { isLive } from 'shared-contracts/rules';
import { callerOf } from '../auth/caller';
import { verifyPassword } from '../auth/passwords';
import { isoAt } from '../clock';
import type { GatewayContext } from '../context';
import type { GatewayApp } from '../http/gateway-app';
import { environmentFor } from '../http/environment';
import { forbidden, GatewayError, invalid, notFound } from '../http/errors';
import { ID_SCHEMA, nameSchema, objectSchema, propertiesOf } from '../http/validation';
import { recordUserActivity } from '../store/activity-log';
import { createApiKey, listApiKeys, revokeApiKey } from '../store/api-keys';
import { apiSettings } from '../store/environment-data';

const PERMISSIONS_SCHEMA = {
  type: 'object',
  properties: propertiesOf(API_KEY_AREAS, (area) => ({ type: 'string', enum: [...API_KEY_AREA_ACCESS[area]] }) as const),
  required: [...API_KEY_AREAS],
  additionalProperties: false,
} as const;

const PASSWORD_HEADER = { type: 'string', minLength: 1, maxLength: CONFIRMATION_PASSWORD_MAX } as const;

const CREATE_KEY_SCHEMA = {
  body: objectSchema(
    { name: nameSchema(API_KEY_NAME_MAX), permissions: PERMISSIONS_SCHEMA },
    ['name', 'permissions'],
  ),
  // Required of a live key that can write (creationNeedsPassword), checked in the handler.
  headers: { type: 'object', properties: { [CONFIRMATION_PASSWORD_HEADER]: PASSWORD_HEADER } },
} as const;

const REVOKE_KEY_SCHEMA = {
  params: { type: 'object', properties: { id: ID_SCHEMA }, required: ['id'] },
  headers: {
    type: 'object',
    properties: { [CONFIRMATION_PASSWORD_HEADER]: PASSWORD_HEADER },
    required: [CONFIRMATION_PASSWORD_HEADER],
  },
} as const;

const CIDR_SCHEMA = {
  body: objectSchema(
    { cidr_whitelist: { type: 'array', maxItems: CIDR_WHITELIST_MAX, items: { type: 'string', minLength: 1, maxLength: 49 } } },
    ['cidr_whitelist'],
  ),
};

const KEY_PASSWORD_WINDOW = { max: 5, windowMs: 15 * 60_000 };

/**
 * The developers page's API keys and IP whitelist (issue 16; spec 01 §3-§4). A key's secret is
 * answered once at creation and kept only as a SHA-256 hash (migration 16); revoking is confirmed by
 * the user's password (wrong ones are rate-limited). Live keys only for live businesses. Creating
 * and revoking write API_KEY_CREATED / API_KEY_REVOKED to the activity log.
 */
export function registerDeveloperSettingsRoutes(app: GatewayApp, ctx: GatewayContext): void {
  /** The user's password confirms a key's creation or revocation; its slot in the limit is taken before the hash is awaited. */
  const confirmPassword = async (user: { id: string; password_hash: string }, password: string): Promise<void> => {
    const slot = ctx.limiter.take('api-key-password', user.id, KEY_PASSWORD_WINDOW);
    if (!(await verifyPassword(password, user.password_hash))) throw new GatewayError(400, 'INVALID_CREDENTIALS_ERROR', 'The password is not correct');
    slot.release();
  };

  app.get(DEVELOPERS_API.apiKeys, async (request): Promise<ApiKeysAnswer> => {
    const { business } = callerOf(request);
    return { data: listApiKeys(ctx.db, business.id, environmentFor(request, business)) };
  });

  app.post(DEVELOPERS_API.apiKeys, { schema: CREATE_KEY_SCHEMA }, async (request, reply): Promise<CreatedApiKey> => {
    const { user, business } = callerOf(request);
    const environment = environmentFor(request, business);
    const body = request.body;
    if (!mayCreateKeyIn(environment, isLive(business.go_live_status))) throw forbidden('Live keys are for live businesses only');
    if (!grantsSomething(body.permissions)) throw invalid([{ field: 'permissions', message: 'must grant at least one access' }]);
    if (creationNeedsPassword(environment, body.permissions)) {
      const password = request.headers[CONFIRMATION_PASSWORD_HEADER];
      if (typeof password !== 'string') throw invalid([{ field: 'password', message: 'a live key that can write is created with your password' }]);
      await confirmPassword(user, password);
    }
    const now = ctx.clock();
    const key = createApiKey(ctx.db, business.id, environment, { name: body.name.trim(), permissions: body.permissions }, isoAt(now));
    recordUserActivity(ctx.db, request, { userId: user.id, businessId: business.id }, 'API_KEY_CREATED', now, key.name);
    reply.code(201);
    return key;
  });

  app.delete('/api/api-keys/:id', { schema: REVOKE_KEY_SCHEMA }, async (request, reply) => {
    const { user, business } = callerOf(request);
    const environment = environmentFor(request, business);
    const { id } = request.params;
    await confirmPassword(user, request.headers[CONFIRMATION_PASSWORD_HEADER] as string);
    const name = revokeApiKey(ctx.db, business.id, environment, id);
    if (name === null) throw notFound('No such API key');
    recordUserActivity(ctx.db, request, { userId: user.id, businessId: business.id }, 'API_KEY_REVOKED', ctx.clock(), name);
    return reply.code(204).send();
  });

  app.put(DEVELOPERS_API.apiSettings, { schema: CIDR_SCHEMA }, async (request): Promise<ApiSettings> => {
    const { business } = callerOf(request);
    const environment = environmentFor(request, business);
    const list = request.body.cidr_whitelist.map((entry) => entry.trim());
    const errors = list.flatMap((entry, index) =>
      cidrFamily(entry) === null ? [{ field: `cidr_whitelist[${index}]`, message: 'is not an IPv4 or IPv6 CIDR block' }] : [],
    );
    list.forEach((entry, index) => {
      if (list.indexOf(entry) !== index) errors.push({ field: `cidr_whitelist[${index}]`, message: 'is listed twice' });
    });
    if (errors.length > 0) throw invalid(errors);
    ctx.db.prepare('UPDATE api_settings SET cidr_whitelist = ? WHERE business_id = ? AND environment = ?').run(JSON.stringify(list), business.id, environment);
    return apiSettings(ctx.db, business.id, environment);
  });
}
