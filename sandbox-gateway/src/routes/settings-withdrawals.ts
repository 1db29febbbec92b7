import {
  BANK_ACCOUNT_TEXT_MAX,
  SETTINGS_API,
  type AvailableBanksAnswer,
  type BankAccount,
} from 'shared-contracts/areas/settings/settings';
import { callerOf } from '../auth/caller';
import { isoAt } from '../clock';
import type { GatewayContext } from '../context';
import type { GatewayApp } from '../http/gateway-app';
import { invalid, notFound } from '../http/errors';
import { ID_SCHEMA, nameSchema, objectSchema } from '../http/validation';
import { AVAILABLE_BANKS, BANKS_BY_COUNTRY_ID } from '../seed/settings-banks';
import { addBankAccount, hasBankAccount, makeDefaultBankAccount, removeBankAccount, type BankAccountChange } from '../store/settings-bank-accounts';

const ADD_BANK_ACCOUNT_BODY = objectSchema(
  {
    bank_code: { type: 'string', minLength: 1, maxLength: 40 },
    // Text that says something: not empty, not only spaces.
    account_holder_name: nameSchema(BANK_ACCOUNT_TEXT_MAX),
    account_number: { type: 'string', minLength: 1, maxLength: BANK_ACCOUNT_TEXT_MAX, pattern: '^[0-9]+$' },
  },
  ['bank_code', 'account_holder_name', 'account_number'],
);

/** The activation form asks for the banks of the country it registers in (shared-contracts/areas/activation/activation-options). */
const BANK_NAMES_QUERY = objectSchema({ country_id: { type: 'string', pattern: '^[A-Z]{2}$' } });

/**
 * The withdrawals settings page (issue 15, spec 02 §5, §9): the banks of the business's country and
 * adding a bank account. The list itself is GET /api/bank-accounts (routes/home.ts), the same read.
 */
export function registerSettingsWithdrawalRoutes(app: GatewayApp, ctx: GatewayContext): void {
  app.get(SETTINGS_API.availableBanks, { schema: { querystring: BANK_NAMES_QUERY } }, async (request): Promise<AvailableBanksAnswer> => {
    const { country_id: countryId } = request.query;
    if (countryId === undefined) return { data: [...AVAILABLE_BANKS[callerOf(request).business.country_of_operation]] };
    const banks = BANKS_BY_COUNTRY_ID[countryId];
    if (!banks) throw invalid([{ field: 'country_id', message: 'is not an activation country' }]);
    return { data: [...banks] };
  });

  app.post(SETTINGS_API.bankAccounts, { schema: { body: ADD_BANK_ACCOUNT_BODY } }, async (request, reply): Promise<BankAccount> => {
    const { business } = callerOf(request);
    const body = request.body;
    if (!AVAILABLE_BANKS[business.country_of_operation].some((bank) => bank.code === body.bank_code)) {
      throw invalid([{ field: 'bank_code', message: 'not a bank of the business country' }]);
    }
    if (hasBankAccount(ctx.db, business.id, body.bank_code, body.account_number)) {
      throw invalid([{ field: 'account_number', message: 'this account is already added' }]);
    }
    const account = addBankAccount(ctx.db, business.id, { ...body, account_holder_name: body.account_holder_name.trim() }, isoAt(ctx.clock()));
    reply.code(201);
    return account;
  });

  const ACCOUNT_PARAMS = { type: 'object', properties: { id: ID_SCHEMA }, required: ['id'], additionalProperties: false } as const;
  const settle = (change: BankAccountChange): void => {
    if (change === 'not-found') throw notFound('No such bank account');
    if (change === 'is-default') throw invalid([{ field: 'id', message: 'make another account the default first' }]);
    if (change === 'withdrawal-pending') throw invalid([{ field: 'id', message: 'a withdrawal is on its way to this account' }]);
  };

  app.delete(`${SETTINGS_API.bankAccounts}/:id`, { schema: { params: ACCOUNT_PARAMS, body: objectSchema() } }, async (request, reply) => {
    settle(removeBankAccount(ctx.db, callerOf(request).business.id, request.params.id, isoAt(ctx.clock())));
    return reply.code(204).send();
  });

  app.put(`${SETTINGS_API.bankAccounts}/:id/default`, { schema: { params: ACCOUNT_PARAMS, body: objectSchema() } }, async (request, reply) => {
    settle(makeDefaultBankAccount(ctx.db, callerOf(request).business.id, request.params.id));
    return reply.code(204).send();
  });
}
