// The logged-out area's pages, one chunk the router loads when one of them opens: a signed-in
// merchant's start-up does not carry them, and the light login hands over straight to the landing
// page (decision 0038).
export { ChangePasswordPage } from '../account-recovery/ChangePasswordPage';
export { ExpiredPasswordPage } from '../account-recovery/ExpiredPasswordPage';
export { ForgotPasswordPage } from '../account-recovery/ForgotPasswordPage';
export { InvitationPage } from '../account-recovery/InvitationPage';
export { UnlockUserPage } from '../account-recovery/UnlockUserPage';
export { ConfirmEmailLinkPage } from '../email/ConfirmEmailLinkPage';
export { ConfirmEmailPage } from '../email/ConfirmEmailPage';
export { LoginVerificationPage } from '../login-verification/LoginVerificationPage';
export { LoginPage } from './LoginPage';
export { RegisterPage } from '../register/RegisterPage';
export { PublicPage } from './PublicPage';
