/**
 * Card fraud prevention (spec 02 §2 /credit_cards/fraud_prevention, §3 fraud-rule lists, §4 "Card
 * fraud action", §7 fraud rules, lookups and fraud profiles, §8 fraud reports): paths, rules and wire
 * types shared by the cards remote and the sandbox gateway (issue 18).
 */
import { BIN_PATTERN } from './card-promotions';

/** The custom lists, each under /api/fraud-rules/custom/{list}. */
export const FRAUD_LISTS = ['card-data-list', 'bin-list', 'ip-list', 'country-list'] as const;
export type FraudList = (typeof FRAUD_LISTS)[number];

export const FRAUD_API = {
  /** GET: the list's entries; POST { value, action, note }: add one. */
  list: (list: FraudList) => `/api/fraud-rules/custom/${list}`,
  /** GET: one entry with its history; PATCH { action }: block, allow or reset it; DELETE: remove it. */
  entry: (list: FraudList, id: string) => `/api/fraud-rules/custom/${list}/${encodeURIComponent(id)}`,
  /** POST { country_codes, action }: several countries at once. */
  countryBulk: '/api/fraud-rules/custom/country-list-bulk',
  binData: (bin: string) => `/api/lookup/bin_data/${encodeURIComponent(bin)}`,
  countries: '/api/lookup/country_code/',
  profiles: '/api/xenshield/profiles',
  ruleSets: (businessId: string) => `/api/xenshield/${encodeURIComponent(businessId)}/rule_sets`,
  ruleSet: (businessId: string, ruleSetId: string) => `/api/xenshield/${encodeURIComponent(businessId)}/rule_sets/${encodeURIComponent(ruleSetId)}`,
  features: (businessId: string) => `/api/xenshield/${encodeURIComponent(businessId)}/fraud_profile_features`,
  predictReports: '/api/xenshield/predict_reports',
  predictionsExport: '/api/businesses/predictions/export',
} as const;

/** Spec 02 §4: block or allow; reset takes an entry's own rule away (the fraud profile decides again). */
export const FRAUD_ACTIONS = ['BLOCK', 'ALLOW'] as const;
export type FraudAction = (typeof FRAUD_ACTIONS)[number];
export const FRAUD_ENTRY_ACTIONS = ['BLOCK', 'ALLOW', 'RESET'] as const;
export type FraudEntryAction = (typeof FRAUD_ENTRY_ACTIONS)[number];

/** Spec 02 §4 fraud levels. */
export const FRAUD_LEVELS = ['NORMAL', 'MEDIUM', 'HIGH'] as const;
export type FraudLevel = (typeof FRAUD_LEVELS)[number];

export const FRAUD_NOTE_MAX = 200;
/** A bulk country change names at most this many countries. */
export const FRAUD_BULK_COUNTRIES_MAX = 50;
/** A card is kept as its BIN and last four digits, never its whole number. */
export const CARD_LAST_FOUR_PATTERN = /^\d{4}$/;
export const COUNTRY_CODE_PATTERN = /^[A-Z]{2}$/;
export { BIN_PATTERN };

/** A card-data entry's value: "411111…1111" (BIN, an ellipsis, the last four digits). */
export const cardDataValue = (bin: string, lastFour: string): string => `${bin}…${lastFour}`;
export const CARD_DATA_PATTERN = /^\d{6,8}…\d{4}$/;

export interface BinData {
  bin: string;
  brand: string;
  issuer: string;
  country_code: string;
  type: 'CREDIT' | 'DEBIT';
}

export interface FraudListChange {
  /** What was done: ADDED with its first action, then BLOCK, ALLOW or RESET. */
  change: 'ADDED' | FraudEntryAction;
  actor_email: string;
  created: string;
}

export interface FraudListEntry {
  id: string;
  list: FraudList;
  /** BIN "411111", card "411111…1111", IP "203.0.113.7" or "2001:db8::1", country "SG". */
  value: string;
  /** null after a reset: the entry stays listed and the fraud profile decides. */
  action: FraudAction | null;
  note: string | null;
  /** BIN and card entries: what the BIN lookup knew when it was added. */
  bin_data: BinData | null;
  created: string;
  updated: string;
}

export interface FraudListEntryDetail extends FraudListEntry {
  history: FraudListChange[];
}

export interface FraudListAnswer {
  data: FraudListEntry[];
}

export interface FraudEntryInput {
  value: string;
  action: FraudAction;
  note?: string | null;
}

export interface FraudEntryChange {
  action: FraudEntryAction;
}

export interface CountryBulkInput {
  country_codes: string[];
  action: FraudAction;
}

export interface Country {
  code: string;
  name: string;
}

export interface CountriesAnswer {
  data: Country[];
}

export interface FraudProfile {
  level: FraudLevel;
  /** The risk score (0–100) from which a payment counts as risky at this level. */
  score_threshold: number;
}

export interface FraudProfilesAnswer {
  data: FraudProfile[];
}

export const RULE_SET_KEYS = ['CARD_TESTING', 'VELOCITY', 'COUNTRY_MISMATCH', 'HIGH_RISK_ISSUER'] as const;
export type RuleSetKey = (typeof RULE_SET_KEYS)[number];

export interface RuleSetChange {
  level: FraudLevel;
  action: FraudAction;
  actor_email: string;
  created: string;
}

export interface RuleSet {
  id: string;
  key: RuleSetKey;
  level: FraudLevel;
  action: FraudAction;
  updated: string;
}

export interface RuleSetDetail extends RuleSet {
  history: RuleSetChange[];
}

export interface RuleSetsAnswer {
  data: RuleSet[];
}

export interface RuleSetInput {
  level: FraudLevel;
  action: FraudAction;
}

export const FRAUD_FEATURES = ['BIN_COUNTRY_MISMATCH', 'IP_COUNTRY_MISMATCH', 'CARD_VELOCITY', 'DECLINE_RATIO', 'DEVICE_REUSE', 'DISPOSABLE_EMAIL'] as const;
export type FraudFeature = (typeof FRAUD_FEATURES)[number];

export interface FraudProfileFeature {
  key: FraudFeature;
  /** The lowest level that checks it (a higher level checks everything a lower one does). */
  from_level: FraudLevel;
}

export interface FraudProfileFeaturesAnswer {
  data: FraudProfileFeature[];
}

/** Prediction reports cover whole days, at most this many. */
export const PREDICTION_RANGE_MAX_DAYS = 92;
export const PREDICTION_PAGE_SIZE = 10;

export interface PredictionQuery {
  /** YYYY-MM-DD, both included. */
  from: string;
  to: string;
  page?: number;
}

export interface Prediction {
  id: string;
  payment_id: string;
  masked_card_number: string;
  amount: number;
  currency: string;
  score: number;
  level: FraudLevel;
  recommendation: FraudAction;
  created: string;
}

export interface PredictionsAnswer {
  data: Prediction[];
  total_count: number;
  page: number;
}

export interface PredictionsExport {
  file_name: string;
  /** text/csv */
  content: string;
}

/** The level a risk score falls in under the profiles' thresholds (highest first). */
export function levelOfScore(score: number, profiles: readonly FraudProfile[]): FraudLevel {
  const sorted = [...profiles].sort((a, b) => b.score_threshold - a.score_threshold);
  return sorted.find((profile) => score >= profile.score_threshold)?.level ?? 'NORMAL';
}
