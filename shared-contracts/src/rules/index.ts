/**
 * `shared-contracts/rules`: the domain rules (navigation and settings gating, landing page, live
 * mode and tiers, banners, reminders, money and dates, validation). A library, not a singleton: the
 * shell and each remote bundle the version they were built with, so a remote that needs a new rule
 * ships it without waiting for a shell release (docs/decisions/0016-platform-contract.md).
 */
export type { Currency, DateFormatOptions, DateOrder } from './format';
export { CURRENCY_OF, countryOf, dateInputLocale, dateOrderOf, dateTimeFormat, formatDate, formatDateRange, formatDateTime, formatMoney, localeOf, numberFormat, timeZoneOf } from './format';
export type { AmountSeparators, TypedAmount } from './amount';
export { amountSeparatorsOf, readAmount, writeAmount } from './amount';
export type { InputMaskName, VisibleDigits } from './limits';
export { PIN_PATTERN, pinEntryProblem, pinFailureOf, type PinFailure } from './pin';
export {
  AMOUNT_MAX,
  CARD_LIST_PAGE_SIZE,
  CODE_LENGTH,
  COPY_LABEL_REVERT_MS,
  DOCUMENT_MAX_BYTES,
  DOCUMENT_TYPES,
  EXPORT_ERROR_CLEAR_MS,
  EXPORT_MAX_RANGE_DAYS,
  IMAGE_TYPES,
  INPUT_MASKS,
  LOGO_MAX_BYTES,
  LOGO_MIN_SIZE_PX,
  MOBILE_BREAKPOINT_PX,
  PHONE_MAX_DIGITS,
  PHONE_MAX_LENGTH,
  PHONE_MIN_DIGITS,
  PHONE_PATTERN,
  TOUR_MASK_PADDING_PX,
  TOUR_MASK_RADIUS_PX,
  TOUR_MOBILE_DELAY_MS,
  amountDecimals,
} from './limits';
export { canSwitchEnvironment, effectiveEnvironment, isLive, isTierOne, isTierZero, liveModeOf } from './account/live-mode';
export {
  ACCOUNT_STATUSES,
  AWAITING_DOCS_GROUP,
  OTHER_BUSINESS_STATUSES,
  PENDING_VERIFICATION_GROUP,
  SUSPENDED_STATUSES,
  VERIFICATION_STATES,
  isActivationStatusOnly,
  isActivationUnderway,
  isAwaitingDocs,
  isInstantLive,
  isPendingVerification,
  type VerificationState,
} from './account/account-statuses';
export type { ActivationPromptInput, EnvironmentBanner } from './account/banners';
export { environmentBanner, isInternalStaff, showsActivationPrompt, showsGoLiveLink, showsInternalNotice } from './account/banners';
export type { StatementDue } from './account/billing-reminder';
export { BILLING_PAY_PATH, isOverdue, showsBillingReminder } from './account/billing-reminder';
export {
  FEEDBACK_MONTH_MS,
  FEEDBACK_REASK_MS,
  FEEDBACK_REMINDER_DONE_AT,
  feedbackReminderAnswered,
  feedbackReminderShown,
  isFeedbackReminderDone,
  isFeedbackReminderDue,
  startFeedbackReminder,
  type FeedbackReminderState,
} from './account/feedback-reminder';
export {
  OTP_RESEND_SECONDS,
  PHONE_REMINDER_INTERVAL_MS,
  VERIFY_PHONE_NOTIFY,
  phoneReminderShown,
  phoneVerified,
  showsPhoneReminder,
  verifyPhoneEntry,
} from './account/phone-reminder';
export { CONFIRM_EMAIL_PATH, needsEmailConfirmation } from './account/email-confirmation';
export { BALANCE_VIEW_PAGES, balanceViewPage, showsBalanceViewSwitch, type BalanceViewSwitchFacts } from './account/balance-view';
export {
  IP_WHITELIST_NOTIFY,
  IP_WHITELIST_SETTINGS_PATH,
  ipWhitelistEntry,
  ipWhitelistMissing,
  ipWhitelistReminderDue,
  ipWhitelistRemindLater,
  type IpWhitelistFacts,
} from './account/ip-whitelist-reminder';
export {
  SIDEBAR_TOUR_NOTIFY,
  sidebarTourCreated,
  sidebarTourEnded,
  sidebarTourStart,
  sidebarTourSteps,
  type SidebarTourStep,
} from './account/sidebar-tour';
export {
  PAYMENT_LINK_TOUR_NOTIFY,
  PAYMENT_LINK_TOUR_RECENT_MS,
  PAYMENT_LINK_TOUR_STEPS,
  paymentLinkTourCreated,
  paymentLinkTourEnded,
  paymentLinkTourStart,
  type PaymentLinkTourStep,
} from './account/payment-link-tour';
export { NEW_MENU_FLAGS, menuEntryOfPath, newTagNotify, newTagSeen, showsNewTag, type NewMenuFlag } from './account/new-menu-tags';
export { EARLY_GO_LIVE_STATUSES, MESSAGING_CONSENT_REASK_MS, showsMessagingConsent } from './account/messaging-consent';
export { businessCountBadge } from './account/business-count';

// Navigation: the site map, menu, help menu, route keys, deep-link access, landing page, redirects.
export type { Audience } from './navigation/audiences';
export type { BusinessRule } from './navigation/business-rules';
export type { FeatureArea } from './navigation/feature-areas';
export { allowedFeatureAreas, isFeatureAreaAllowed } from './navigation/feature-areas';
export type { HelpEntry, HelpEntryKey } from './navigation/help-menu';
export { HELP_MENU, visibleHelpMenu } from './navigation/help-menu';
export type { LandingPage } from './navigation/landing-page';
export { landingPage } from './navigation/landing-page';
export type { MenuEntry, MenuGroup, MenuGroupKey, MenuItem, MenuSubgroup } from './navigation/menu';
export type { MenuLabel } from './navigation/menu';
export { SHELL_MENU, SPEC_PAGES, menuEntries } from './navigation/menu';
export type { DeclaringRemote, SiteMap, SiteMapOptions, SitePage, SiteRoute } from './navigation/compose';
export { composeSiteMap, gateOf, routeKeysOf, unknownLinks } from './navigation/compose';
export { fillPath, isPageVisible, matchPagePath, routeHref, routeVisibility } from './navigation/route-refs';
export type { PaletteEntry } from './navigation/command-palette';
export { ACTION_PARAMETER, commandPalette, paletteLabel } from './navigation/command-palette';
export type { MenuGate } from './navigation/menu-gates';
export type { DecidedNavigationContext, NavigationDecision, NavigationContext } from './navigation/navigation-context';
export type { GateFacts, NavigationBusiness, NavigationUser, NotDecidedYet, SessionFacts } from './navigation/navigation-facts';
export { ALL_NAVIGATION_FACTS, PENDING_NAVIGATION, isDecided } from './navigation/navigation-context';
export { ALWAYS_ALLOWED_PATHS, isPathAllowed, isUnder, normalisePath } from './navigation/path-access';
export { REDIRECTS, resolveRedirect } from './navigation/redirects';
export { safeRedirect } from './navigation/safe-redirect';
export { visibleMenu } from './navigation/visible-menu';

// Validation.
export {
  daysIn,
  exportProblems,
  exportRangeSchema,
  exportSchema,
  recipientsOf,
  type ExportProblem,
  type ExportProblems,
  type ExportRangeValues,
  type ExportValues,
} from './validation/export-form';
export {
  ACCOUNT_NAME_PATTERN,
  BANK_ACCOUNT_NUMBER_MAX,
  IDENTIFIER_MESSAGES,
  NATIONAL_ID_PATTERN,
  NIB_PATTERN,
  NPWP_PATTERN,
  PASSPORT_PATTERN,
  POSTAL_CODE_MAX_LENGTH,
  POSTAL_CODE_MIN_LENGTH,
  SEC_NUMBER_PATTERN,
  SEC_PREFIX,
  SEC_STORED_PATTERN,
  TIN_PATTERN,
  accountNameProblem,
  bankAccountNumberProblem,
  nationalIdProblem,
  nibProblem,
  npwpProblem,
  passportProblem,
  postalCodeProblem,
  secNumberProblem,
  strippedTaxNumber,
  tinProblem,
  type IdentifierMessage,
} from './validation/identifiers';
export {
  BUSINESS_REGISTRATION_DOCUMENT,
  INDONESIAN_DOCUMENT_ENTITY_TYPES,
  INDONESIAN_DOCUMENT_SETS,
  PERSON_ENTITY_TYPES,
  documentSetComplete,
  missingActivationDocuments,
  type ActivationDocumentFact,
  type ActivationDocumentKind,
  type MissingActivationDocuments,
} from './validation/activation-documents';
export { VALIDATION_MESSAGES, type ValidationMessage } from './validation/messages';
export { PHONE_MESSAGES, profilePhone, profilePhoneProblem, type ProfilePhoneMessage } from './validation/phone';
export {
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  FULL_NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_PATTERN,
  currentPasswordSchema,
  emailField,
  emailSchema,
  loginSchema,
  newAccountSchema,
  newPasswordSchema,
  validateWith,
  type CurrentPasswordValues,
  type EmailValues,
  type FieldMessages,
  type LoginValues,
  type NewAccountValues,
  type NewPasswordValues,
} from './validation/schemas';
