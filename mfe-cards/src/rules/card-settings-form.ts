import { object, string } from 'yup';
import { CHANGE_REASON_MAX, MID_LABEL_MAX, MID_SETTING_KEYS, type ChangeRequestInput, type MidSetting, type MidSettingKey } from 'shared-contracts/areas/cards/card-settings';

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

/** Only an administrator decides, and only on a pending request. */
export const canDecide = (status: string, isAdministrator: boolean): boolean => isAdministrator && status === 'PENDING';
