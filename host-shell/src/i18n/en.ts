import type { TranslationTree } from 'shared-contracts';
import { loggedOutEn } from '../logged-out/logged-out-texts';
import { feedbackEn, ratingEn } from './engagement-texts';
import { phoneEn } from './phone-texts';
import { paymentLinkTourEn, tourEn } from './tour-texts';
import { ipWhitelistEn } from './ip-whitelist-texts';
import { balanceViewEn } from './balance-view-texts';
import { consentEn } from './consent-texts';
import { loginVerificationEn } from './login-verification-texts';
import { confirmEmailEn } from './email-texts';
import { errorMessagesEn } from './error-messages';
import { menuEn } from './menu-labels';
import { publicEn } from './public-pages';
import { recoveryEn } from './account-recovery-texts';
import { registerEn } from './register-texts';
import { profileEn } from '../profile/profile-texts';

export const en = {
  ...loggedOutEn,
  loading: 'Loading',
  opensInNewTab: '(opens in a new tab)',
  nav: {
    label: 'Main menu',
    open: 'Menu',
    expand: 'Expand menu',
    shrink: 'Shrink menu',
    newTag: 'New',
  },
  menu: menuEn,
  help: {
    label: 'Help',
    resolutionCenter: 'Resolution Center',
    docs: 'Docs',
    apiReference: 'API reference',
  },
  feedback: feedbackEn,
  rating: ratingEn,
  phone: phoneEn,
  tour: tourEn,
  paymentLinkTour: paymentLinkTourEn,
  ipWhitelist: ipWhitelistEn,
  balanceView: balanceViewEn,
  consent: consentEn,
  loginVerification: loginVerificationEn,
  confirmEmail: confirmEmailEn,
  recovery: recoveryEn,
  register: registerEn,
  profile: profileEn,
  environment: {
    label: 'Environment: {{mode}}',
    live: 'Live Mode',
    test: 'Test Mode',
    onlyAdministrators: 'Only administrators can switch the environment.',
    notActivated: 'Live Mode opens once your account is activated.',
  },
  account: {
    label: '{{user}}, {{business}}',
    otherBusinesses: '{{badge}} businesses',
    profilePanel: 'Profile',
    switchBusiness: 'Switch business',
    searchBusinesses: 'Search businesses',
    current: 'current',
    noBusinessFound: 'No business matches.',
    signOut: 'Sign out',
    signingOut: 'Signing out…',
    switching: 'Switching business…',
  },
  banners: {
    label: 'Account mode',
    testModeLive: 'You are now in Test Mode. Payments here are not real.',
    testModeNotActivated: 'Your account is not activated yet and is in Test Mode. Payments here are not real.',
    tierOne: 'Your account is partly live: some payment methods still wait for activation.',
    missingEnvironment: 'Test Mode. Your browser did not keep the environment cookie: allow cookies for this site to switch modes.',
    goLive: 'Go live',
    activationStatus: 'See your activation status',
    activationLabel: 'Activation',
    activationPrompt: 'Activate your account to accept real payments.',
    activate: 'Activate account',
    internalLabel: 'Internal staff',
    internalNotice: 'You are signed in as internal staff inside {{business}}, a customer business. Act with care.',
    billingLabel: 'Billing reminder',
    billingOverdue: 'You have an overdue bill.',
    pay: 'Pay now',
    dismissBilling: 'Dismiss the billing reminder',
  },
  inactivity: {
    title: 'Are you still there?',
    body_one: 'For your security you will be signed out in {{count}} second.',
    body_other: 'For your security you will be signed out in {{count}} seconds.',
    stay: 'Stay signed in',
  },
  toast: { close: 'Close message' },
  session: { factsRetrying: 'Some parts of the dashboard are not shown yet; trying again.' },
  public: publicEn,
  restoreFailed: {
    title: 'The dashboard could not reach the server',
    body: 'Check your connection and try again.',
  },
  renderFailure: { title: 'Something went wrong' },
  remoteFailure: {
    thisPart: 'This part of the dashboard',
    title: '{{name}} could not be loaded.',
    incompatible: '{{name}} is not compatible with this version of the dashboard.',
    body: 'The rest of the dashboard still works. Try again in a moment.',
    retry: 'Retry',
    retrying: 'Retrying…',
  },
  forbidden: {
    title: 'This page needs another permission',
    description: 'Your role in this business does not open this page. If you need it, ask an administrator of the business.',
  },
  notFound: {
    title: 'Page not found',
    description: 'There is no page at this address.',
    home: 'Go to Home',
  },
  errorMessages: errorMessagesEn,
  overrides: {
    active: 'Override active: {{remote}} from {{manifest}}',
    refused: 'Override refused for {{remote}}: {{reason}}',
    reasons: {
      unknownRemote: 'there is no remote of that name',
      invalidUrl: 'the manifest address is not an http(s) URL',
      originNotAllowed: 'its origin is not on the allow list of this deployment',
      staffOnly: 'only internal staff may pin a tab to a released version',
    },
    clear: 'Clear overrides',
  },
  platformTools: {
    open: 'Platform tools',
  },
} satisfies TranslationTree;
