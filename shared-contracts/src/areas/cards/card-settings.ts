/**
 * Card settings (spec 02 §3 "MID settings, change requests", §4 change request states, §7 MID
 * settings and the settings log, §8 CHANGE_REQUEST_NOT_FOUND_ERROR): paths and wire types shared by
 * the cards remote and the sandbox gateway (issue 18).
 */
export const CARD_SETTINGS_API = {
  /** GET: the business's merchant IDs (MIDs) at its acquirers, with their settings. */
  midSettings: '/api/mid-settings',
  /** PATCH { mid_setting_id, label }: a MID's own name, changed at once. */
  midLabel: '/api/mid-settings/label',
  /** GET: the change requests, newest first; POST: ask for a setting change. */
  changeRequests: '/api/cc-settings-change-request',
  /** GET one; PATCH { status: APPROVED | REJECTED }: an administrator decides on a PENDING one. */
  changeRequest: (id: string) => `/api/cc-settings-change-request/${encodeURIComponent(id)}`,
  /** GET (administrators): every card-settings change, newest first. */
  log: '/api/cc-settings-logger',
} as const;

/** Spec 02 §4 "Change request". */
export const CHANGE_REQUEST_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export type ChangeRequestStatus = (typeof CHANGE_REQUEST_STATUSES)[number];
export type ChangeRequestDecision = Exclude<ChangeRequestStatus, 'PENDING'>;

/** The settings a change request can turn on or off. */
export const MID_SETTING_KEYS = ['three_ds_required', 'cvn_required', 'installments_enabled'] as const;
export type MidSettingKey = (typeof MID_SETTING_KEYS)[number];

export const MID_LABEL_MAX = 50;
export const CHANGE_REASON_MAX = 300;

export interface MidSetting {
  id: string;
  /** The merchant ID at the acquirer. */
  mid: string;
  acquirer: string;
  currency: string;
  label: string;
  settings: Record<MidSettingKey, boolean>;
  updated: string;
}

export interface MidSettingsAnswer {
  data: MidSetting[];
}

export interface MidLabelInput {
  mid_setting_id: string;
  label: string;
}

export interface ChangeRequestInput {
  mid_setting_id: string;
  setting: MidSettingKey;
  value: boolean;
  reason: string;
}

export interface ChangeRequest extends ChangeRequestInput {
  id: string;
  mid: string;
  status: ChangeRequestStatus;
  requested_by: string;
  decided_by: string | null;
  created: string;
  decided: string | null;
}

export interface ChangeRequestsAnswer {
  data: ChangeRequest[];
}

export interface ChangeRequestDecisionInput {
  status: ChangeRequestDecision;
}

/** What a settings-log line records. */
export const CARD_SETTINGS_CHANGES = ['LABEL_CHANGED', 'CHANGE_REQUESTED', 'CHANGE_APPROVED', 'CHANGE_REJECTED'] as const;
export type CardSettingsChange = (typeof CARD_SETTINGS_CHANGES)[number];

/** What one line of the card settings log changed: a MID's label, or one of its settings. */
export type CardSettingsLogSubject = { label: { from: string; to: string } } | { setting: MidSettingKey; value: boolean };

export interface CardSettingsLogEntry {
  id: string;
  change: CardSettingsChange;
  /** The MID it is about. */
  mid: string;
  /** What changed, as one untranslated line for integrations: `label: "Old" → "New"`, `three_ds_required: true`. */
  detail: string;
  /** What changed, for a page to say in its language (issue 42; absent on lines logged before it). */
  subject?: CardSettingsLogSubject;
  actor_email: string;
  created: string;
}

export interface CardSettingsLogAnswer {
  data: CardSettingsLogEntry[];
}
