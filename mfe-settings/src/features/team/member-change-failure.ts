import { isGatewayError } from 'shared-contracts';
import { LAST_ADMINISTRATOR_ERROR } from 'shared-contracts/areas/settings/settings';

/** The translation key of a refused change: the last-administrator rule is explained, the rest is generic. */
export function memberChangeProblem(error: unknown): 'team.lastAdministrator' | 'form.failed' {
  return isGatewayError(error) && error.code === LAST_ADMINISTRATOR_ERROR ? 'team.lastAdministrator' : 'form.failed';
}
