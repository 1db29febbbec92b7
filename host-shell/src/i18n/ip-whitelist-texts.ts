/** Texts of the IP whitelist reminder (spec 01 §4), en and id. */
export const ipWhitelistEn = {
  title: 'Protect your live API keys',
  body: 'Your business has a live secret API key but no IP whitelist. Allow only your servers’ addresses, so that a leaked key cannot be used from anywhere else.',
  agree: 'Agree and set',
  later: 'Remind me later',
  remindedLater: 'We will remind you in a month, and we sent you an email about it.',
};
