import type { FastifyRequest } from 'fastify';
import { ENVIRONMENTS, type Environment } from 'shared-contracts';
import { ENVIRONMENT_COOKIE_NAME } from 'shared-contracts/gateway';
import { isLive } from 'shared-contracts/rules';
import type { BusinessRow } from '../store/businesses';
import { forbidden } from './errors';

const asEnvironment = (value: unknown): Environment | undefined =>
  (ENVIRONMENTS as readonly unknown[]).includes(value) ? (value as Environment) : undefined;

const field = (source: unknown): unknown =>
  typeof source === 'object' && source !== null ? (source as { environment?: unknown }).environment : undefined;

/**
 * The environment a request asks for: the body's `environment`, else the query's (both already
 * validated), else the environment cookie, else PRODUCTION for a live business and DEVELOPMENT
 * otherwise. A business that is not live has no live data: asking for it is AUTHORIZATION_ERROR.
 */
export function environmentFor(request: FastifyRequest, business: BusinessRow): Environment {
  const live = isLive(business.go_live_status);
  const environment =
    asEnvironment(field(request.body)) ??
    asEnvironment(field(request.query)) ??
    asEnvironment(request.cookies[ENVIRONMENT_COOKIE_NAME]) ??
    (live ? 'PRODUCTION' : 'DEVELOPMENT');
  if (environment === 'PRODUCTION' && !live) {
    throw forbidden('This business is not live yet: it has test (DEVELOPMENT) data only');
  }
  return environment;
}
