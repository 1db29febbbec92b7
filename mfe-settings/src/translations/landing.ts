/** The landing page and the section nav (spec 01 §2, §6). */
export const landingEn = {
  title: 'Settings',
  description: 'Manage your business, your team and how you get paid.',
  loading: 'Loading settings',
  cardsLabel: 'Settings pages',
  sectionNavLabel: 'Settings sections',
  pages: {
    'business-profile': 'Business profile',
    'payment-methods': 'Payment methods',
    team: 'Team',
    billings: 'Billing',
    developers: 'Developers',
    withdrawals: 'Withdrawals',
  },
  summaries: {
    'business-profile': 'Your business details and logo.',
    'payment-methods': 'The payment methods your customers can use.',
    team: 'Who works in this business and what each may do.',
    billings: 'Your billing statements and what is due.',
    developers: 'API keys, callbacks and IP whitelists.',
    withdrawals: 'The bank accounts you withdraw to, and your withdrawal PIN.',
  },
  notFound: { title: 'Page not found', description: 'There is no settings page at this address.' },
};
