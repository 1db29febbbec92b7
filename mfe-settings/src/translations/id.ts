import type { TranslationTree } from 'shared-contracts';
import { activityLogId } from './activity-log.id';
import { billingsId } from './billings.id';
import { businessProfileId } from './business-profile.id';
import { developersId } from './developers.id';
import { formsId } from './forms.id';
import { landingId } from './landing.id';
import { paymentMethodsId } from './payment-methods.id';
import { teamId } from './team.id';
import { withdrawalPinId } from './withdrawal-pin.id';
import { withdrawalsId } from './withdrawals.id';

/** The settings namespace in Bahasa Indonesia, a chunk of its own (decision 0083), key for key as en.ts. */
export const id: TranslationTree = { ...landingId, ...formsId, ...withdrawalsId, ...withdrawalPinId, ...billingsId, ...businessProfileId, ...teamId, ...activityLogId, ...developersId, ...paymentMethodsId };
