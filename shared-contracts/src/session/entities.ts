/** Entities of spec 01 §3 that the shell shares with every remote. Later issues complete them. */

export type Language = 'en' | 'id';
export const LANGUAGES: readonly Language[] = ['en', 'id'];

/** DEVELOPMENT is test mode, PRODUCTION is live mode (spec 01 §1). */
export type Environment = 'DEVELOPMENT' | 'PRODUCTION';
export type LiveMode = 'LIVE' | 'NON_LIVE';

export interface PermissionFlags {
  can_view: boolean;
  can_edit: boolean;
  can_approve: boolean;
  can_manage_tech_settings: boolean;
  can_administer: boolean;
  can_withdraw: boolean;
  operation: boolean;
}

export interface User extends PermissionFlags {
  id: string;
  email: string;
  full_name: string;
  preferred_language: Language;
}

export interface Business {
  id: string;
  name: string;
  country_of_operation: string;
  environment: Environment;
  go_live_status: string;
}
