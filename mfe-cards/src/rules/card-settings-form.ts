import { object, string } from 'yup';
import { CHANGE_REASON_MAX, MID_LABEL_MAX, MID_SETTING_KEYS, type ChangeRequest, type ChangeRequestInput, type MidSetting, type MidSettingKey } from 'shared-contracts/areas/cards/card-settings';

/** Message keys (`cardSettings.problems.*`). */
export type CardSettingsProblem = 'labelRequired' | 'labelTooLong' | 'settingRequired' | 'reasonRequired' | 'reasonTooLong';

export const midLabelSchema = object({
  label: string().default('').trim().required('labelRequired').max(MID_LABEL_MAX, 'labelTooLong'),
});

export interface ChangeRequestValues {
  setting: MidSettingKey | '';
  reason: string;
}

export const changeRequestSchema = object({
  setting: string().default('').oneOf(['', ...MID_SETTING_KEYS]).required('settingRequired'),
  reason: string().default('').trim().required('reasonRequired').max(CHANGE_REASON_MAX, 'reasonTooLong'),
});

/** A change request turns the chosen setting to the opposite of its current value. */
export function toChangeRequestInput(mid: MidSetting, values: ChangeRequestValues): ChangeRequestInput {
  const setting = values.setting as MidSettingKey;
  return { mid_setting_id: mid.id, setting, value: !mid.settings[setting], reason: values.reason.trim() };
}

/**
 * Only an administrator decides, only on a pending request, and never on their own (issue 42: the
 * four-eyes rule; the gateway refuses it too).
 */
export const canDecide = (request: Pick<ChangeRequest, 'status' | 'requested_by'>, administrator: { email: string } | null): boolean =>
  administrator !== null && request.status === 'PENDING' && request.requested_by.toLowerCase() !== administrator.email.toLowerCase();

/** A pending request of the administrator's own, which another administrator decides. */
export const awaitsAnotherAdministrator = (request: Pick<ChangeRequest, 'status' | 'requested_by'>, administrator: { email: string } | null): boolean =>
  administrator !== null && request.status === 'PENDING' && !canDecide(request, administrator);
