import type { TranslationTree } from 'shared-contracts';
import { landingEn, landingId } from './landing';

/** The settings namespace, one part per feature so each file stays small. */
export const en: TranslationTree = { ...landingEn };
export const id: TranslationTree = { ...landingId };
