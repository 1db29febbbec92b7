import type { FastifyRequest } from 'fastify';
import { COUNTRY_CODES, type FieldError } from 'shared-contracts';
import {
  ACCOUNT_HOLDER_NAME_MAX,
  DISBURSEMENTS_LIMIT_MAX,
  DISBURSEMENTS_PAGE_SIZE,
  DISBURSEMENT_DESCRIPTION_MAX,
  DISBURSEMENT_EXPORT_MAX,
  DISBURSEMENT_SEARCH_MAX,
  DISBURSEMENT_STATUSES,
  IDEMPOTENCY_KEY_MAX,
  SENDING_MONEY_API,
  type AccountNameCheckAnswer,
  type DisbursementChannel,
  type DisbursementChannelsAnswer,
  type DisbursementDetail,
  type DisbursementExportAnswer,
  type DisbursementStatus,
  type DisbursementsAnswer,
} from 'shared-contracts/areas/sending-money/sending-money';
import { ACCOUNT_NUMBER_PATTERN, HOLDER_NAME_PATTERN, disbursementAmountProblem, namesMatch } from 'shared-contracts/areas/sending-money/sending-money-rules';
import { AMOUNT_MAX, CURRENCY_OF, EXPORT_MAX_RANGE_DAYS, type Currency } from 'shared-contracts/rules';
import { callerOf } from '../auth/caller';
import { isoAt } from '../clock';
import { PIN_SCHEMA, authorisePin } from '../auth/pin-authorisation';
import type { GatewayContext } from '../context';
import { sendDisbursementCallback } from '../http/disbursement-callback';
import { environmentFor } from '../http/environment';
import { GatewayError, invalid, notFound } from '../http/errors';
import type { GatewayApp } from '../http/gateway-app';
import { DAY_SCHEMA, objectSchema } from '../http/validation';
import { directoryAccount, disbursementChannels } from '../seed/disbursement-channels';
import { addDays, businessTimeZone, startOfDay } from '../store/business-calendar';
import { disbursementExportFileName, disbursementsCsv } from '../store/disbursement-export';
import { allDisbursements, countDisbursements, decodeDisbursementCursor, disbursementPage, type DisbursementFilters } from '../store/disbursement-list';
import { disbursementOf, sendDisbursement, settleDisbursement, toDisbursement, toDisbursementDetail, type DisbursementScope } from '../store/disbursements';
import { rangeProblem } from './card-reports';
import { insufficientBalance } from './settings-pin';

const CODE = { type: 'string', minLength: 1, maxLength: 40, pattern: '^[A-Z0-9_]+$' } as const;
const DESTINATION = {
  channel_code: CODE,
  account_number: { type: 'string', minLength: 1, maxLength: 30 },
  account_holder_name: { type: 'string', minLength: 1, maxLength: ACCOUNT_HOLDER_NAME_MAX },
} as const;
const NAME_CHECK = objectSchema(DESTINATION, ['channel_code', 'account_number', 'account_holder_name']);
const NEW_DISBURSEMENT = objectSchema(
  {
    ...DESTINATION,
    amount: { type: 'integer', minimum: 1, maximum: AMOUNT_MAX },
    description: { type: 'string', minLength: 1, maxLength: DISBURSEMENT_DESCRIPTION_MAX, pattern: '\\S' },
    idempotency_key: { type: 'string', minLength: 1, maxLength: IDEMPOTENCY_KEY_MAX, pattern: '^[A-Za-z0-9_-]+$' },
    pin: PIN_SCHEMA,
  },
  ['channel_code', 'account_number', 'account_holder_name', 'amount', 'description', 'idempotency_key', 'pin'],
);
const LIST_QUERY = objectSchema({
  status: { type: 'string', enum: [...DISBURSEMENT_STATUSES] },
  channel_code: CODE,
  created_from: DAY_SCHEMA,
  created_to: DAY_SCHEMA,
  search: { type: 'string', minLength: 1, maxLength: DISBURSEMENT_SEARCH_MAX, pattern: '\\S' },
  after: { type: 'string', minLength: 1, maxLength: 200, pattern: '^[A-Za-z0-9_-]+$' },
  limit: { type: 'integer', minimum: 1, maximum: DISBURSEMENTS_LIMIT_MAX },
});
const EXPORT_BODY = objectSchema(
  { created_from: DAY_SCHEMA, created_to: DAY_SCHEMA, status: LIST_QUERY.properties.status, channel_code: CODE, search: LIST_QUERY.properties.search },
  ['created_from', 'created_to'],
);
const ID_PARAMS = { type: 'object', properties: { id: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$' } }, required: ['id'], additionalProperties: false } as const;

export interface Scope extends DisbursementScope {
  currency: Currency;
  channels: DisbursementChannel[];
}

/**
 * The list's filters as the store takes them: a range of the business's days (either end alone, or
 * both; at most `maxDays` of them, the end not before the start) as instants, both ends included.
 */
function filtersOf(
  request: FastifyRequest,
  input: { status?: DisbursementStatus; channel_code?: string; created_from?: string; created_to?: string; search?: string },
  maxDays = Number.POSITIVE_INFINITY,
): DisbursementFilters {
  const range = rangeProblem(input, maxDays);
  if (range) throw invalid([range]);
  const timeZone = businessTimeZone(callerOf(request).business.country_of_operation);
  return {
    status: input.status,
    channelCode: input.channel_code,
    createdFrom: input.created_from === undefined ? undefined : isoAt(startOfDay(timeZone, input.created_from)),
    createdTo: input.created_to === undefined ? undefined : isoAt(startOfDay(timeZone, addDays(input.created_to, 1)) - 1),
    search: input.search?.trim() || undefined,
  };
}

export const scopeOf = (request: FastifyRequest): Scope => {
  const { business } = callerOf(request);
  const currency = CURRENCY_OF[COUNTRY_CODES[business.country_of_operation]];
  return { businessId: business.id, environment: environmentFor(request, business), currency, channels: disbursementChannels(business.country_of_operation, currency) };
};

/** The destination's problems: a channel of the business's country, an account number of its category's shape, a name of letters. */
function destinationProblems(scope: Scope, body: { channel_code: string; account_number: string; account_holder_name: string }): FieldError[] {
  const channel = scope.channels.find((candidate) => candidate.code === body.channel_code);
  const errors: FieldError[] = [];
  if (!channel) errors.push({ field: 'channel_code', message: 'is not a channel of this business' });
  if (channel && !ACCOUNT_NUMBER_PATTERN[channel.category].test(body.account_number)) {
    errors.push({ field: 'account_number', message: channel.category === 'BANK' ? 'must be 5 to 20 digits' : 'must be a mobile number: 0 then 9 to 13 digits' });
  }
  if (!HOLDER_NAME_PATTERN.test(body.account_holder_name.trim())) errors.push({ field: 'account_holder_name', message: "must be letters, spaces and . , ' -" });
  return errors;
}

/**
 * Sending money (issue 45, decision 0071): the channels, the account-holder name check, and single
 * disbursements — sent once per idempotency key, checked against the available balance in the
 * ledger's transaction, settled by the sandbox's bank, and reported by the DIRECT_DISBURSEMENT
 * callback. A refusal changes nothing.
 */
export function registerDisbursementRoutes(app: GatewayApp, ctx: GatewayContext): void {
  app.get(SENDING_MONEY_API.channels, { schema: { querystring: objectSchema() } }, async (request): Promise<DisbursementChannelsAnswer> => ({
    data: scopeOf(request).channels,
  }));

  app.post(SENDING_MONEY_API.nameCheck, { schema: { body: NAME_CHECK } }, async (request): Promise<AccountNameCheckAnswer> => {
    const { body } = request;
    const errors = destinationProblems(scopeOf(request), body);
    if (errors.length > 0) throw invalid(errors);
    const account = directoryAccount(body.channel_code, body.account_number);
    if (!account) return { result: 'NOT_FOUND', account_holder_name: null };
    return { result: namesMatch(account.holderName, body.account_holder_name) ? 'FOUND' : 'MISMATCH', account_holder_name: account.holderName };
  });

  app.get(SENDING_MONEY_API.disbursements, { schema: { querystring: LIST_QUERY } }, async (request): Promise<DisbursementsAnswer> => {
    const { query } = request;
    const after = query.after === undefined ? undefined : decodeDisbursementCursor(query.after);
    if (query.after !== undefined && !after) throw invalid([{ field: 'after', message: 'is not a cursor of this list' }]);
    const page = disbursementPage(ctx.db, scopeOf(request), filtersOf(request, query), { after, limit: query.limit ?? DISBURSEMENTS_PAGE_SIZE });
    return { docs: page.rows.map(toDisbursement), has_next: page.nextCursor !== null, next_cursor: page.nextCursor };
  });

  app.post(SENDING_MONEY_API.disbursements, { schema: { body: NEW_DISBURSEMENT } }, async (request, reply): Promise<DisbursementDetail> => {
    const scope = scopeOf(request);
    const body = { ...request.body, account_holder_name: request.body.account_holder_name.trim(), description: request.body.description.trim() };
    const errors = destinationProblems(scope, body);
    const channel = scope.channels.find((candidate) => candidate.code === body.channel_code);
    const problem = channel && disbursementAmountProblem(body.amount, { min: channel.min_amount, max: channel.max_amount, fee: channel.fee });
    if (problem) errors.push({ field: 'amount', message: `must be ${problem === 'belowMin' ? 'at least' : 'at most'} ${problem === 'belowMin' ? channel.min_amount : channel.max_amount} (minor units) for ${channel.code}` });
    if (errors.length > 0 || !channel) throw invalid(errors);
    // The sender's withdrawal PIN authorises the money leaving (decision 0075); a refusal changes nothing.
    await authorisePin(ctx, callerOf(request).user.id, body.pin);
    const { pin: _pin, ...sent } = body;
    const order = { ...sent, userId: callerOf(request).user.id, currency: scope.currency, category: channel.category, fee: channel.fee };
    const outcome = sendDisbursement(ctx.db, scope, order, ctx.clock());
    if ('refused' in outcome) throw insufficientBalance();
    if ('conflict' in outcome) {
      throw new GatewayError(409, 'API_VALIDATION_ERROR', 'This idempotency key was used for another disbursement', {
        errors: [{ field: 'idempotency_key', message: `was used for ${outcome.conflict.id}` }],
      });
    }
    if (outcome.repeated) return toDisbursementDetail(ctx.db, outcome.sent);
    const settled = settleDisbursement(ctx.db, outcome.sent.id, ctx.clock());
    await sendDisbursementCallback(ctx, settled);
    reply.code(201);
    return toDisbursementDetail(ctx.db, settled);
  });

  // The list's filters over a range of the business's days, as CSV (decision 0093).
  app.post(SENDING_MONEY_API.exports, { schema: { body: EXPORT_BODY } }, async (request): Promise<DisbursementExportAnswer> => {
    const { body } = request;
    const filters = filtersOf(request, body, EXPORT_MAX_RANGE_DAYS);
    const scope = scopeOf(request);
    return ctx.db.transaction((): DisbursementExportAnswer => {
      const rowCount = countDisbursements(ctx.db, scope, filters);
      if (rowCount > DISBURSEMENT_EXPORT_MAX) {
        throw invalid([{ field: 'created_from', message: `the range holds ${rowCount} disbursements, more than the ${DISBURSEMENT_EXPORT_MAX} an export holds: choose fewer days` }]);
      }
      const content = disbursementsCsv(allDisbursements(ctx.db, scope, filters));
      return { row_count: rowCount, file_name: disbursementExportFileName(body), content_type: 'text/csv', content };
    })();
  });

  app.get('/api/disbursements/:id', { schema: { params: ID_PARAMS } }, async (request): Promise<DisbursementDetail> => {
    const row = disbursementOf(ctx.db, scopeOf(request), request.params.id);
    if (!row) throw notFound('No such disbursement');
    return toDisbursementDetail(ctx.db, row);
  });
}

