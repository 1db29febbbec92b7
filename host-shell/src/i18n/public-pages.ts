/** The logged-out and full-screen pages whose contents the spec does not show: what each is for. */
export const publicEn = {
  notAvailable: 'This deployment does not offer this step yet. Contact support if you need it now.',
  backToLogin: 'Back to log in',
  backHome: 'Back to Home',
  invitation: {
    title: 'Join a business',
    loading: 'Reading your invitation…',
    invited: '{{name}}, you are invited to join {{business}} with {{email}}.',
    validUntil: 'The invitation is valid until {{date}}.',
    invalid: 'This invitation is not valid any more. Ask the business’s administrator to invite you again.',
    failed: 'Your invitation could not be read. Try again in a moment.',
  },
  deviceVerification: { title: 'Verify this device', body: 'Here you confirm a login from a new device with the link from your email.' },
  platformTestRegistered: { title: 'Platform test account registered', body: 'Here a platform partner sees its test account registration.' },
  platformRegister: { title: 'Register with a platform', body: 'Here a business signs up as a sub-account of a platform partner.' },
  platformBusiness: { title: 'Platform sign-up', body: 'Here a platform partner’s customers start their sign-up.' },
  docs: { title: 'Documentation', body: 'The developer documentation explains the API and the dashboard.', open: 'Open the documentation' },
  oauthAuthorize: { title: 'Authorise an application', body: 'Here you allow an application to act for your business.' },
  twoFactorSetup: { title: 'Set up two-step verification', body: 'Here you connect an authenticator app to your login.' },
  error: {
    title: 'This link did not work',
    body: 'The login link is not valid any more. Log in with your email and password, or ask for a new link.',
  },
};
