import { BATCH_FILE_BYTES_MAX, type BatchRowError } from 'shared-contracts/areas/sending-money/batch-csv';
import { checkBatchFile } from 'shared-contracts/areas/sending-money/batch-validation';
import {
  BATCH_STATUSES,
  DISBURSEMENTS_LIMIT_MAX,
  DISBURSEMENTS_PAGE_SIZE,
  SENDING_MONEY_API,
  type DisbursementBatchDetail,
  type DisbursementBatchesAnswer,
} from 'shared-contracts/areas/sending-money/sending-money';
import { mayDecideBatch, sendingMoneyGates } from 'shared-contracts/areas/sending-money/sending-money-rules';
import type { FieldError } from 'shared-contracts';
import { callerOf } from '../auth/caller';
import { PIN_SCHEMA, authorisePin } from '../auth/pin-authorisation';
import type { GatewayContext } from '../context';
import { sendBatchCallback } from '../http/disbursement-callback';
import { forbidden, GatewayError, invalid, notFound } from '../http/errors';
import { withSchemaTypes, type GatewayApp, type WithParams } from '../http/gateway-app';
import { MultipartBody, boundaryOf, parseMultipart } from '../http/multipart';
import { objectSchema } from '../http/validation';
import { approveBatch, batchOf, batchPage, createBatch, decodeBatchCursor, rejectBatch, toBatch, toBatchDetail, type BatchRecord } from '../store/disbursement-batches';
import { insufficientBalance } from './settings-pin';
import { scopeOf } from './disbursements';

const UPLOAD_BODY_LIMIT = BATCH_FILE_BYTES_MAX + 64 * 1024;
const MULTIPART_SCHEMA = { type: 'object', properties: { parts: { type: 'array', maxItems: 4 } }, required: ['parts'], additionalProperties: false } as const;
const ID_PARAMS = { type: 'object', properties: { id: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$' } }, required: ['id'], additionalProperties: false } as const;
const FILE_NAME_MAX = 120;
const LIST_QUERY = objectSchema({
  status: { type: 'string', enum: [...BATCH_STATUSES] },
  after: { type: 'string', minLength: 1, maxLength: 200, pattern: '^[A-Za-z0-9_-]+$' },
  limit: { type: 'integer', minimum: 1, maximum: DISBURSEMENTS_LIMIT_MAX },
});
const APPROVAL = objectSchema({ pin: PIN_SCHEMA }, ['pin']);

/** Every bad row as a field error: `lines[12].amount` (or `lines[12]` for a whole row) with its problem. */
const rowFieldErrors = (errors: readonly BatchRowError[]): FieldError[] =>
  errors.map((error) => ({ field: `lines[${error.line}]${error.column ? `.${error.column}` : ''}`, message: error.problem }));

const fileNameOf = (name: string | undefined): string => (name ?? 'batch.csv').replace(/[^\p{L}\p{N} ._()-]/gu, '_').slice(0, FILE_NAME_MAX) || 'batch.csv';

/**
 * Batch disbursements (issue 45, decision 0071): a maker uploads a CSV, which is checked row by row
 * and refused with every bad row named (nothing is made unless all of it is right); a checker —
 * can_approve, and not the maker — approves it with their withdrawal PIN (every row is paid in one transaction checked
 * against the available balance, then settled, and the BATCH_DISBURSEMENT callback is sent) or rejects it.
 */
export function registerDisbursementBatchRoutes(app: GatewayApp, ctx: GatewayContext): void {
  const found = (request: WithParams<{ id: string }>) => {
    const row = batchOf(ctx.db, scopeOf(request), request.params.id);
    if (!row) throw notFound('No such batch');
    return row;
  };
  /** Maker-checker: the checker is not the maker (the table's CHECK is the last guard). */
  const checked = (request: WithParams<{ id: string }>) => {
    const row = found(request);
    const { user, membership } = callerOf(request);
    if (!mayDecideBatch(sendingMoneyGates(membership), user.id, row.created_by)) throw forbidden('The maker of a batch cannot approve or reject it');
    if (row.status !== 'NEEDS_APPROVAL') throw new GatewayError(409, 'API_VALIDATION_ERROR', 'The batch is already decided', { errors: [{ field: 'id', message: `is ${row.status}` }] });
    return row;
  };

  app.get(SENDING_MONEY_API.batches, { schema: { querystring: LIST_QUERY } }, async (request): Promise<DisbursementBatchesAnswer> => {
    const { query } = request;
    const after = query.after === undefined ? undefined : decodeBatchCursor(query.after);
    if (query.after !== undefined && !after) throw invalid([{ field: 'after', message: 'is not a cursor of this list' }]);
    const page = batchPage(ctx.db, scopeOf(request), query.status, { after, limit: query.limit ?? DISBURSEMENTS_PAGE_SIZE });
    return { docs: page.rows.map((row) => toBatch(ctx.db, row)), has_next: page.nextCursor !== null, next_cursor: page.nextCursor };
  });

  app.get('/api/batch-disbursements/:id', { schema: { params: ID_PARAMS } }, async (request): Promise<DisbursementBatchDetail> => toBatchDetail(ctx.db, found(request)));

  app.post('/api/batch-disbursements/:id/reject', { schema: { params: ID_PARAMS } }, async (request): Promise<DisbursementBatchDetail> => {
    const row = checked(request);
    if (!rejectBatch(ctx.db, row.id, callerOf(request).user.id, ctx.clock())) throw new GatewayError(409, 'API_VALIDATION_ERROR', 'The batch is already decided');
    return toBatchDetail(ctx.db, found(request));
  });

  app.post('/api/batch-disbursements/:id/approve', { schema: { params: ID_PARAMS, body: APPROVAL } }, async (request): Promise<DisbursementBatchDetail> => {
    const row = checked(request);
    // The checker's withdrawal PIN authorises the money leaving (decision 0075); a refusal changes nothing.
    await authorisePin(ctx, callerOf(request).user.id, request.body.pin);
    const scope = scopeOf(request);
    const approval = approveBatch(ctx.db, scope, row.id, callerOf(request).user.id, ctx.clock());
    if ('refused' in approval) {
      if (approval.refused === 'insufficient-balance') throw insufficientBalance();
      throw new GatewayError(409, 'API_VALIDATION_ERROR', 'The batch is already decided');
    }
    const detail = toBatchDetail(ctx.db, found(request));
    await sendBatchCallback(ctx, {
      id: row.id, businessId: scope.businessId, environment: scope.environment, fileName: row.file_name, currency: row.currency, total: row.total,
      completed: detail.completed_count, failed: detail.failed_count,
    });
    return detail;
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

    withSchemaTypes(scope).post(SENDING_MONEY_API.batches, { schema: { body: MULTIPART_SCHEMA } }, async (request, reply): Promise<DisbursementBatchDetail> => {
      if (!(request.body instanceof MultipartBody)) throw invalid([{ field: 'body', message: 'must be multipart/form-data with file_content' }]);
      const file = request.body.field('file_content');
      if (!file || file.filename === undefined) throw invalid([{ field: 'file_content', message: 'is required (a CSV file)' }]);
      const where = scopeOf(request);
      const check = checkBatchFile(new Uint8Array(file.data), where.channels, where.currency);
      if (check.status === 'invalid') {
        throw invalid(check.fileProblem ? [{ field: 'file_content', message: check.fileProblem }] : rowFieldErrors(check.errors), 'The batch file has errors: nothing was created');
      }
      const categories = new Map(where.channels.map((channel) => [channel.code, channel.category]));
      const rows: BatchRecord[] = check.rows.map((row) => ({ ...row, category: categories.get(row.channel_code)! }));
      const id = createBatch(ctx.db, where, { fileName: fileNameOf(file.filename), currency: where.currency, rows, userId: callerOf(request).user.id }, ctx.clock());
      reply.code(201);
      return toBatchDetail(ctx.db, batchOf(ctx.db, where, id)!);
    });
  });
}

