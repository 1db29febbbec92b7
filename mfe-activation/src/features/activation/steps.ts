import type { ActivationCategory, EntityType } from 'shared-contracts/areas/activation/activation';
import { ENTITY_VARIANTS } from '../../rules/entity-variants';

export type StepPage =
  | { kind: 'lead' }
  | { kind: 'business' }
  | { kind: 'sections'; name: 'registration' | 'people' | 'contact'; categories: readonly ActivationCategory[] }
  | { kind: 'documents' }
  | { kind: 'review' };

/** The pages of the form, one per step (spec 02 §2: 1 to 6, up to 5 for the individual variants). */
export function stepPages(entityType: EntityType | null): StepPage[] {
  const variant = entityType ? ENTITY_VARIANTS[entityType] : ENTITY_VARIANTS['Indonesian Entity'];
  return [
    { kind: 'lead' },
    { kind: 'business' },
    { kind: 'sections', name: 'registration', categories: variant.registration },
    // A person has no signatory: its step holds the contact person and the declarations.
    ...(variant.individual ? [] : [{ kind: 'sections', name: variant.person ? 'contact' : 'people', categories: variant.people } as const]),
    { kind: 'documents' },
    { kind: 'review' },
  ];
}

export const stepTitleKey = (page: StepPage): string => (page.kind === 'sections' ? `steps.${page.name}` : `steps.${page.kind}`);
