import type { FastifyInstance } from 'fastify';
import { authenticate } from '../auth/authenticate';
import { accessFor } from '../auth/permissions';
import type { GatewayContext } from '../context';
import { forbidden, notSignedIn } from './errors';
import { WRITE_METHODS, refuseForgedControl, refuseForgedWrite } from './same-origin';
import { objectSchema } from './validation';

/**
 * Enforces the endpoint table on every request, before its body is read: sign-in first (401), then
 * membership (USER_BUSINESS_NOT_FOUND_ERROR), then for a session-cookie write that it is not forged
 * (403, http/same-origin.ts), then the endpoint's rule (403). A control API write must not be forged
 * either. All of it is decided from the headers alone, in `onRequest`: a refused upload is answered
 * before its body is parsed (an 8 MB multipart body without a valid token was read whole before its
 * 401, issue 43 §7); what is still in flight is discarded by node, never buffered.
 */
export function installGuard(app: FastifyInstance, ctx: GatewayContext): void {
  app.decorateRequest('caller', null);

  // Fail closed: a route without an access entry stops the gateway from starting. Routes without
  // schemas get the empty ones, so an unknown query or body field is refused everywhere.
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (!accessFor(method, route.url)) throw new Error(`No access rule for ${method} ${route.url} in auth/permissions.ts`);
    }
    route.schema = { ...route.schema };
    route.schema.querystring ??= objectSchema();
    if (methods.some((method) => WRITE_METHODS.has(method))) route.schema.body ??= objectSchema();
  });

  app.addHook('onRequest', async (request) => {
    const access = accessFor(request.method, request.routeOptions.url ?? '');
    if (!access || access.requires === 'public') return;
    if (access.requires === 'test-mode') return refuseForgedControl(request);
    const caller = await authenticate(ctx, request);
    // A bearer token is never attached by the browser on its own: only the cookie can be forged.
    if (caller.mode === 'session') refuseForgedWrite(request);
    if (access.requires === 'session-mode' && caller.mode !== 'session') throw notSignedIn();
    if (access.requires === 'token-mode' && caller.mode !== 'token') throw notSignedIn();
    if (access.rule && !access.rule.allows(caller, ctx.db)) {
      throw forbidden(`This needs ${access.rule.description}`);
    }
    request.caller = caller;
  });

  app.addHook('preValidation', async (request) => {
    // A request may send no body at all where a body is allowed: treat it as an empty one.
    if (request.body === undefined && WRITE_METHODS.has(request.method)) request.body = {};
  });
}
