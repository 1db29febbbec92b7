// What the logged-out area says: the light login (logged-out/light-login.tsx) shows these before the
// dashboard's i18next has loaded, and the shell's resources (i18n/en.ts, id.ts) spread them in, so
// each text is written once.

// The product's name (`appName`) is the deployment's brand's, per language (config/brand.ts, decision 0065).
export const loggedOutEn = {
  skipToContent: 'Skip to content',
  brandLinks: {
    help: 'Help centre',
    docs: 'Documentation',
  },
  language: {
    label: 'Language',
    en: 'English',
    id: 'Bahasa Indonesia',
  },
  login: {
    title: 'Log in to your dashboard',
    email: 'Email',
    password: 'Password',
    submit: 'Log in',
    submitting: 'Logging in…',
    signingIn: 'Signing you in',
    forgotPassword: 'Forgot password?',
    register: 'Create an account',
    unavailable: 'The dashboard could not be loaded. Check your connection and try again.',
    relogin: 'Please log in again.',
    reasons: {
      inactive: 'You were signed out after 31 minutes without activity.',
      sessionEnded: 'Your session has ended. Please log in again.',
      signedOut: 'You have signed out.',
      passwordChanged: 'Your password is changed. Log in with your new password.',
    },
    lockedHelp: 'Get an unlock link',
  },
  validation: {
    requiredField: 'This field is required.',
    invalidEmail: 'Enter a valid email address.',
    exceedMaxCharacters: 'This is too long.',
    invalidPassword: 'Use at least 8 characters with a letter and a digit.',
    required: 'Choose a score.',
    verifyPhoneEmptyError: 'Enter your mobile number.',
    phoneNumberInvalid: 'Enter the number in international format, for example +6281234567890.',
    invalidPhoneNumber: 'This is not a mobile number in international format, for example +6281234567890.',
    phoneStartsWithZero: 'The number must not start with 0: use the country code.',
    phoneMinDigits: 'Enter at least {{min}} digits.',
    emptyPassword: 'Enter your password.',
    backupCodeInvalid: 'A backup code has 8 letters or digits.',
    passwordsDoNotMatch: 'The two passwords are not the same.',
    invalidFullName: 'Use letters only, with spaces, dots, apostrophes or hyphens.',
    invalidBusinessName: 'Start with a letter or a digit; use letters, digits, spaces and . , & \' ( ) - / only.',
    acceptTerms: 'Agree to the terms to create an account.',
  },
};
