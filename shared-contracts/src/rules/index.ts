/**
 * `shared-contracts/rules`: the domain rules (navigation and settings gating, landing page, live
 * mode and tiers, banners, reminders, money and dates, validation). A library, not a singleton: the
 * shell and each remote bundle the version they were built with, so a remote that needs a new rule
 * ships it without waiting for a shell release (docs/decisions/0016-platform-contract.md).
 */
export * from './format';
export * from './limits';
export * from './account/live-mode';
export * from './account/banners';
export * from './account/billing-reminder';
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
export * from './account/business-count';
export * from './navigation';
export * from './validation';
