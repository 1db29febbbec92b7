import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { GatewayError, invalid, notFound, serverError } from './errors';
import { toFieldErrors } from './validation';

/** Fastify's own request errors as catalogue errors. None of them has touched any data. */
function fromFastify(error: FastifyError): GatewayError | undefined {
  if (error.validation) {
    return invalid(toFieldErrors(error.validation as never, error.validationContext ?? 'body'));
  }
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new GatewayError(400, 'MALFORMED_JSON_ERROR', 'The request body is not valid JSON');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new GatewayError(415, 'UNSUPPORTED_CONTENT_TYPE_ERROR', 'Send the request body as application/json');
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new GatewayError(413, 'PAYLOAD_TOO_LARGE_ERROR', 'The request body is too large');
    case 'FST_ERR_NOT_FOUND':
      return notFound();
    case 'FST_ERR_BAD_URL':
      return invalid([{ field: 'url', message: 'is not a valid URL' }]);
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return invalid([{ field: 'content-length', message: 'does not match the body' }]);
    default:
      break;
  }
  const status = error.statusCode ?? 500;
  if (status === 404) return notFound();
  if (status >= 400 && status < 500) {
    return new GatewayError(status, 'API_VALIDATION_ERROR', 'The request is not valid', { errors: [{ field: 'request', message: 'is not valid' }] });
  }
  return undefined;
}

export function sendError(reply: FastifyReply, error: GatewayError): FastifyReply {
  if (error.details.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.details.retryAfterSeconds));
  return reply.code(error.statusCode).type('application/json; charset=utf-8').send(error.toPayload());
}

/** Every failure answers an ErrorPayload; an unexpected one is SERVER_ERROR with no detail. */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const known = error instanceof GatewayError ? error : fromFastify(error);
    if (known) return sendError(reply, known);
    request.log.error({ err: error }, 'unexpected failure');
    return sendError(reply, serverError());
  });
  app.setNotFoundHandler((request, reply) => sendError(reply, notFound(`No ${request.method} ${(request.url.split('?')[0] ?? '').slice(0, 200)}`)));
}

/** For Fastify's `frameworkErrors` option: errors before routing (a malformed URL, ...). */
export function frameworkErrorHandler(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  void sendError(reply, fromFastify(error) ?? invalid([{ field: 'request', message: 'is not valid' }]));
}
