import type { TranslationTree } from 'shared-contracts';
import { activityLogEn, activityLogId } from './activity-log';
import { billingsEn, billingsId } from './billings';
import { businessProfileEn, businessProfileId } from './business-profile';
import { developersEn, developersId } from './developers';
import { formsEn, formsId } from './forms';
import { landingEn, landingId } from './landing';
import { paymentMethodsEn, paymentMethodsId } from './payment-methods';
import { teamEn, teamId } from './team';
import { withdrawalPinEn, withdrawalPinId } from './withdrawal-pin';
import { withdrawalsEn, withdrawalsId } from './withdrawals';

/** The settings namespace, one part per feature so each file stays small. */
export const en: TranslationTree = { ...landingEn, ...formsEn, ...withdrawalsEn, ...withdrawalPinEn, ...billingsEn, ...businessProfileEn, ...teamEn, ...activityLogEn, ...developersEn, ...paymentMethodsEn };
export const id: TranslationTree = { ...landingId, ...formsId, ...withdrawalsId, ...withdrawalPinId, ...billingsId, ...businessProfileId, ...teamId, ...activityLogId, ...developersId, ...paymentMethodsId };
