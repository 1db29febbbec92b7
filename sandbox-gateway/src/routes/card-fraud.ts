import { isIP } from 'node:net';
import countries from 'i18n-iso-countries';
import {
  BIN_PATTERN,
  CARD_DATA_PATTERN,
  FRAUD_ACTIONS,
  FRAUD_API,
  FRAUD_BULK_COUNTRIES_MAX,
  FRAUD_ENTRY_ACTIONS,
  FRAUD_LISTS,
  FRAUD_NOTE_MAX,
  type BinData,
  type CountriesAnswer,
  type FraudList,
  type FraudListAnswer,
  type FraudListEntry,
  type FraudListEntryDetail,
} from 'shared-contracts/areas/cards/card-fraud';
import { callerOf } from '../auth/caller';
import type { GatewayContext } from '../context';
import type { GatewayApp, WithParams } from '../http/gateway-app';
import { invalid, notFound } from '../http/errors';
import { ID_SCHEMA, objectSchema } from '../http/validation';
import { addFraudEntry, binDataOf, changeFraudEntry, findFraudEntry, fraudEntryExists, listFraudEntries, removeFraudEntry } from '../store/card-fraud';
import { cardScopeOf } from './card-payments';

const ACTION = { type: 'string', enum: [...FRAUD_ACTIONS] } as const;
const ENTRY_BODY = objectSchema(
  {
    value: { type: 'string', minLength: 1, maxLength: 64 },
    action: ACTION,
    note: { type: ['string', 'null'], maxLength: FRAUD_NOTE_MAX },
  },
  ['value', 'action'],
);
const CHANGE_BODY = objectSchema({ action: { type: 'string', enum: [...FRAUD_ENTRY_ACTIONS] } }, ['action']);
const BULK_BODY = objectSchema(
  {
    country_codes: { type: 'array', minItems: 1, maxItems: FRAUD_BULK_COUNTRIES_MAX, uniqueItems: true, items: { type: 'string', pattern: '^[A-Z]{2}$' } },
    action: ACTION,
  },
  ['country_codes', 'action'],
);
const ID_PARAMS = { type: 'object', properties: { id: ID_SCHEMA }, required: ['id'], additionalProperties: false } as const;
const BIN_PARAMS = { type: 'object', properties: { bin: { type: 'string', pattern: '^\\d{6,8}$' } }, required: ['bin'], additionalProperties: false } as const;

/** ISO 3166-1 alpha-2 codes the dashboard knows (the i18n-iso-countries list). */
export const isCountryCode = (code: string): boolean => /^[A-Z]{2}$/.test(code) && countries.isValid(code);

/** Whether a value belongs in a list: a BIN, a card (BIN…last four), an IPv4 or IPv6 address, or a country. */
export function valueProblem(list: FraudList, value: string): string | null {
  switch (list) {
    case 'bin-list':
      return BIN_PATTERN.test(value) ? null : 'must be 6 to 8 digits';
    case 'card-data-list':
      return CARD_DATA_PATTERN.test(value) ? null : 'must be a BIN, "…" and the last four digits';
    case 'ip-list':
      return isIP(value) === 0 ? 'must be an IPv4 or IPv6 address' : null;
    case 'country-list':
      return isCountryCode(value) ? null : 'must be an ISO 3166-1 alpha-2 country code';
  }
}

/** The canonical form kept, so one address is not listed twice in two spellings. */
const canonical = (list: FraudList, value: string): string => (list === 'ip-list' && isIP(value) === 6 ? value.toLowerCase() : value);

/** Fraud prevention's custom lists and lookups (spec 02 §3, §4, §7; issue 18). */
export function registerCardFraudRoutes(app: GatewayApp, ctx: GatewayContext): void {
  const binOf = (list: FraudList, value: string): BinData | null =>
    list === 'bin-list' || list === 'card-data-list' ? (binDataOf(value.split('…')[0]!) ?? null) : null;

  for (const list of FRAUD_LISTS) {
    const entryOf = (request: WithParams<{ id: string }>): FraudListEntryDetail => {
      const found = findFraudEntry(ctx.db, cardScopeOf(request), list, request.params.id);
      if (!found) throw notFound('No such entry in this list');
      return found;
    };

    app.get(FRAUD_API.list(list), async (request): Promise<FraudListAnswer> => ({ data: listFraudEntries(ctx.db, cardScopeOf(request), list) }));

    app.post(FRAUD_API.list(list), { schema: { body: ENTRY_BODY } }, async (request, reply): Promise<FraudListEntry> => {
      const input = request.body;
      const value = canonical(list, input.value.trim());
      const problem = valueProblem(list, value);
      if (problem) throw invalid([{ field: 'value', message: problem }]);
      const scope = cardScopeOf(request);
      if (fraudEntryExists(ctx.db, scope, list, value)) throw invalid([{ field: 'value', message: 'is already in this list' }]);
      const note = input.note?.trim() || null;
      reply.code(201);
      return addFraudEntry(ctx.db, scope, { list, value, action: input.action, note, binData: binOf(list, value) }, callerOf(request).user.email, ctx.clock());
    });

    app.get(`${FRAUD_API.list(list)}/:id`, { schema: { params: ID_PARAMS } }, async (request): Promise<FraudListEntryDetail> => entryOf(request));

    app.patch(`${FRAUD_API.list(list)}/:id`, { schema: { params: ID_PARAMS, body: CHANGE_BODY } }, async (request): Promise<FraudListEntryDetail> => {
      const entry = entryOf(request);
      const { action } = request.body;
      if ((action === 'RESET' ? null : action) === entry.action) throw invalid([{ field: 'action', message: `the entry is already ${action === 'RESET' ? 'reset' : action}` }]);
      return changeFraudEntry(ctx.db, cardScopeOf(request), list, entry.id, action, callerOf(request).user.email, ctx.clock());
    });

    app.delete(`${FRAUD_API.list(list)}/:id`, { schema: { params: ID_PARAMS } }, async (request, reply) => {
      const entry = entryOf(request);
      removeFraudEntry(ctx.db, cardScopeOf(request), entry.id);
      return reply.code(204).send();
    });
  }

  app.post(FRAUD_API.countryBulk, { schema: { body: BULK_BODY } }, async (request, reply): Promise<FraudListAnswer> => {
    const { country_codes: codes, action } = request.body;
    const problems = codes.flatMap((code, index) => (isCountryCode(code) ? [] : [{ field: `country_codes[${index}]`, message: 'must be an ISO 3166-1 alpha-2 country code' }]));
    if (problems.length > 0) throw invalid(problems);
    const scope = cardScopeOf(request);
    const email = callerOf(request).user.email;
    const now = ctx.clock();
    // One transaction: every country is listed, or none. A listed one takes the new action.
    const data = ctx.db.transaction(() =>
      codes.map((code) => {
        const existing = listFraudEntries(ctx.db, scope, 'country-list').find((entry) => entry.value === code);
        if (!existing) return addFraudEntry(ctx.db, scope, { list: 'country-list', value: code, action, note: null, binData: null }, email, now);
        return existing.action === action ? existing : changeFraudEntry(ctx.db, scope, 'country-list', existing.id, action, email, now);
      }),
    )();
    reply.code(201);
    return { data };
  });

  app.get('/api/lookup/bin_data/:bin', { schema: { params: BIN_PARAMS } }, async (request): Promise<BinData> => {
    const found = binDataOf(request.params.bin);
    if (!found) throw notFound('No data for this BIN');
    return found;
  });

  const countryList: CountriesAnswer = {
    data: Object.entries(countries.getNames('en', { select: 'official' }))
      .map(([code, name]) => ({ code, name }))
      .sort((a, b) => a.name.localeCompare(b.name, 'en')),
  };
  app.get(FRAUD_API.countries, async (): Promise<CountriesAnswer> => countryList);
}
