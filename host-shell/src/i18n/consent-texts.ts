/** Texts of the messaging consent modal (spec 01 §4), en and id. */
export const consentEn = {
  title: 'Get updates by instant message',
  body: 'May we send account and payment updates by instant message to {{phone}}? You can change your mind later.',
  allow: 'Allow',
  notNow: 'Not now',
  failed: 'Your answer could not be saved. We will ask again next time.',
};
