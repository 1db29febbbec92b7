import type { TranslationTree } from 'shared-contracts';
import { errorMessagesEn } from './error-messages';

export const en = {
  appName: 'Merchant Dashboard',
  skipToContent: 'Skip to content',
  loading: 'Loading',
  nav: {
    label: 'Main menu',
    home: 'Home',
    getStarted: 'Get started',
    activation: 'Activation',
    cardPayments: 'Card payments',
    settings: 'Settings',
    notificationCentre: 'Notification centre',
  },
  remotes: {
    home: 'Home',
    activation: 'Activation',
    cards: 'Cards',
    settings: 'Settings',
    notifications: 'Notifications',
  },
  remoteFailure: {
    title: '{{name}} could not be loaded.',
    incompatible: '{{name}} is not compatible with this version of the dashboard.',
    body: 'The rest of the dashboard still works. Try again in a moment.',
    retry: 'Retry',
    retrying: 'Retrying…',
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
    },
    clear: 'Clear overrides',
  },
} satisfies TranslationTree;
