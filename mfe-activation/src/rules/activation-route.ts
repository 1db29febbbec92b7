import type { EntityType } from 'shared-contracts/areas/activation/activation';

export { entityTypeOf } from 'shared-contracts/areas/activation/entity-variants';

export const ACTIVATION_PATH = '/activation';
/** Where the activation stands (spec 02 §2's /activation/ongoing-activation; docs/decisions/0064). */
export const ACTIVATION_STATUS_PATH = '/activation/ongoing-activation';

/** The activation journey of an individual in the Philippines (spec 02 §2), on a page of its own. */
export const PH_INDIVIDUAL_PATH = '/activation-ph-individual';

/** The entity type a page's form is fixed to, if any. */
export const FIXED_ENTITY_OF_PATH: Readonly<Record<string, EntityType>> = { [PH_INDIVIDUAL_PATH]: 'PH:Individual' };

/**
 * Where a business's form lives, from the entity type it saved: a Philippine individual on its own
 * page, every other type (and a business that saved none yet) on /activation.
 */
export const activationPathOf = (entityType: EntityType | null): string => (entityType === 'PH:Individual' ? PH_INDIVIDUAL_PATH : ACTIVATION_PATH);

/**
 * The page a business on `path` must be sent to, or null to stay: a form fixed to one entity type
 * stays open to a business that saved none; otherwise the saved type decides.
 */
export function activationRedirect(path: string, savedEntityType: EntityType | null): string | null {
  if (savedEntityType === null) return null;
  const target = activationPathOf(savedEntityType);
  return target === path ? null : target;
}
