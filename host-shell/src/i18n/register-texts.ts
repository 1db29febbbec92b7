/**
 * Texts of Register (spec 01 §2 /register/{step}; issue 41 §1; decision 0073), in en and id. Shown
 * under `register.*`; its validation messages are under `validation.*` (logged-out-texts.ts).
 */
export const registerEn = {
  title: 'Create your account',
  step: 'Step {{step}} of 2',
  intro: 'Start in Test Mode for free. You can accept real payments once your business is activated.',
  account: {
    title: 'About you',
    fullName: 'Full name',
    email: 'Email',
    emailHint: 'We send a link to this address to confirm it.',
    terms: 'I agree to the <terms>Terms and Conditions</terms> and the <privacy>Privacy Policy</privacy>.',
    next: 'Continue',
  },
  business: {
    title: 'About your business',
    name: 'Business name',
    country: 'Country',
    countries: { Indonesia: 'Indonesia', Philippines: 'Philippines' },
    type: 'Business type',
    types: { INDIVIDUAL: 'Individual or sole proprietor', COMPANY: 'Company' },
    phone: 'Mobile number',
    phoneHint: 'With the country code, for example +6281234567890.',
    back: 'Back',
    submit: 'Create account',
    submitting: 'Creating your account…',
  },
  sent: {
    title: 'Check your email',
    body: 'If {{email}} is new to us, your account is ready in Test Mode: open the link we sent to confirm your email. If it already has an account, the email tells you how to log in. The link works for {{hours}} hours.',
    next: 'Then log in to activate your business.',
    logIn: 'Log in',
    anotherEmail: 'Use another email',
  },
  haveAccount: 'Already have an account?',
  logIn: 'Log in',
};
