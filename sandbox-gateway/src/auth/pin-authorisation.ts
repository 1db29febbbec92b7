import type { GatewayContext } from '../context';
import { GatewayError } from '../http/errors';
import { pinHashOf } from '../store/withdrawal-pin';
import { verifyPassword } from './passwords';

/** A withdrawal PIN in a request body: six digits (spec 02 §5). */
export const PIN_SCHEMA = { type: 'string', pattern: '^[0-9]{6}$' } as const;

/**
 * The withdrawal PIN's authorisation of money leaving the balance (decision 0027; decision 0075 for
 * disbursements and batch approvals): no PIN set is 409 `PIN_NOT_SET_ERROR`, a wrong one 400
 * `INVALID_PIN_ERROR`, and the wrong ones of every action count together, per user, in the one limit
 * (`pinPerUser`: then `TOO_MANY_REQUESTS`). The slot is taken before the hash is compared, so
 * parallel guesses cannot pass the limit; a right PIN gives it back and forgets the failures.
 */
export async function authorisePin(ctx: GatewayContext, userId: string, pin: string): Promise<void> {
  const pinHash = pinHashOf(ctx.db, userId);
  if (pinHash === null) throw new GatewayError(409, 'PIN_NOT_SET_ERROR', 'Set a withdrawal PIN first');
  const slot = ctx.limiter.take('pin', userId, ctx.limits.pinPerUser);
  if (!(await verifyPassword(pin, pinHash))) throw new GatewayError(400, 'INVALID_PIN_ERROR', 'The PIN is not correct');
  slot.release();
  ctx.limiter.clear('pin', userId);
}
