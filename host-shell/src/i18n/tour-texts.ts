/** Texts of the sidebar tour (spec 01 §4, §9), en and id: one title and text per step. */
export const tourEn = {
  menu: { title: 'Your menu', body: 'Everything you can do in the dashboard is here: your home, balances and transactions first.' },
  'accept-payments': { title: 'Accept payments', body: 'Cards, virtual accounts, e-wallets and retail outlets: follow every payment you receive.' },
  'apps-partners': { title: 'Apps and partners', body: 'Add apps and partner services to your business when you need them.' },
  configuration: { title: 'Configuration', body: 'API keys, callbacks, your team and your business settings live here.' },
};

/** Texts of the payment-link tour (spec 01 §4), en and id: one title and text per step. */
export const paymentLinkTourEn = {
  'payment-links': {
    title: 'Get paid with a link',
    body: 'Create a payment link, share it in a chat, an email or a post, and your customer pays by card, e-wallet or bank transfer.',
  },
  'payment-recurring': {
    title: 'Recurring payment links',
    body: 'For customers who pay every day, week or month: a plan sends them a new payment link on schedule.',
  },
};
