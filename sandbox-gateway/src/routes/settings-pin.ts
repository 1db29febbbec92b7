import type { User } from 'shared-contracts';
import { AMOUNT_MAX, CURRENCY_OF, type Currency } from 'shared-contracts/rules';
import { COUNTRY_CODES } from 'shared-contracts';
import {
  CONFIRMATION_PASSWORD_HEADER,
  CONFIRMATION_PASSWORD_MAX,
  PIN_API,
  PIN_PASSWORD_ATTEMPTS,
  WITHDRAWAL_LIMITS,
  pinConfirmationFor,
  type Withdrawal,
} from 'shared-contracts/areas/settings/settings';
import type { Caller } from '../auth/caller';
import { callerOf } from '../auth/caller';
import { lockedError } from '../auth/authenticate';
import { PIN_SCHEMA, authorisePin } from '../auth/pin-authorisation';
import { hashSecret, verifyPassword } from '../auth/passwords';
import type { GatewayContext } from '../context';
import type { GatewayApp } from '../http/gateway-app';
import { environmentFor } from '../http/environment';
import { amountDigitsProblem } from '../http/amounts';
import { GatewayError, invalid } from '../http/errors';
import { ID_SCHEMA, objectSchema } from '../http/validation';
import { SANDBOX_ONE_TIME_CODE } from '../seed/personas';
import { recordUserActivity } from '../store/activity-log';
import { lockUser, ownsBankAccount, storePin } from '../store/withdrawal-pin';
import type { WithdrawalRefusal } from '../store/ledger';
import { requestWithdrawal } from '../store/withdrawals';
import { currentUser } from './account';

const OTP_LIFETIME_MS = 5 * 60 * 1000;
const MINUTE = 60_000;

const SET_PIN_SCHEMA = {
  // The OTP input is alphanumeric (spec 02 §5); an authenticator's code is digits.
  body: objectSchema({ pin: PIN_SCHEMA, token: { type: 'string', pattern: '^[A-Za-z0-9]{1,12}$' } }, ['pin']),
  headers: {
    type: 'object',
    properties: { [CONFIRMATION_PASSWORD_HEADER]: { type: 'string', minLength: 1, maxLength: CONFIRMATION_PASSWORD_MAX } },
  },
};

const WITHDRAWAL_SCHEMA = {
  body: objectSchema(
    { bank_account_id: ID_SCHEMA, amount: { type: 'number', exclusiveMinimum: 0, maximum: AMOUNT_MAX }, pin: PIN_SCHEMA },
    ['bank_account_id', 'amount', 'pin'],
  ),
};

/** The withdrawal check (docs/money-pages.md): more than the available balance is refused, and nothing is written. */
export const insufficientBalance = (): GatewayError =>
  new GatewayError(400, 'INSUFFICIENT_BALANCE_ERROR', 'The amount is more than your available balance.');

/** Why the ledger refused a withdrawal, as the catalogue says it (issue 43 §6: the limits are the amount's field errors). */
function withdrawalRefused(refusal: WithdrawalRefusal, currency: Currency): GatewayError {
  if (refusal.refused === 'insufficient-balance') return insufficientBalance();
  const below = refusal.refused === 'below-minimum';
  const limit = (below ? refusal.limits.min : refusal.limits.max).toLocaleString('en-US');
  return invalid([{ field: 'amount', message: `must be ${below ? 'at least' : 'at most'} ${currency} ${limit} in one withdrawal` }]);
}

const otpNotValid = (message: string): GatewayError => new GatewayError(400, 'OTP_TOKEN_NOT_VALID_ERROR', message);
const wrongPassword = (attemptsLeft: number): GatewayError =>
  new GatewayError(400, 'INVALID_CREDENTIALS_ERROR', `The password is not correct (${attemptsLeft} more before the account is locked)`);

/**
 * The withdrawal PIN (spec 02 §4, §5; issue 15) and the withdrawal it authorises. The PIN is stored
 * as a salted scrypt hash (migration 11). Setting it is confirmed by what the user's sign-in factor
 * gives (`pinConfirmationFor`): the SMS code sent by POST /api/otp to the verified phone, the
 * authenticator's code, or the current password; wrong codes are rate-limited like phone
 * verification, and the fifth wrong password in a row locks the account and ends its sign-ins.
 */
export function registerSettingsPinRoutes(app: GatewayApp, ctx: GatewayContext): void {
  const confirmByCode = (caller: Caller, token: string | undefined, method: 'otp' | 'authenticator'): void => {
    if (token === undefined) throw invalid([{ field: 'token', message: 'is required' }]);
    ctx.limiter.check('otp-verify', caller.user.id, ctx.limits.otpVerifyPerUser);
    if (method === 'otp') {
      const pending = ctx.db.prepare('SELECT recipient, created_at FROM otp_requests WHERE user_id = ?').get(caller.user.id) as
        | { recipient: string; created_at: number }
        | undefined;
      // Only a code sent to the phone on the account counts (not one sent to a number being verified).
      if (!pending || pending.recipient !== caller.user.phone_number || pending.created_at + OTP_LIFETIME_MS <= ctx.clock()) {
        throw otpNotValid('Request a new code first');
      }
    }
    if (token !== SANDBOX_ONE_TIME_CODE) {
      ctx.limiter.hit('otp-verify', caller.user.id);
      throw otpNotValid('The code is not correct');
    }
  };

  const confirmByPassword = async (caller: Caller, password: string | undefined): Promise<void> => {
    if (password === undefined) throw invalid([{ field: CONFIRMATION_PASSWORD_HEADER, message: 'is required' }]);
    const window = { max: PIN_PASSWORD_ATTEMPTS, windowMs: 24 * 60 * MINUTE };
    const slot = ctx.limiter.take('pin-password', caller.user.id, window);
    if (await verifyPassword(password, caller.user.password_hash)) {
      slot.release();
      return;
    }
    const left = window.max - ctx.limiter.hitsWithin('pin-password', caller.user.id, window.windowMs);
    if (left > 0) throw wrongPassword(left);
    // The failures stay counted (a check still in flight finds no slot); unlocking the user clears them.
    lockUser(ctx.db, caller.user.id, ctx.clock(), 'wrong password confirming the withdrawal PIN');
    throw lockedError();
  };

  app.put(PIN_API.pin, { schema: SET_PIN_SCHEMA }, async (request): Promise<User> => {
    const caller = callerOf(request);
    const body = request.body;
    const method = pinConfirmationFor({
      mfa_type: caller.user.mfa_type,
      phone_number: caller.user.phone_number,
      is_phone_number_verified: caller.user.is_phone_number_verified === 1,
    });
    if (method === 'password') await confirmByPassword(caller, request.headers[CONFIRMATION_PASSWORD_HEADER] as string | undefined);
    else confirmByCode(caller, body.token, method);

    storePin(ctx.db, caller.user.id, await hashSecret(body.pin));
    recordUserActivity(ctx.db, request, { userId: caller.user.id, businessId: caller.business.id }, 'PIN_SET', ctx.clock());
    ctx.db.prepare('DELETE FROM otp_requests WHERE user_id = ?').run(caller.user.id);
    ctx.limiter.clear('otp-verify', caller.user.id);
    ctx.limiter.clear('pin-password', caller.user.id);
    return currentUser(ctx, caller);
  });

  app.post(PIN_API.withdrawals, { schema: WITHDRAWAL_SCHEMA }, async (request, reply): Promise<Withdrawal> => {
    const caller = callerOf(request);
    const body = request.body;
    const environment = environmentFor(request, caller.business);
    const currency = CURRENCY_OF[COUNTRY_CODES[caller.business.country_of_operation]];
    const digits = amountDigitsProblem(body.amount, currency);
    if (digits) throw invalid([{ field: 'amount', message: digits }]);
    if (!ownsBankAccount(ctx.db, caller.business.id, body.bank_account_id)) {
      throw invalid([{ field: 'bank_account_id', message: 'is not a bank account of this business' }]);
    }
    await authorisePin(ctx, caller.user.id, body.pin);
    // From the environment's ledger in the business's currency: the balance, then the limits, checked
    // and written in one transaction.
    const withdrawal = requestWithdrawal(
      ctx.db,
      {
        bank_account_id: body.bank_account_id, amount: body.amount, currency, environment, businessId: caller.business.id, userId: caller.user.id,
        limits: WITHDRAWAL_LIMITS[currency],
      },
      ctx.clock(),
    );
    if ('refused' in withdrawal) throw withdrawalRefused(withdrawal, currency);
    reply.code(201);
    return withdrawal;
  });
}
