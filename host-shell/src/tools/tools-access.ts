import { isInternalStaff } from 'shared-contracts/rules';
import type { OverrideDecision } from '../registry/overrides';

/**
 * Who gets the platform tools panel (issue 23): users of the internal staff domains, and anyone
 * while a development override is active in the tab (a squad testing its remote). Never a merchant
 * otherwise: the panel names manifests, versions and errors of the platform.
 */
export function mayUsePlatformTools(
  email: string | undefined,
  internalDomains: readonly string[],
  overrides: readonly OverrideDecision[],
): boolean {
  if (overrides.some((decision) => decision.status === 'active')) return true;
  return email !== undefined && isInternalStaff(email, internalDomains);
}
