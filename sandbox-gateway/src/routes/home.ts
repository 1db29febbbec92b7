import {
  COMPANY_TYPES,
  HOME_API,
  HOME_NOTE_MAX,
  HOME_TEXT_MAX,
  type BankAccountsAnswer,
  type BusinessUsersAnswer,
  type CapitalOffering,
  type HomeRequestAnswer,
  type HomeSettings,
  type IncorporationServiceRequest,
} from 'shared-contracts/areas/home/home';
import { AMOUNT_MAX, PHONE_MAX_LENGTH, PHONE_PATTERN } from 'shared-contracts/rules';
import { callerOf } from '../auth/caller';
import { CAPITAL_REQUESTERS } from '../auth/permissions';
import { isoAt } from '../clock';
import type { GatewayContext } from '../context';
import type { GatewayApp } from '../http/gateway-app';
import { amountDigitsProblem } from '../http/amounts';
import { invalid } from '../http/errors';
import { EMAIL_SCHEMA, nameSchema, objectSchema } from '../http/validation';
import {
  bankAccounts,
  capitalOffering,
  homeSettings,
  recordHomeRequest,
  submitCapitalInterest,
} from '../store/home';
import { teamMembers } from '../store/settings-team';
import type { TeamMembersAnswer } from 'shared-contracts/areas/settings/settings';

/** Text that must say something: not empty, not only spaces. */
const TEXT = (maxLength: number) => ({ type: 'string', minLength: 1, maxLength, pattern: '\\S' }) as const;

const INCORPORATION_BODY = objectSchema(
  {
    full_name: nameSchema(HOME_TEXT_MAX),
    email: EMAIL_SCHEMA,
    phone_number: { type: 'string', maxLength: PHONE_MAX_LENGTH, pattern: PHONE_PATTERN.source },
    company_type: { type: 'string', enum: [...COMPANY_TYPES] },
    notes: { type: 'string', maxLength: HOME_NOTE_MAX },
  },
  ['full_name', 'email', 'phone_number', 'company_type'],
);

const EARLY_SETTLEMENT_BODY = objectSchema(
  {
    amount: { type: 'number', exclusiveMinimum: 0, maximum: AMOUNT_MAX },
    reason: TEXT(HOME_NOTE_MAX),
  },
  ['amount', 'reason'],
);

const CURRENCY = { Indonesia: 'IDR', Philippines: 'PHP', Singapore: 'USD' } as const;

/**
 * The home page (spec 02 §2, §3, §6, §7; issue 14): its reads (settings, bank accounts, team,
 * capital offering) and the requests it sends (company establishment, early settlement, capital
 * interest). Who may call which is in the permission table; everything is the caller's business's.
 */
export function registerHomeRoutes(app: GatewayApp, ctx: GatewayContext): void {
  app.get(HOME_API.homeSettings, async (request): Promise<HomeSettings> => homeSettings(ctx.db, callerOf(request).business.id));

  app.get(HOME_API.bankAccounts, async (request): Promise<BankAccountsAnswer> => ({ data: bankAccounts(ctx.db, callerOf(request).business.id) }));

  // The team settings page reads the same list with each member's flags (a superset of the home's).
  app.get(HOME_API.businessUsers, async (request): Promise<BusinessUsersAnswer & TeamMembersAnswer> => ({ data: teamMembers(ctx.db, callerOf(request).business.id) }));

  // `can_submit`: the business can say it is interested, and the caller may say so for it (the button
  // is disabled for a viewer rather than refused when pressed).
  app.get(HOME_API.capitalOffering, async (request): Promise<CapitalOffering> => {
    const caller = callerOf(request);
    const offering = capitalOffering(ctx.db, caller.business.id);
    return { ...offering, can_submit: offering.can_submit && CAPITAL_REQUESTERS.allows(caller, ctx.db) };
  });

  app.post(HOME_API.capitalOffering, { schema: { body: objectSchema() } }, async (request): Promise<CapitalOffering> => {
    const { business, user } = callerOf(request);
    if (!submitCapitalInterest(ctx.db, business.id, user.id, isoAt(ctx.clock()))) {
      throw invalid([{ field: 'business', message: 'cannot submit: not eligible, or already interested' }]);
    }
    return capitalOffering(ctx.db, business.id);
  });

  app.post(HOME_API.incorporationServiceRequest, { schema: { body: INCORPORATION_BODY } }, async (request): Promise<HomeRequestAnswer> => {
    const { business, user } = callerOf(request);
    const body = request.body;
    const trimmed: IncorporationServiceRequest = {
      full_name: body.full_name.trim(),
      email: body.email.trim(),
      phone_number: body.phone_number,
      company_type: body.company_type,
      ...(body.notes?.trim() ? { notes: body.notes.trim() } : {}),
    };
    return recordHomeRequest(ctx.db, 'INCORPORATION_SERVICE', { businessId: business.id, userId: user.id }, trimmed, isoAt(ctx.clock()));
  });

  app.post(HOME_API.earlySettlementRequest, { schema: { body: EARLY_SETTLEMENT_BODY } }, async (request): Promise<HomeRequestAnswer> => {
    const { business, user } = callerOf(request);
    const body = request.body;
    const digits = amountDigitsProblem(body.amount, CURRENCY[business.country_of_operation]);
    if (digits) throw invalid([{ field: 'amount', message: digits }]);
    return recordHomeRequest(
      ctx.db,
      'EARLY_SETTLEMENT',
      { businessId: business.id, userId: user.id },
      { amount: body.amount, reason: body.reason.trim() },
      isoAt(ctx.clock()),
    );
  });
}
