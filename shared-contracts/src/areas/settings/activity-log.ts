/**
 * The activity log (`/activity-logs`, administrators; issue 21): what was done in a business, by
 * whom, when and from which address, written by the gateway when the action happens.
 */
export const ACTIVITY_LOG_API = { list: '/api/activity-logs' } as const;

export const ACTIVITY_ACTIONS = [
  'SIGN_IN',
  'SIGN_OUT',
  'API_KEY_CREATED',
  'API_KEY_REVOKED',
  'PIN_SET',
  'TEAM_MEMBER_INVITED',
  'TEAM_INVITATION_REVOKED',
  'TEAM_PERMISSIONS_CHANGED',
  'TEAM_MEMBER_REMOVED',
  'CALLBACK_URL_CHANGED',
  'CARD_SETTINGS_CHANGED',
] as const;
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];

/** Page size of the log; a caller may ask for up to ACTIVITY_PAGE_SIZE_MAX. */
export const ACTIVITY_PAGE_SIZE = 20;
export const ACTIVITY_PAGE_SIZE_MAX = 100;
/** The longest actor search (an email is at most 254 characters). */
export const ACTIVITY_ACTOR_MAX = 254;

export interface ActivityEntry {
  id: string;
  action: ActivityAction;
  /** Who did it. */
  actor_email: string;
  /** What it was done to, when not the business itself: a team member's email, an API key's name… */
  target: string | null;
  /** The client address the gateway saw. */
  ip_address: string;
  user_agent: string | null;
  /** ISO 8601. */
  created: string;
}

export interface ActivityLogQuery {
  page?: number;
  limit?: number;
  action?: ActivityAction;
  /** Part of the actor's email. */
  actor?: string;
  /** Inclusive days, YYYY-MM-DD (UTC). */
  from?: string;
  to?: string;
}

export interface ActivityLogAnswer {
  data: ActivityEntry[];
  total_count: number;
  page: number;
  limit: number;
}
