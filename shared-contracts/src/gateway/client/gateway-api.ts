import {
  API,
  type ApiSettings,
  type AuthenticatedUserData,
  type BalanceViewFlag,
  type BillingStatement,
  type CommonCompanyDetail,
  type EreceiptsMerchant,
  type HealthAnswer,
  type ImConsentRequest,
  type InvitationPreview,
  type IpWhitelistReminderRequest,
  type NoContent,
  type SwitchBusinessSessionAnswer,
  type LoginRequest,
  type OtpRequest,
  type SecretApiCredentialsAnswer,
  type SessionLoginAnswer,
  type SwitchBusinessTokenAnswer,
  type TokenLoginAnswer,
  type UpdateNotificationRequest,
  type UpdateUserRequest,
  type UserBusinessesAnswer,
  type VerifyOneTimeTokenRequest,
} from '../api';
import {
  ACCOUNT_RECOVERY_API,
  isPasswordExpired,
  type AcceptInvitationRequest,
  type ChangePasswordLink,
  type ChangePasswordRequest,
  type ExpiredPasswordRequest,
  type ForgotPasswordAnswer,
  type PasswordExpiredAnswer,
} from '../../areas/shell/account-recovery';
import { REGISTER_API, type RegisterAnswer, type RegisterRequest } from '../../areas/shell/register';
import { EMAIL_VERIFICATION_API, type ConfirmEmailRequest } from '../../areas/shell/email-verification';
import { FEEDBACK_API, type FeedbackRequest, type FeedbackStoredAnswer, type RatingRequest } from '../../areas/shell/feedback';
import {
  MFA_LOGIN_API,
  MFA_TOKEN_HEADER,
  isMfaChallenge,
  type MfaBackupCodeExistence,
  type MfaBackupCodeRequest,
  type MfaChallengeAnswer,
  type MfaCodeRequest,
  type MfaTokenRequest,
} from '../../areas/shell/mfa-login';
import type { AccountNotification, Brand, BusinessSettings, FeatureFlags, User } from '../../contract/entities';
import { TELEMETRY_API, type TelemetrySummary } from '../../areas/shell/telemetry';
import type { GatewayClient } from './gateway-client';
import { PROFILE_API, type ChangeOwnPasswordRequest, type EndedSignInsAnswer, type SignInsAnswer, type UpdateProfileRequest } from '../profile';
import { createGatewayTransport } from './gateway-transport';

/**
 * The shell's own calls (session, switch, flags, user, language, and what its banners and reminders
 * read) as typed functions; remotes write theirs over the transport (docs/decisions/0015). Login, logout and business switch pick the path of
 * the client's authentication mode; a successful token call keeps the new access token in memory.
 */
export function createGatewayApi(client: GatewayClient) {
  const gateway = createGatewayTransport(client);
  const remember = <T extends { access_token: string }>(answer: T): T => {
    client.setAccessToken(answer.access_token);
    return answer;
  };
  /** A sign-in's answer: the session (a token is kept in memory), or a challenge for the second factor. */
  const signIn = async (path: string, body: unknown): Promise<SignInAnswer> => {
    const answer = await gateway.request<TokenLoginAnswer | SessionLoginAnswer | MfaChallengeAnswer | PasswordExpiredAnswer>('POST', path, {
      body,
      environment: false,
    });
    if (isMfaChallenge(answer) || isPasswordExpired(answer)) return answer;
    return 'access_token' in answer ? remember(answer) : answer;
  };
  const sessionOnly = (answer: SignInAnswer): SessionLoginAnswer => {
    if (isMfaChallenge(answer)) throw new Error('This sign-in needs its second factor: use signIn and the authorize calls');
    if (isPasswordExpired(answer)) throw new Error('This sign-in needs its expired password changed: use signIn');
    return answer;
  };
  /** The second factor's answer is always a session. */
  const completeSignIn = async (path: string, body: unknown): Promise<SessionLoginAnswer> => {
    const answer = await gateway.request<TokenLoginAnswer | SessionLoginAnswer>('POST', path, { body, environment: false });
    return 'access_token' in answer ? remember(answer) : answer;
  };
  return {
    health: () => gateway.get<HealthAnswer>(API.health),
    /** The telemetry collector's per-remote summary (issue 23), for the platform tools panel. */
    telemetrySummary: () => gateway.get<TelemetrySummary>(TELEMETRY_API.summary),
    invitation: async (token: string) => gateway.get<InvitationPreview>(`${API.invitation}/${encodeURIComponent(token)}`),

    /**
     * Token mode answers a token and sets the refresh cookie; session mode sets the session cookie.
     * A user whose sign-in needs a second factor gets a challenge instead, and no session yet.
     */
    signIn: (request: LoginRequest): Promise<SignInAnswer> => signIn(client.usesNewAuthentication ? API.authEmail : API.sessions, request),
    /** An email link's single-use token: the same answers as `signIn`. */
    signInWithOneTimeToken: (request: VerifyOneTimeTokenRequest): Promise<SignInAnswer> => signIn(API.verifyOneTimeToken, request),
    /** `signIn` for a user without a second factor (tests, tools): a challenge is an error here. */
    login: async (request: LoginRequest): Promise<SessionLoginAnswer> =>
      sessionOnly(await signIn(client.usesNewAuthentication ? API.authEmail : API.sessions, request)),
    logout: async (): Promise<void> => {
      if (client.usesNewAuthentication) await gateway.request<unknown>('DELETE', API.authToken, { body: client.tokenSignOutBody(), environment: false });
      else await gateway.request<unknown>('POST', API.logout, { environment: false });
      client.setAccessToken(null);
    },
    /** Restores a session on reload through the refresh cookie (token mode). */
    restore: () => client.refresh(),
    /** `signInWithOneTimeToken` for a user without a second factor: a challenge is an error here. */
    verifyOneTimeToken: async (request: VerifyOneTimeTokenRequest): Promise<SessionLoginAnswer> =>
      sessionOnly(await signIn(API.verifyOneTimeToken, request)),

    /** The second factor (areas/mfa-login): the SMS code is sent, then one of the three authorizes. */
    requestSmsLoginCode: (mfaToken: string) => gateway.request<NoContent>('POST', MFA_LOGIN_API.smsOtp, { body: { mfa_token: mfaToken } satisfies MfaTokenRequest, environment: false }),
    authorizeSmsLogin: (mfaToken: string, code: string) =>
      completeSignIn(MFA_LOGIN_API.authorizeSmsOtp, { mfa_token: mfaToken, otp_token: code } satisfies MfaCodeRequest),
    authorizeAuthenticatorLogin: (mfaToken: string, code: string) =>
      completeSignIn(MFA_LOGIN_API.authorizeAuthenticator, { mfa_token: mfaToken, otp_token: code } satisfies MfaCodeRequest),
    authorizeBackupCode: (mfaToken: string, backupCode: string) =>
      completeSignIn(MFA_LOGIN_API.backupCode, { mfa_token: mfaToken, backup_code: backupCode } satisfies MfaBackupCodeRequest),
    backupCodeExistence: async (userId: string, mfaToken: string) =>
      gateway.request<MfaBackupCodeExistence>('GET', `${MFA_LOGIN_API.backupCodeExistence}/${encodeURIComponent(userId)}`, {
        headers: { [MFA_TOKEN_HEADER]: mfaToken },
        environment: false,
      }),

    authenticatedUserData: () => gateway.get<AuthenticatedUserData>(API.authenticatedUserData),
    businessSettings: () => gateway.get<BusinessSettings>(API.businessSettings),
    userBusinesses: () => gateway.get<UserBusinessesAnswer>(API.userBusinesses),
    switchBusiness: async (businessId: string): Promise<void> => {
      if (client.usesNewAuthentication) {
        remember(await gateway.post<SwitchBusinessTokenAnswer>(API.switchBusinessToken, { business_id: businessId }));
      } else {
        await gateway.post<SwitchBusinessSessionAnswer>(API.switchBusinessSession, { business_id: businessId });
      }
    },
    featureFlags: async (businessId: string, email: string) =>
      gateway.get<FeatureFlags>(`${API.featureFlags}/${encodeURIComponent(businessId)}`, { query: { email } }),

    commonCompanyDetail: () => gateway.get<CommonCompanyDetail>(API.commonCompanyDetail),
    balanceViewFlag: () => gateway.get<BalanceViewFlag>(API.balanceViewFlag),
    setBalanceViewFlag: (balanceView: boolean) =>
      gateway.patch<BalanceViewFlag>(API.balanceViewFlag, { balance_view: balanceView } satisfies BalanceViewFlag),

    updateAccountNotifications: (accountNotifications: AccountNotification[]) =>
      gateway.patch<User>(API.updateNotification, { account_notifications: accountNotifications } satisfies UpdateNotificationRequest),
    requestOtp: (recipient: string) =>
      gateway.post<NoContent>(API.otp, { recipient, type: 'PHONE_NUMBER' } satisfies OtpRequest),
    verifyPhoneNumber: (otpToken: string) => gateway.patch<User>(API.phoneNumberVerification, { otp_token: otpToken }),
    recordImConsent: (consent: ImConsentRequest['im_consent']) =>
      gateway.patch<User>(API.imConsent, { im_consent: consent } satisfies ImConsentRequest),
    updateUser: (request: UpdateUserRequest) => gateway.patch<User>(API.user, request),
    /** The profile page (decision 0066): name, password, sign-ins. */
    updateProfile: (request: UpdateProfileRequest) => gateway.patch<User>(PROFILE_API.profile, request),
    changeOwnPassword: (request: ChangeOwnPasswordRequest) => gateway.request<NoContent>('PUT', PROFILE_API.password, { body: request, environment: false }),
    signIns: () => gateway.request<SignInsAnswer>('GET', PROFILE_API.signIns, { environment: false }),
    endSignIn: (id: string) => gateway.request<NoContent>('DELETE', `${PROFILE_API.signIns}/${encodeURIComponent(id)}`, { environment: false }),
    endOtherSignIns: () => gateway.request<EndedSignInsAnswer>('DELETE', PROFILE_API.signIns, { environment: false }),

    apiSettings: () => gateway.get<ApiSettings>(API.apiSettings),
    /** Whether a production secret key exists: the list on the main brand, the single call on the second. */
    secretApiCredentials: async (brand: Brand) =>
      gateway.get<SecretApiCredentialsAnswer>(brand === 'SECOND' ? API.secretApiCredentials : API.secretApiCredentialsList, {
        query: { environment: 'PRODUCTION' },
      }),
    sendIpWhitelistReminderEmail: (businessId: string) =>
      gateway.post<NoContent>(API.ipWhitelistReminderEmail, { business_id: businessId } satisfies IpWhitelistReminderRequest),
    ereceiptsMerchant: (businessId: string) =>
      gateway.get<EreceiptsMerchant>(API.ereceiptsMerchants, { headers: { 'business-id': businessId } }),
    billingStatements: () => gateway.get<BillingStatement[]>(API.billingStatements),
    /** The header's feedback modal and the ratings the shell asks for (spec 02 §3). */
    sendFeedback: (request: FeedbackRequest) => gateway.post<FeedbackStoredAnswer>(FEEDBACK_API.feedback, request),
    sendRating: (request: RatingRequest) => gateway.post<FeedbackStoredAnswer>(FEEDBACK_API.rating, request),
    /** /confirm_email (spec 01 §2): the email again, and the link's token. */
    resendEmailVerification: () => gateway.post<NoContent>(EMAIL_VERIFICATION_API.resend, {}),
    confirmEmail: (token: string) => gateway.post<NoContent>(EMAIL_VERIFICATION_API.confirm, { token } satisfies ConfirmEmailRequest),

    /** Account recovery (areas/shell/account-recovery; decision 0062): public calls, no environment. */
    forgotPassword: (email: string) =>
      gateway.request<ForgotPasswordAnswer>('POST', ACCOUNT_RECOVERY_API.forgotPassword, { body: { email }, environment: false }),
    changePasswordLink: (token: string) =>
      gateway.request<ChangePasswordLink>('GET', `${ACCOUNT_RECOVERY_API.changePasswordLink}/${encodeURIComponent(token)}`, { environment: false }),
    changePassword: (request: ChangePasswordRequest) =>
      gateway.request<NoContent>('POST', ACCOUNT_RECOVERY_API.changePassword, { body: request, environment: false }),
    changeExpiredPassword: (request: ExpiredPasswordRequest) =>
      gateway.request<NoContent>('POST', ACCOUNT_RECOVERY_API.expiredPassword, { body: request, environment: false }),
    unlockUser: (token: string) => gateway.request<NoContent>('POST', ACCOUNT_RECOVERY_API.unlockUser, { body: { token }, environment: false }),
    /** Joins the invitation's business: the answer is a sign-in there (or its second factor). */
    acceptInvitation: (request: AcceptInvitationRequest): Promise<SignInAnswer> => signIn(ACCOUNT_RECOVERY_API.acceptInvitation, request),
    /** Register (areas/shell/register; decision 0073): the same answer for every email, the link by email. */
    register: (request: RegisterRequest) => gateway.request<RegisterAnswer>('POST', REGISTER_API.register, { body: request, environment: false }),
  };
}

export type GatewayApi = ReturnType<typeof createGatewayApi>;

/**
 * A password or one-time-token sign-in: signed in, a challenge for the second factor, or the step
 * that replaces an expired password.
 */
export type SignInAnswer = SessionLoginAnswer | MfaChallengeAnswer | PasswordExpiredAnswer;
