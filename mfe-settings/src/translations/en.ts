import type { TranslationTree } from 'shared-contracts';
import { activityLogEn } from './activity-log';
import { billingsEn } from './billings';
import { businessProfileEn } from './business-profile';
import { developersEn } from './developers';
import { formsEn } from './forms';
import { landingEn } from './landing';
import { paymentMethodsEn } from './payment-methods';
import { teamEn } from './team';
import { withdrawalPinEn } from './withdrawal-pin';
import { withdrawalsEn } from './withdrawals';

/** The settings namespace in English, one part per feature so each file stays small. */
export const en: TranslationTree = { ...landingEn, ...formsEn, ...withdrawalsEn, ...withdrawalPinEn, ...billingsEn, ...businessProfileEn, ...teamEn, ...activityLogEn, ...developersEn, ...paymentMethodsEn };
