import type { FastifyRequest } from 'fastify';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from 'shared-contracts/gateway';
import { forbidden } from './errors';

// CSRF (issue 43 §3, docs/security.md): a browser attaches the session cookie to a cross-site form's
// POST too, and SameSite=Lax stops none that comes from another port of localhost or a sibling
// subdomain (they are the same site). What such a page cannot do is send a header of its choice (a
// form cannot; a script of another origin cannot without a CORS preflight, which the gateway never
// answers) or claim another Origin than its own.

/** The methods that write; the others only read. */
export const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const originOf = (text: string): string | undefined => {
  try {
    return new URL(text).origin;
  } catch {
    return undefined;
  }
};

/**
 * An Origin header other than the origin the browser addressed: the scheme and host a trusted proxy
 * forwarded (the shell proxies /api on its own origin), else the connection's. `null` is foreign.
 */
function fromForeignOrigin(request: FastifyRequest): boolean {
  const { origin } = request.headers;
  if (origin === undefined) return false;
  const own = originOf(`${request.protocol}://${request.host}`);
  return own === undefined || originOf(origin) !== own;
}

const hasClientHeader = (request: FastifyRequest): boolean => request.headers[CSRF_HEADER] === CSRF_HEADER_VALUE;

/** A write authenticated by the session cookie: the gateway client's header, and no foreign Origin. */
export function refuseForgedWrite(request: FastifyRequest): void {
  if (!WRITE_METHODS.has(request.method)) return;
  if (!hasClientHeader(request)) throw forbidden(`A write with the session cookie needs the ${CSRF_HEADER} header of the dashboard's client`);
  if (fromForeignOrigin(request)) throw forbidden("A write with the session cookie must come from the dashboard's own origin");
}

/**
 * A write to the control API, which test tools call and no page does: a JSON content type or the
 * client's header (a cross-site form can send neither), and no foreign Origin.
 */
export function refuseForgedControl(request: FastifyRequest): void {
  if (!WRITE_METHODS.has(request.method)) return;
  const json = /^application\/json\s*(;|$)/i.test(request.headers['content-type'] ?? '');
  if (!json && !hasClientHeader(request)) throw forbidden(`The control API takes JSON or the ${CSRF_HEADER} header`);
  if (fromForeignOrigin(request)) throw forbidden('The control API takes no calls from another origin');
}
