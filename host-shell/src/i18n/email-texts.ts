/** Texts of the email confirmation pages (spec 01 §2 "/confirm_email"), in en and id. */
export const confirmEmailEn = {
  title: 'Confirm your email address',
  body: 'We sent a link to {{email}}. Open it to confirm your email address and continue to the dashboard.',
  resend: 'Send the email again',
  sent: 'We sent the email to {{email}} again. Check your inbox.',
  confirming: 'Confirming your email address',
  confirmedTitle: 'Email address confirmed',
  confirmedBody: 'Thank you. Your email address is confirmed.',
  failedTitle: 'This link cannot confirm your email',
  toDashboard: 'Go to the dashboard',
  toLogin: 'Log in',
  sendNew: 'Send a new link',
};
