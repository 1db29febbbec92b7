import { PERMISSION_FLAGS, type PermissionFlags } from 'shared-contracts';
import { isPathAllowed, type NavigationContext, type NavigationDecision } from 'shared-contracts/rules';

/** What a deep link into a remote's route shows: the page, "needs another permission", or not found. */
export type PageAccess = NavigationDecision<{ access: 'allowed' | 'needsPermission' | 'notFound' }>;

const EVERY_PERMISSION = Object.fromEntries(PERMISSION_FLAGS.map((flag) => [flag, true])) as unknown as PermissionFlags;

/**
 * The deep-link rule (`isPathAllowed`) and, for a path it refuses, whether the same user with every
 * permission flag would open it in this business: then the page exists here and only a permission
 * is missing, which the user may be told (spec 01 §6; issue 42) — which permission is not said.
 * Anything else (a page of another country, brand or flag, or none at all) stays "not found", as an
 * unknown path, so that nothing about the business's other pages is revealed.
 */
export function pageAccess(context: NavigationContext, pathname: string): PageAccess {
  const decision = isPathAllowed(context, pathname);
  if (decision.status === 'pending') return decision;
  if (decision.allowed) return { status: 'ready', access: 'allowed' };
  const withEveryPermission = context.user && isPathAllowed({ ...context, user: { ...context.user, ...EVERY_PERMISSION } }, pathname);
  const exists = withEveryPermission?.status === 'ready' && withEveryPermission.allowed;
  return { status: 'ready', access: exists ? 'needsPermission' : 'notFound' };
}
