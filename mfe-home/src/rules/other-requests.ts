import { isLiveBusiness, type HomeFacts } from './home-facts';

export type OtherRequestKey = 'companyEstablishment' | 'earlySettlement';

/**
 * The "others" part of the home page (spec 02 §2): requests the business makes. The gateway allows
 * the same callers (sandbox-gateway/src/auth/permissions.ts). An internal staff member switched
 * into a merchant's business does not file requests in its name (decision 0023).
 */
export function visibleOtherRequests(facts: HomeFacts): OtherRequestKey[] {
  if (facts.switchedIn) return [];
  const { can_administer, can_withdraw } = facts.permissions;
  const keys: OtherRequestKey[] = [];
  // Establishing an Indonesian company (PT, CV, ...) is for the business's administrators.
  if (can_administer && facts.country === 'Indonesia') keys.push('companyEstablishment');
  // Settling early moves money: administrators or withdrawers of a live Indonesian or Philippine business.
  if ((can_administer || can_withdraw) && isLiveBusiness(facts) && (facts.country === 'Indonesia' || facts.country === 'Philippines')) {
    keys.push('earlySettlement');
  }
  return keys;
}
