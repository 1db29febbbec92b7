import {
  BALANCE_API,
  LEDGER_CHANNELS,
  LEDGER_ENTRY_TYPES,
  LEDGER_STATUSES,
  TRANSACTIONS_LIMIT_DEFAULT,
  TRANSACTIONS_LIMIT_MAX,
  TRANSACTIONS_LIMIT_MIN,
  TRANSACTION_EXPORT_DIRECT_MAX,
  TRANSACTION_SEARCH_MAX,
  TRANSACTION_SEARCH_MIN,
  type LedgerEntryDetail,
  type LedgerTimelineEvent,
  type TransactionExportAnswer,
  type TransactionFilters,
  type TransactionsAnswer,
} from 'shared-contracts/areas/balance/balance';
import type { FieldError } from 'shared-contracts';
import { AMOUNT_MAX, EXPORT_MAX_RANGE_DAYS } from 'shared-contracts/rules';
import { callerOf } from '../auth/caller';
import { BALANCE_READERS } from '../auth/permissions';
import { isoAt } from '../clock';
import type { GatewayContext } from '../context';
import type { GatewayApp } from '../http/gateway-app';
import { invalid, notFound } from '../http/errors';
import { DAY_SCHEMA, ID_SCHEMA, objectSchema } from '../http/validation';
import { addDays, startOfDay } from '../store/business-calendar';
import { bankTransferProofOf } from '../store/bank-transfer-proof';
import { REPORT_MAIL_SWEEP_MS } from '../store/card-reports';
import { settleDue } from '../store/ledger';
import { toLedgerEntry, type Ledger, type LedgerEntryRow } from '../store/ledger-entry';
import { allEntries, countEntries, cursorInLedger, decodeCursor, findEntry, listEntries, type EntryFilters } from '../store/ledger-entries';
import { exportFileName, ledgerCsv, mailPreparedExports, requestEmailedExport } from '../store/ledger-exports';
import { CURRENCY_SCHEMA, balanceScopeOf } from './balances';
import { EXPORT_EMAILS_SCHEMA, rangeProblem } from './card-reports';

/** A comma-separated list of names (each checked against its enum by `filtersOf`, to name the field). */
const NAMES = { type: 'string', minLength: 1, maxLength: 200, pattern: '^[A-Z_]+(,[A-Z_]+)*$' } as const;
const AMOUNT_BOUND = { type: 'integer', minimum: 0, maximum: AMOUNT_MAX } as const;

/** The list's filters (shared-contracts `TransactionFilters`), in the query of the list and the body of an export. */
const FILTERS = {
  currency: CURRENCY_SCHEMA,
  type: NAMES,
  status: NAMES,
  channel: NAMES,
  created_from: DAY_SCHEMA,
  created_to: DAY_SCHEMA,
  amount_min: AMOUNT_BOUND,
  amount_max: AMOUNT_BOUND,
  search: { type: 'string', minLength: TRANSACTION_SEARCH_MIN, maxLength: TRANSACTION_SEARCH_MAX, pattern: '^[A-Za-z0-9_.:/#-]+$' },
} as const;

const LIST_QUERY = objectSchema({
  ...FILTERS,
  after: { type: 'string', minLength: 1, maxLength: 200, pattern: '^[A-Za-z0-9_-]+$' },
  limit: { type: 'integer', minimum: TRANSACTIONS_LIMIT_MIN, maximum: TRANSACTIONS_LIMIT_MAX },
});
const EXPORT_BODY = objectSchema({ ...FILTERS, emails: EXPORT_EMAILS_SCHEMA }, ['created_from', 'created_to']);
const ID_PARAMS = { type: 'object', properties: { id: ID_SCHEMA }, required: ['id'], additionalProperties: false } as const;

type FilterInput = Omit<TransactionFilters, 'currency'>;

/** The names of a list filter, each one of the enum's; else the field's error. */
function namesOf<T extends string>(field: string, text: string | undefined, allowed: readonly T[], errors: FieldError[]): T[] | undefined {
  if (text === undefined) return undefined;
  const names = text.split(',');
  if (names.every((name) => (allowed as readonly string[]).includes(name))) return [...new Set(names)] as T[];
  errors.push({ field, message: `must be a comma-separated list of: ${allowed.join(', ')}` });
  return undefined;
}

/**
 * The filters, checked together (every wrong field is named at once) and made concrete: the
 * business's calendar days become moments, both days included. `maxDays` is the export's limit.
 */
function filtersOf(input: FilterInput, timeZone: string, maxDays = Number.POSITIVE_INFINITY): EntryFilters {
  const errors: FieldError[] = [];
  const filters: EntryFilters = {
    types: namesOf('type', input.type, LEDGER_ENTRY_TYPES, errors),
    statuses: namesOf('status', input.status, LEDGER_STATUSES, errors),
    channels: namesOf('channel', input.channel, LEDGER_CHANNELS, errors),
    amountMin: input.amount_min,
    amountMax: input.amount_max,
    search: input.search,
  };
  const range = rangeProblem(input, maxDays);
  if (range) errors.push(range);
  if (input.amount_min !== undefined && input.amount_max !== undefined && input.amount_max < input.amount_min) {
    errors.push({ field: 'amount_max', message: 'must not be less than amount_min' });
  }
  if (errors.length > 0) throw invalid(errors);
  if (input.created_from) filters.createdFrom = isoAt(startOfDay(timeZone, input.created_from));
  if (input.created_to) filters.createdTo = isoAt(startOfDay(timeZone, addDays(input.created_to, 1)) - 1);
  return filters;
}

const timelineOf = (row: LedgerEntryRow): LedgerTimelineEvent[] =>
  (
    [
      ['created', row.created],
      ['held', row.held_at],
      ['available', row.available_at],
      ['released', row.released_at],
    ] as const
  )
    .filter((event): event is readonly [LedgerTimelineEvent['event'], string] => event[1] !== null)
    .map(([event, at]) => ({ event, at }))
    .sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));

/**
 * The transactions (issue 40, docs/money-pages.md "Filters, paging and export"): the ledger's
 * entries, newest first, with cursor paging; one entry with its timeline; the filtered entries as
 * CSV, or mailed when there are more than a download holds. Each read settles what is due first.
 */
export function registerTransactionRoutes(app: GatewayApp, ctx: GatewayContext): void {
  const mailDue = () => (ctx.db.open ? mailPreparedExports(ctx.db, ctx.clock()) : 0);
  const sweep = setInterval(mailDue, REPORT_MAIL_SWEEP_MS);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));

  app.get(BALANCE_API.transactions, { schema: { querystring: LIST_QUERY } }, async (request): Promise<TransactionsAnswer> => {
    const scope = balanceScopeOf(request);
    const query = request.query;
    const ledger: Ledger = { businessId: scope.businessId, environment: scope.environment, currency: query.currency ?? scope.currency };
    const filters = filtersOf(query, scope.timeZone);
    const limit = query.limit ?? TRANSACTIONS_LIMIT_DEFAULT;
    return ctx.db.transaction(() => {
      settleDue(ctx.db, ctx.clock());
      const after = query.after === undefined ? undefined : decodeCursor(query.after);
      if (query.after !== undefined && (!after || !cursorInLedger(ctx.db, ledger, after))) {
        throw invalid([{ field: 'after', message: 'is not a cursor of this list' }]);
      }
      const page = listEntries(ctx.db, ledger, filters, after, limit);
      const seesBalance = BALANCE_READERS.allows(callerOf(request), ctx.db);
      return { data: page.rows.map((row) => toLedgerEntry(row, seesBalance)), next_cursor: page.next, limit };
    })();
  });

  app.get('/api/transactions/:id', { schema: { params: ID_PARAMS } }, async (request): Promise<LedgerEntryDetail> => {
    const scope = balanceScopeOf(request);
    const row = ctx.db.transaction(() => {
      settleDue(ctx.db, ctx.clock());
      return findEntry(ctx.db, scope, request.params.id);
    })();
    if (!row) throw notFound('No such transaction');
    return {
      ...toLedgerEntry(row, BALANCE_READERS.allows(callerOf(request), ctx.db)),
      timeline: timelineOf(row),
      payment_proof: bankTransferProofOf(ctx.db, row),
    };
  });

  app.post(BALANCE_API.exports, { schema: { body: EXPORT_BODY } }, async (request, reply): Promise<TransactionExportAnswer> => {
    const scope = balanceScopeOf(request);
    const body = request.body;
    const currency = body.currency ?? scope.currency;
    const ledger: Ledger = { businessId: scope.businessId, environment: scope.environment, currency };
    const filters = filtersOf(body, scope.timeZone, EXPORT_MAX_RANGE_DAYS);
    // Exports prepared meanwhile are mailed first, as a read of the card reports does.
    mailDue();
    return ctx.db.transaction((): TransactionExportAnswer => {
      const now = ctx.clock();
      settleDue(ctx.db, now);
      const rowCount = countEntries(ctx.db, ledger, filters);
      if (rowCount <= TRANSACTION_EXPORT_DIRECT_MAX) {
        const content = ledgerCsv(allEntries(ctx.db, ledger, filters), { seesBalance: BALANCE_READERS.allows(callerOf(request), ctx.db) });
        return { delivery: 'DOWNLOAD', row_count: rowCount, file_name: exportFileName(body, currency), content_type: 'text/csv', content };
      }
      if (!body.emails) {
        throw invalid([{ field: 'emails', message: `is required: ${rowCount} rows are more than the ${TRANSACTION_EXPORT_DIRECT_MAX} a download holds` }]);
      }
      const emails = [...body.emails];
      requestEmailedExport(ctx.db, { ...scope, userId: callerOf(request).user.id }, { currency, created_from: body.created_from, created_to: body.created_to, emails }, rowCount, now);
      reply.code(202);
      return { delivery: 'EMAIL', row_count: rowCount, emails };
    })();
  });
}
