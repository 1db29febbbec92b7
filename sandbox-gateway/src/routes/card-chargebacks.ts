import {
  CHARGEBACKS_API,
  CHARGEBACK_EVIDENCE_MAX,
  CHARGEBACK_EVIDENCE_MIN,
  CHARGEBACK_RESPONSE_MAX,
  CHARGEBACK_STATUSES,
  type Chargeback,
  type ChargebackDocument,
  type ChargebacksAnswer,
} from 'shared-contracts/areas/cards/card-chargebacks';
import { CARD_LIST_MAX_LIMIT } from 'shared-contracts/areas/cards/cards';
import { DOCUMENT_MAX_BYTES } from 'shared-contracts/rules';
import { callerOf } from '../auth/caller';
import { isoAt } from '../clock';
import type { GatewayContext } from '../context';
import { withSchemaTypes, type GatewayApp, type WithParams } from '../http/gateway-app';
import { GatewayError, invalid, notFound } from '../http/errors';
import { MultipartBody, boundaryOf, parseMultipart } from '../http/multipart';
import { ID_SCHEMA, objectSchema } from '../http/validation';
import { cleanFileName, sniffDocumentType } from '../store/activation-files';
import { addEvidence, findChargeback, listChargebacks, removeEvidence, submitResponse } from '../store/card-chargebacks';
import { cardScopeOf } from './card-payments';

const LIST_QUERY = objectSchema({
  page: { type: 'integer', minimum: 1, maximum: 100000 },
  limit: { type: 'integer', minimum: 1, maximum: CARD_LIST_MAX_LIMIT },
  status: { type: 'string', enum: [...CHARGEBACK_STATUSES] },
});
const ID_PARAMS = { type: 'object', properties: { id: ID_SCHEMA }, required: ['id'], additionalProperties: false } as const;
const DOCUMENT_PARAMS = { type: 'object', properties: { id: ID_SCHEMA, document_id: ID_SCHEMA }, required: ['id', 'document_id'], additionalProperties: false } as const;
const RESPONSE_BODY = objectSchema(
  {
    text: { type: 'string', minLength: 1, maxLength: CHARGEBACK_RESPONSE_MAX, pattern: '\\S' },
    document_ids: { type: 'array', minItems: CHARGEBACK_EVIDENCE_MIN, maxItems: CHARGEBACK_EVIDENCE_MAX, uniqueItems: true, items: ID_SCHEMA },
  },
  ['text', 'document_ids'],
);
/** The largest upload body: one 8 MB document and its form fields. */
const UPLOAD_BODY_LIMIT = DOCUMENT_MAX_BYTES + 64 * 1024;
const MULTIPART_SCHEMA = { type: 'object', properties: { parts: { type: 'array', maxItems: 8 } }, required: ['parts'], additionalProperties: false } as const;

const notOpen = () => invalid([{ field: 'status', message: 'only an OPEN chargeback can be answered' }], 'This chargeback is not open for a response');

/**
 * Card chargebacks (spec 02 §2, §4, §7; issue 18): the paged list, one chargeback with its linked
 * payment, and the response to an OPEN one with evidence (jpeg, png or pdf up to 8 MB, told by the
 * file's first bytes and its size here, whatever the client checked), after which it is SUBMITTED.
 */
export function registerCardChargebackRoutes(app: GatewayApp, ctx: GatewayContext): void {
  const chargebackOf = (request: WithParams<{ id: string }>): Chargeback => {
    const found = findChargeback(ctx.db, cardScopeOf(request), request.params.id);
    if (!found) throw notFound('No such chargeback');
    return found;
  };

  app.get(CHARGEBACKS_API.chargebacks, { schema: { querystring: LIST_QUERY } }, async (request): Promise<ChargebacksAnswer> =>
    listChargebacks(ctx.db, cardScopeOf(request), request.query),
  );

  app.get('/api/credit_card_chargebacks/:id', { schema: { params: ID_PARAMS } }, async (request): Promise<Chargeback> => chargebackOf(request));

  app.delete('/api/credit_card_chargebacks/:id/evidence/:document_id', { schema: { params: DOCUMENT_PARAMS } }, async (request): Promise<Chargeback> => {
    const chargeback = chargebackOf(request);
    if (chargeback.status !== 'OPEN') throw notOpen();
    if (!removeEvidence(ctx.db, chargeback, request.params.document_id)) throw notFound('No such document');
    return chargebackOf(request);
  });

  app.post('/api/credit_card_chargebacks/:id/response', { schema: { params: ID_PARAMS, body: RESPONSE_BODY } }, async (request): Promise<Chargeback> => {
    const chargeback = chargebackOf(request);
    if (chargeback.status !== 'OPEN') throw notOpen();
    const body = request.body;
    const known = new Set(chargeback.documents.map((document) => document.id));
    const unknown = body.document_ids.findIndex((id) => !known.has(id));
    if (unknown !== -1) throw invalid([{ field: `document_ids[${unknown}]`, message: 'is not evidence uploaded for this chargeback' }]);
    submitResponse(ctx.db, chargeback, { text: body.text.trim(), documentIds: body.document_ids, userEmail: callerOf(request).user.email, now: isoAt(ctx.clock()) });
    return chargebackOf(request);
  });

  void app.register(async (scope) => {
    // Only this scope reads multipart bodies; everywhere else the gateway takes JSON alone.
    scope.addContentTypeParser('multipart/form-data', { parseAs: 'buffer', bodyLimit: UPLOAD_BODY_LIMIT }, (request, body, done) => {
      const boundary = boundaryOf(request.headers['content-type']);
      if (!boundary) return done(invalid([{ field: 'content-type', message: 'must name a multipart boundary' }]));
      try {
        return done(null, parseMultipart(body as Buffer, boundary));
      } catch (error) {
        return done(error as Error);
      }
    });

    withSchemaTypes(scope).post('/api/credit_card_chargebacks/:id/evidence', { schema: { params: ID_PARAMS, body: MULTIPART_SCHEMA } }, async (request, reply): Promise<ChargebackDocument> => {
      if (!(request.body instanceof MultipartBody)) throw invalid([{ field: 'body', message: 'must be multipart/form-data with file_content' }]);
      const chargeback = chargebackOf(request);
      const file = request.body.field('file_content');
      if (!file || file.filename === undefined) throw invalid([{ field: 'file_content', message: 'is required (a file)' }]);
      if (file.data.length === 0) throw invalid([{ field: 'file_content', message: 'is empty' }]);
      if (file.data.length > DOCUMENT_MAX_BYTES) throw new GatewayError(400, 'IMAGE_FILE_SIZE_LIMIT_ERROR', `The file must not exceed ${DOCUMENT_MAX_BYTES} bytes`);
      const contentType = sniffDocumentType(file.data) as ChargebackDocument['content_type'] | undefined;
      if (!contentType) throw new GatewayError(400, 'UNSUPPORTED_IMAGE_FILE_TYPE_ERROR', 'The file must be a JPEG, PNG or PDF');
      const added = addEvidence(ctx.db, chargeback, {
        fileName: cleanFileName(file.filename), contentType, data: file.data, userEmail: callerOf(request).user.email, now: isoAt(ctx.clock()),
      });
      if (added === 'not-open') throw notOpen();
      if (added === 'too-many') throw invalid([{ field: 'file_content', message: `at most ${CHARGEBACK_EVIDENCE_MAX} documents` }]);
      reply.code(201);
      return added;
    });
  });
}
