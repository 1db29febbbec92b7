import {
  CALLBACK_PRODUCTS,
  CALLBACK_URL_MAX,
  DEVELOPERS_API,
  callbackUrlProblem,
  resendable,
  type CallbackEvent,
  type CallbackEventsAnswer,
  type CallbackRowsAnswer,
  type SetCallbackUrlAnswer,
} from 'shared-contracts/areas/settings/developers';
import { callerOf } from '../auth/caller';
import { newOpaqueToken, tokenHash } from '../auth/secrets';
import { isoAt } from '../clock';
import type { GatewayContext } from '../context';
import type { Environment } from 'shared-contracts';
import type { GatewayApp, WithParams } from '../http/gateway-app';
import { deliverCallback } from '../http/callback-delivery';
import { REFUSED_TARGET_MESSAGE, callbackTarget } from '../http/callback-targets';
import { environmentFor } from '../http/environment';
import { GatewayError, invalid, notFound } from '../http/errors';
import { ENVIRONMENT_SCHEMA, ID_SCHEMA, objectSchema } from '../http/validation';
import { recordUserActivity } from '../store/activity-log';
import { callbackRequestOf, listEvents, listWebhooks, recordEvent, setWebhookUrl, webhookOf } from '../store/callbacks';

const ID_PARAMS = { type: 'object', properties: { id: ID_SCHEMA }, required: ['id'] } as const;
const LIST_QUERY = {
  type: 'object',
  properties: { environment: ENVIRONMENT_SCHEMA, product: { type: 'string', enum: [...CALLBACK_PRODUCTS] } },
  additionalProperties: false,
} as const;
const ENVIRONMENT_QUERY = { type: 'object', properties: { environment: ENVIRONMENT_SCHEMA }, additionalProperties: false } as const;
const URL_BODY = objectSchema({ url: { type: 'string', minLength: 1, maxLength: CALLBACK_URL_MAX } }, ['url']);
const EMPTY_BODY = objectSchema();
const REDELIVERY_MS = 60 * 60 * 1000;

/**
 * Callbacks of the developers page (issue 16; spec 02 §3-§8): the rows with their product filter,
 * setting a callback URL (https except in development; a verification token answered once and kept
 * hashed; CALLBACK_URL_CHANGED in the activity log), each webhook's history (FAILED and COMPLETED
 * only), resending a callback request (a new event of that request, when its latest is FAILED,
 * COMPLETED or CALLBACK_URL_NOT_SET), and a test event (beyond the spec). Where a callback may go is
 * checked when the URL is set and again at every delivery (issue 43 §5, http/callback-targets.ts):
 * a refused target is API_VALIDATION_ERROR on `url`, and nothing is sent to it or recorded.
 */
export function registerCallbackRoutes(app: GatewayApp, ctx: GatewayContext): void {
  app.get(DEVELOPERS_API.webhooks, { schema: { querystring: LIST_QUERY } }, async (request): Promise<CallbackRowsAnswer> => {
    const { business } = callerOf(request);
    const { product } = request.query;
    return { data: listWebhooks(ctx.db, business.id, environmentFor(request, business), product) };
  });

  /** The checked target of a callback URL; a refused one is the same validation error at any step. */
  const targetOf = async (url: string, environment: Environment) => {
    const target = await callbackTarget(url, environment, ctx.callbacks);
    if (target.kind === 'refused') throw invalid([{ field: 'url', message: REFUSED_TARGET_MESSAGE[environment] }]);
    return target;
  };

  const webhookFor = (request: WithParams<{ id: string }>) => {
    const { business } = callerOf(request);
    const environment = environmentFor(request, business);
    const webhook = webhookOf(ctx.db, business.id, environment, request.params.id);
    if (!webhook) throw notFound('No such webhook');
    return { webhook, environment };
  };

  app.put('/api/webhooks/:id/url', { schema: { params: ID_PARAMS, body: URL_BODY } }, async (request): Promise<SetCallbackUrlAnswer> => {
    const { user, business } = callerOf(request);
    const { webhook, environment } = webhookFor(request);
    const url = request.body.url.trim();
    const problem = callbackUrlProblem(url, environment);
    if (problem) throw invalid([{ field: 'url', message: problem === 'httpsOnly' ? 'must be https outside the development environment' : 'is not a valid URL' }]);
    await targetOf(url, environment);
    const token = newOpaqueToken();
    setWebhookUrl(ctx.db, webhook.id, url, tokenHash(token));
    recordUserActivity(ctx.db, request, { userId: user.id, businessId: business.id }, 'CALLBACK_URL_CHANGED', ctx.clock(), webhook.name);
    return { url, verification_token: token };
  });

  app.get('/api/webhooks/:id/events', { schema: { params: ID_PARAMS, querystring: ENVIRONMENT_QUERY } }, async (request): Promise<CallbackEventsAnswer> => {
    const { webhook } = webhookFor(request);
    return { data: listEvents(ctx.db, webhook.id) };
  });

  const deliver = async (
    environment: Environment,
    webhookId: string,
    url: string | null,
    payload: string,
    sender: string,
    isTest: boolean,
    callbackRequestId?: string,
  ): Promise<CallbackEvent> => {
    const createdAt = isoAt(ctx.clock());
    if (url === null) {
      return recordEvent(ctx.db, {
        webhookId, callbackRequestId, status: 'CALLBACK_URL_NOT_SET', createdAt, nextRedelivery: null, sender, url: '', requestPayload: payload,
        response: { code: null, payload: null, duration: null, error_code: 'CALLBACK_URL_NOT_SET' }, isTest,
      });
    }
    const delivery = await deliverCallback(await targetOf(url, environment), payload, null, ctx.clock, ctx.callbacks.send);
    return recordEvent(ctx.db, {
      webhookId, callbackRequestId, status: delivery.status, createdAt,
      nextRedelivery: delivery.status === 'FAILED' && !isTest ? isoAt(ctx.clock() + REDELIVERY_MS) : null,
      sender, url, requestPayload: payload, response: delivery.response, isTest,
    });
  };

  app.post('/api/webhooks/:id/test', { schema: { params: ID_PARAMS, body: EMPTY_BODY } }, async (request, reply): Promise<CallbackEvent> => {
    const { webhook, environment } = webhookFor(request);
    if (webhook.url === null) throw invalid([{ field: 'url', message: 'set a callback URL first' }]);
    const payload = JSON.stringify({ event: 'test', type: webhook.type, product: webhook.product, created: isoAt(ctx.clock()), data: { id: 'test_event', amount: 10000, status: 'TEST' } });
    reply.code(201);
    return deliver(environment, webhook.id, webhook.url, payload, 'dashboard-test', true);
  });

  app.post('/api/callback_requests/:id', { schema: { params: ID_PARAMS, body: EMPTY_BODY } }, async (request, reply): Promise<CallbackEvent> => {
    const { business } = callerOf(request);
    const environment = environmentFor(request, business);
    const found = callbackRequestOf(ctx.db, business.id, environment, request.params.id);
    if (!found) throw notFound('No such callback request');
    if (!resendable(found.latest.status)) throw new GatewayError(409, 'API_VALIDATION_ERROR', 'This callback cannot be resent now', { errors: [{ field: 'id', message: 'latest event is not resendable' }] });
    const webhook = webhookOf(ctx.db, business.id, environment, found.webhookId);
    reply.code(201);
    return deliver(environment, found.webhookId, webhook?.url ?? null, found.latest.request_payload, found.latest.sender, found.latest.is_test, found.latest.callback_request_id);
  });
}
