import { mayResendCallbacks } from 'shared-contracts/areas/settings/developers';
import { isLive } from 'shared-contracts/rules';
import { FRAUD_API, FRAUD_LISTS } from 'shared-contracts/areas/cards/card-fraud';
import type { FeatureFlag, PermissionFlag } from 'shared-contracts';
import type { SandboxDatabase } from '../db/connection';
import { featureFlags } from '../store/businesses';
import { EMAIL_LINK_ACCESS } from './email-link-access';
import { AREA_ACCESS } from './area-access';
import { OWN_ACCOUNT_ACCESS } from './own-account-access';
import type { Caller } from './caller';

/**
 * Who may call which endpoint: the one table the gateway enforces (spec 01 §6, spec 02 §6). Every
 * route must have an entry here, or the gateway refuses to start (fail closed).
 *
 * - public:        no sign-in (the call authenticates by its own credentials, or is harmless)
 * - signed-in:     a session cookie, or in token mode a bearer access token; and the rule
 * - session-mode / token-mode: signed in that way only (the two business-switch endpoints)
 * - test-mode:     the control API, present only when SANDBOX_TEST_MODE=1
 */
export type Requirement = 'public' | 'signed-in' | 'session-mode' | 'token-mode' | 'test-mode';

export interface Rule {
  description: string;
  allows: (caller: Caller, db: SandboxDatabase) => boolean;
}

export interface Access {
  requires: Requirement;
  rule?: Rule;
}

const MEMBER: Rule = { description: 'any member of the business', allows: () => true };

const anyOf = (...flags: PermissionFlag[]): Rule => ({
  description: flags.join(' or '),
  allows: (caller) => flags.some((flag) => caller.membership[flag]),
});

const both = (first: Rule, second: Rule): Rule => ({
  description: `${first.description}, and ${second.description}`,
  allows: (caller, db) => first.allows(caller, db) && second.allows(caller, db),
});

const MAIN_BRAND: Rule = { description: 'a main-brand business', allows: (caller) => caller.business.brand_name === 'MAIN' };
const LIVE_BUSINESS: Rule = { description: 'a live business', allows: (caller) => isLive(caller.business.go_live_status) };
const flagOn = (flag: FeatureFlag): Rule => ({
  description: `the business's ${flag} flag on`,
  allows: (caller, db) => featureFlags(db, caller.business.id)[flag],
});

const inCountry = (...countries: Caller['business']['country_of_operation'][]): Rule => ({
  description: `a business in ${countries.join(' or ')}`,
  allows: (caller) => countries.includes(caller.business.country_of_operation),
});
const either = (first: Rule, second: Rule): Rule => ({
  description: `${first.description}, or ${second.description}`,
  allows: (caller, db) => first.allows(caller, db) || second.allows(caller, db),
});
const REMITTANCE = inCountry('Singapore');

const PUBLIC: Access = { requires: 'public' };
const TEST_MODE: Access = { requires: 'test-mode' };
const signedIn = (rule: Rule = MEMBER): Access => ({ requires: 'signed-in', rule });
const DEVELOPERS = anyOf('can_administer', 'can_manage_tech_settings');
// Who sees the card payments menu entry (viewersOrOperations) may read them.
const CARD_VIEWERS = anyOf('can_view', 'can_edit', 'operation');
const CARD_EDITORS = anyOf('can_edit');
/** Fraud rules and card settings (issue 18): changed by editors or administrators. */
const CARD_SETTINGS_EDITORS = anyOf('can_edit', 'can_administer');
const CARD_ADMINISTRATORS = anyOf('can_administer');
const FRAUD_LIST_PATHS = FRAUD_LISTS.map((list) => FRAUD_API.list(list));
const TECH_SETTINGS = anyOf('can_manage_tech_settings');
const SECOND_BRAND_EDITORS = both({ description: 'a second-brand business', allows: (caller) => caller.business.brand_name === 'SECOND' }, anyOf('can_edit'));
// The same rule the dashboard draws its Resend button with.
const CALLBACK_RESENDERS: Rule = {
  description: 'can_manage_tech_settings, or can_edit in a second-brand business',
  allows: (caller) => mayResendCallbacks(caller.membership, caller.business.brand_name),
};
// The money pages (issue 40; spec 01 §6): balance, cash and pending for balanceViewers (can_view,
// can_edit, can_withdraw), all accounts also for approvers; the transactions list (and its export) for
// viewersOrOperations (can_view, can_edit, operation) and withdrawers (cash and pending are that list),
// each entry's running balance only for balance readers.
export const BALANCE_READERS = anyOf('can_view', 'can_edit', 'can_withdraw', 'can_approve');
const TRANSACTION_READERS = anyOf('can_view', 'can_edit', 'operation', 'can_withdraw');
// The capital offering's "interested" asks for financing in the business's name, like the incorporation request (issue 43 §7).
export const CAPITAL_REQUESTERS = anyOf('can_administer');
const CALLBACK_READERS = either(anyOf('can_administer', 'can_manage_tech_settings', 'can_view', 'operation'), SECOND_BRAND_EDITORS);

export const ENDPOINT_ACCESS: Readonly<Record<string, Access>> = {
  'GET /api/health': PUBLIC,
  'GET /api/media/:name': PUBLIC,
  // Sign-in and sign-out authenticate by what they are given (password, one-time token, refresh token).
  'POST /api/sessions': PUBLIC,
  'POST /api/auth/email': PUBLIC,
  'POST /api/auth/verify-one-time-token': PUBLIC,
  'POST /api/auth/token/refresh': PUBLIC,
  'POST /api/logout': PUBLIC,
  'DELETE /api/auth/token': PUBLIC,
  // The second factor authenticates by the sign-in's challenge (routes/mfa-login.ts): no session exists yet.
  'POST /api/sms_otp_login': PUBLIC,
  'POST /api/authorize_sms_otp_login!': PUBLIC,
  'POST /api/authorize_authenticator_login!': PUBLIC,
  'POST /api/mfa_backup_code': PUBLIC,
  'GET /api/mfa_backup_code_existence/:id': PUBLIC,

  'GET /api/authenticated-user-data': signedIn(),
  'GET /api/businesses/business_settings': signedIn(),
  'GET /api/user/businesses': signedIn(),
  // The target business must be one of the caller's own (checked with the body).
  'POST /api/switch-business': { requires: 'token-mode', rule: MEMBER },
  'POST /api/switch_business!': { requires: 'session-mode', rule: MEMBER },
  // Only about the caller's own businesses and own email (checked with the parameters).
  'GET /api/feature-flags/:business_id': signedIn(),

  'GET /api/common-company-detail': signedIn(MAIN_BRAND),
  'GET /api/activation-countries': signedIn(),
  'GET /api/common-company-detail/get-started-statuses': signedIn(),
  'PATCH /api/common-company-detail/get-started-statuses': signedIn(anyOf('can_administer')),
  'GET /api/balance_view_flag': signedIn(),
  'PATCH /api/balance_view_flag': signedIn(anyOf('can_view', 'can_edit', 'can_withdraw')),

  // The caller's own user record and profile.
  ...OWN_ACCOUNT_ACCESS,
  ...AREA_ACCESS,
  'POST /api/users/resend_email_verification': signedIn(),
  ...EMAIL_LINK_ACCESS,

  // Developers settings (spec 01 §6: administer or tech settings).
  'GET /api/api-settings': signedIn(DEVELOPERS),
  'GET /api/secret-api-credentials-list': signedIn(DEVELOPERS),
  'GET /api/secret-api-credentials': signedIn(DEVELOPERS),
  // The developers page (issue 16): administrators read, keys and callback URLs need tech settings;
  // the IP whitelist is set by either (the reminder's "Agree and set" is for administrators).
  'GET /api/api-keys': signedIn(DEVELOPERS),
  'POST /api/api-keys': signedIn(TECH_SETTINGS),
  'DELETE /api/api-keys/:id': signedIn(TECH_SETTINGS),
  'PUT /api/api-settings': signedIn(DEVELOPERS),
  // Callbacks: who sees the callbacks menu entry (spec 01 §6) and administrators read them; resending
  // is tech settings, or can_edit in the second brand (spec 02 §6).
  'GET /api/webhooks': signedIn(CALLBACK_READERS),
  'GET /api/webhooks/:id/events': signedIn(CALLBACK_READERS),
  'PUT /api/webhooks/:id/url': signedIn(TECH_SETTINGS),
  'POST /api/webhooks/:id/test': signedIn(TECH_SETTINGS),
  'POST /api/callback_requests/:id': signedIn(CALLBACK_RESENDERS),
  // Payment methods (spec 01 §6's payment-methods page: viewers and administrators); activation is asked by administrators.
  'GET /api/payment-methods': signedIn(anyOf('can_view', 'can_edit', 'can_administer')),
  'GET /api/payment-methods/virtual-accounts': signedIn(anyOf('can_view', 'can_edit', 'can_administer')),
  'GET /api/payment-methods/retail-outlets': signedIn(anyOf('can_view', 'can_edit', 'can_administer')),
  'GET /api/payment-methods/top-up-banks': signedIn(anyOf('can_view', 'can_edit', 'can_administer')),
  'POST /api/payment-methods/:product/activation': signedIn(anyOf('can_administer')),
  // The IP whitelist reminder is for administrators of live businesses (spec 01 §4).
  'POST /api/ip_whitelist_reminder_email': signedIn(both(anyOf('can_administer'), LIVE_BUSINESS)),
  'GET /api/ereceipts/merchants/': signedIn(flagOn('ereceipts')),
  // Billings (spec 01 §6: can_view or can_administer): the statements, and one with how to pay it (issue 42).
  ...Object.fromEntries(['GET /api/billing_statements', 'GET /api/billing_statements/:id'].map((key) => [key, signedIn(anyOf('can_view', 'can_administer'))])),

  // The caller's own notifications in the business they act in (the queries are scoped to both, so
  // another member's or another business's notification is NOT_FOUND_ERROR). Every member has a bell.
  'GET /api/notifications': signedIn(),
  'POST /api/notifications/:id/read': signedIn(),
  'POST /api/notifications/read-all': signedIn(),
  'POST /api/notifications/:id/feedback': signedIn(),

  // The home page (spec 02 §6; issue 14): its settings and the capital offering are the business's; the account-setup reads
  // follow the cards' rules (administer, with the remittance and Philippine bank exceptions); requests need who may make them.
  'GET /api/home-settings': signedIn(),
  'GET /api/bank-accounts': signedIn(either(anyOf('can_administer', 'can_withdraw'), inCountry('Philippines', 'Singapore'))),
  'GET /api/businesses/users': signedIn(either(anyOf('can_administer'), REMITTANCE)),
  // The activity log (issue 21; spec 01 §6: can_administer adds activity logs).
  'GET /api/activity-logs': signedIn(anyOf('can_administer')),
  // The team settings page (spec 01 §6: team is for administrators; issue 15).
  'PATCH /api/businesses/users/:user_id': signedIn(anyOf('can_administer')),
  'DELETE /api/businesses/users/:user_id': signedIn(anyOf('can_administer')),
  'GET /api/businesses/invitations': signedIn(anyOf('can_administer')),
  'POST /api/businesses/invitations': signedIn(anyOf('can_administer')),
  'DELETE /api/businesses/invitations/:id': signedIn(anyOf('can_administer')),
  'POST /api/businesses/invitations/:id/resend': signedIn(anyOf('can_administer')),
  'GET /api/invitations/:token': PUBLIC, // the emailed invitation link, read before the invitee has an account
  'GET /api/xencap-offering': signedIn(inCountry('Indonesia')),
  'POST /api/xencap-offering': signedIn(both(CAPITAL_REQUESTERS, inCountry('Indonesia'))),
  'POST /api/incorporation-service-request': signedIn(both(anyOf('can_administer'), inCountry('Indonesia'))),
  'POST /api/early-settlement-request': signedIn(
    both(both(anyOf('can_administer', 'can_withdraw'), LIVE_BUSINESS), inCountry('Indonesia', 'Philippines')),
  ),

  // Settings (issue 15): the withdrawals page is for administer or withdraw (spec 01 §6); adding a bank account is an administrator's.
  'GET /api/available_disbursements_bank_names': signedIn(anyOf('can_administer', 'can_withdraw')),
  'POST /api/bank-accounts': signedIn(anyOf('can_administer')),
  'DELETE /api/bank-accounts/:id': signedIn(anyOf('can_administer')),
  'PUT /api/bank-accounts/:id/default': signedIn(anyOf('can_administer')),
  // The business profile is everyone's page (spec 01 §6); changing the logo is an administrator's; the logo is public (an <img> has no token).
  'POST /api/upload-business-logo': signedIn(anyOf('can_administer')),
  'GET /api/business-logo/:business_id': PUBLIC,
  // The withdrawal PIN and the withdrawal it authorises are for those who may withdraw (issue 15).
  'PUT /api/users/_pin': signedIn(anyOf('can_withdraw')),
  'POST /api/withdrawals': signedIn(anyOf('can_withdraw')),
  // Card payments (spec 02 §6-7; issue 17): the business's payments in the environment asked for.
  // Reading follows the menu entry's audience (viewers or operations); refunds and captures move
  // money and need can_edit.
  'GET /api/credit_card_payments': signedIn(CARD_VIEWERS),
  'GET /api/credit_card_payment/:id': signedIn(CARD_VIEWERS),
  'GET /api/credit_card_token/:id': signedIn(CARD_VIEWERS),
  'GET /api/credit_card_authentication/:id': signedIn(CARD_VIEWERS),
  'GET /api/credit_card_authorization/:id': signedIn(CARD_VIEWERS),
  'GET /api/credit_card_settlements/:id': signedIn(CARD_VIEWERS),
  'GET /api/credit_card_refund/:id': signedIn(CARD_VIEWERS),
  'POST /api/credit_card_charges/:id/refunds': signedIn(CARD_EDITORS),
  'POST /api/capture_credit_card_token/:id': signedIn(CARD_EDITORS),
  // Exports read the payments: the readers' rule; each user sees and downloads only their own.
  'POST /api/credit_card_charge_report_requests': signedIn(CARD_VIEWERS),
  'GET /api/credit_card_charge_report_requests': signedIn(CARD_VIEWERS),
  'GET /api/credit_card_charge_report_requests/:id/download': signedIn(CARD_VIEWERS),
  'GET /api/credit_card_chargebacks': signedIn(CARD_VIEWERS),
  'GET /api/credit_card_chargebacks/:id': signedIn(CARD_VIEWERS),
  'POST /api/credit_card_chargebacks/:id/evidence': signedIn(CARD_EDITORS),
  'DELETE /api/credit_card_chargebacks/:id/evidence/:document_id': signedIn(CARD_EDITORS),
  'POST /api/credit_card_chargebacks/:id/response': signedIn(CARD_EDITORS),
  'GET /api/promotions': signedIn(CARD_VIEWERS),
  'POST /api/promotions': signedIn(CARD_EDITORS),
  'PUT /api/promotions/:id': signedIn(CARD_EDITORS),
  'PATCH /api/promotions/:id': signedIn(CARD_EDITORS),
  // Fraud prevention and card settings (issue 18): read like the payments, changed by editors or
  // administrators; change requests are decided, and the settings log read, by administrators.
  ...Object.fromEntries(
    FRAUD_LIST_PATHS.flatMap((path) => [
      [`GET ${path}`, signedIn(CARD_VIEWERS)],
      [`POST ${path}`, signedIn(CARD_SETTINGS_EDITORS)],
      [`GET ${path}/:id`, signedIn(CARD_VIEWERS)],
      [`PATCH ${path}/:id`, signedIn(CARD_SETTINGS_EDITORS)],
      [`DELETE ${path}/:id`, signedIn(CARD_SETTINGS_EDITORS)],
    ]),
  ),
  'POST /api/fraud-rules/custom/country-list-bulk': signedIn(CARD_SETTINGS_EDITORS),
  'GET /api/lookup/bin_data/:bin': signedIn(CARD_VIEWERS),
  'GET /api/lookup/country_code/': signedIn(CARD_VIEWERS),
  'GET /api/xenshield/profiles': signedIn(CARD_VIEWERS),
  'GET /api/xenshield/:id/rule_sets': signedIn(CARD_VIEWERS),
  'GET /api/xenshield/:id/rule_sets/:ruleSetId': signedIn(CARD_VIEWERS),
  'PATCH /api/xenshield/:id/rule_sets/:ruleSetId': signedIn(CARD_SETTINGS_EDITORS),
  'GET /api/xenshield/:id/fraud_profile_features': signedIn(CARD_VIEWERS),
  'POST /api/xenshield/predict_reports': signedIn(CARD_VIEWERS),
  'POST /api/businesses/predictions/export': signedIn(CARD_VIEWERS),
  'GET /api/mid-settings': signedIn(CARD_VIEWERS),
  'PATCH /api/mid-settings/label': signedIn(CARD_SETTINGS_EDITORS),
  'GET /api/cc-settings-change-request': signedIn(CARD_VIEWERS),
  'POST /api/cc-settings-change-request': signedIn(CARD_SETTINGS_EDITORS),
  'GET /api/cc-settings-change-request/:id': signedIn(CARD_VIEWERS),
  'PATCH /api/cc-settings-change-request/:id': signedIn(CARD_ADMINISTRATORS),
  'GET /api/cc-settings-logger': signedIn(CARD_ADMINISTRATORS),
  // Activation (spec 02 §6, §7; issue 19): the reference data is the same for every member; the form
  // is filled in by the business's administrators (the activation menu's audience).
  'GET /api/lead-qualification': signedIn(),
  'GET /api/company-types': signedIn(),
  'GET /api/parent-industry-sectors': signedIn(),
  'GET /api/activation-master-fields': signedIn(),
  'PATCH /api/common-company-detail': signedIn(both(MAIN_BRAND, anyOf('can_administer'))),
  'PATCH /api/common-company-detail/update-with-notification': signedIn(both(MAIN_BRAND, anyOf('can_administer'))),
  'POST /api/upload_business_file': signedIn(both(MAIN_BRAND, anyOf('can_administer'))),
  // Feedback and ratings (spec 02 §3), in the caller's own name and business (checked with the body).
  'POST /api/feedback': signedIn(),
  'POST /api/rating': signedIn(),
  'POST /api/businesses/submit_activation_form!': signedIn(both(MAIN_BRAND, anyOf('can_administer'))),

  'GET /api/balances': signedIn(BALANCE_READERS),
  'GET /api/balances/history': signedIn(BALANCE_READERS),
  'GET /api/transactions': signedIn(TRANSACTION_READERS),
  'GET /api/transactions/:id': signedIn(TRANSACTION_READERS),
  'POST /api/transactions/exports': signedIn(TRANSACTION_READERS),

  // Telemetry (issue 23): beacons carry no credentials and name no one; the summary is counts per
  // remote version, for the platform tools panel.
  'POST /api/telemetry/beacons': PUBLIC,
  'GET /api/telemetry/summary': signedIn(),
  // The release health gate (decision 0058): authenticates by the collector's read key, not by a user.
  'GET /api/telemetry/release-health': PUBLIC,

  'POST /__sandbox/reset': TEST_MODE,
  'GET /__sandbox/faults': TEST_MODE,
  'POST /__sandbox/faults': TEST_MODE,
  'DELETE /__sandbox/faults': TEST_MODE,
  'GET /__sandbox/outbox': TEST_MODE,
  'GET /__sandbox/feedback': TEST_MODE,
  'POST /__sandbox/access-tokens/revoke': TEST_MODE,
  'PATCH /__sandbox/names': TEST_MODE,
  'PATCH /__sandbox/feature-flags': TEST_MODE,
  'POST /__sandbox/activation-review': TEST_MODE,
  'POST /__sandbox/ledger/adjustments': TEST_MODE,
  'POST /__sandbox/chargebacks/:id/outcome': TEST_MODE,
  'POST /__sandbox/withdrawals/:id/outcome': TEST_MODE,
  'POST /__sandbox/invoices/:id/next-reminder': TEST_MODE,
  // Test mode only, but signed in: an endpoint no shell build knows, for the transport's browser test.
  'GET /api/sandbox/caller': signedIn(),
};

/** The access entry of a route; HEAD routes share their GET's. */
export function accessFor(method: string, url: string): Access | undefined {
  return ENDPOINT_ACCESS[`${method === 'HEAD' ? 'GET' : method} ${url}`];
}
