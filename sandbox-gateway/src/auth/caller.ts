import type { FastifyRequest } from 'fastify';
import type { BusinessRow, MembershipRow } from '../store/businesses';
import type { UserRow } from '../store/users';

/** Who is calling: the signed-in user, the business they act in, and how they signed in. */
export interface Caller {
  mode: 'session' | 'token';
  user: UserRow;
  business: BusinessRow;
  membership: MembershipRow;
  /** Session mode: the session's stored id hash. */
  sessionIdHash?: string;
  /** Token mode: the token family of this sign-in. */
  familyId?: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller | null;
  }
}

/** The caller of a signed-in endpoint (the guard has authenticated it before the handler runs). */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw new Error(`${request.method} ${request.url} has no authenticated caller`);
  return request.caller;
}
