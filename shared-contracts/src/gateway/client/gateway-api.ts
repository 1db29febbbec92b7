import {
  API,
  type ApiSettings,
  type AuthenticatedUserData,
  type BalanceViewFlag,
  type BillingStatement,
  type BusinessSettings,
  type CommonCompanyDetail,
  type EreceiptsMerchant,
  type FeatureFlags,
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
import { EMAIL_VERIFICATION_API, type ConfirmEmailRequest } from '../../areas/email-verification';
import { FEEDBACK_API, type FeedbackRequest, type FeedbackStoredAnswer, type RatingRequest } from '../../areas/feedback';
import type { AccountNotification, Brand, User } from '../../session/entities';
import type { GatewayClient } from './gateway-client';

/**
 * The shell's own calls (session, switch, flags, user, language, and what its banners and reminders
 * read) as typed functions; remotes write theirs over the transport (docs/decisions/0015). Login, logout and business switch pick the path of
 * the client's authentication mode; a successful token call keeps the new access token in memory.
 */
export function createGatewayApi(client: GatewayClient) {
  const remember = <T extends { access_token: string }>(answer: T): T => {
    client.setAccessToken(answer.access_token);
    return answer;
  };
  return {
    health: async () => (await client.get<HealthAnswer>(API.health)).data,
    invitation: async (token: string) => (await client.get<InvitationPreview>(`${API.invitation}/${encodeURIComponent(token)}`)).data,

    /** Token mode answers a token and sets the refresh cookie; session mode sets the session cookie. */
    login: async (request: LoginRequest): Promise<SessionLoginAnswer> =>
      client.usesNewAuthentication
        ? remember(await client.plain<TokenLoginAnswer>('POST', API.authEmail, request))
        : client.plain<SessionLoginAnswer>('POST', API.sessions, request),
    logout: async (): Promise<void> => {
      if (client.usesNewAuthentication) await client.plain<unknown>('DELETE', API.authToken, {});
      else await client.plain<unknown>('POST', API.logout);
      client.setAccessToken(null);
    },
    /** Restores a session on reload through the refresh cookie (token mode). */
    restore: () => client.refresh(),
    /** Token mode answers a token (kept in memory); session mode sets the session cookie. */
    verifyOneTimeToken: async (request: VerifyOneTimeTokenRequest): Promise<SessionLoginAnswer> =>
      client.usesNewAuthentication
        ? remember(await client.plain<TokenLoginAnswer>('POST', API.verifyOneTimeToken, request))
        : client.plain<SessionLoginAnswer>('POST', API.verifyOneTimeToken, request),

    authenticatedUserData: async () => (await client.get<AuthenticatedUserData>(API.authenticatedUserData)).data,
    businessSettings: async () => (await client.get<BusinessSettings>(API.businessSettings)).data,
    userBusinesses: async () => (await client.get<UserBusinessesAnswer>(API.userBusinesses)).data,
    switchBusiness: async (businessId: string): Promise<void> => {
      if (client.usesNewAuthentication) {
        remember(await client.post<SwitchBusinessTokenAnswer>(API.switchBusinessToken, { business_id: businessId }));
      } else {
        await client.post<SwitchBusinessSessionAnswer>(API.switchBusinessSession, { business_id: businessId });
      }
    },
    featureFlags: async (businessId: string, email: string) =>
      (await client.get<FeatureFlags>(`${API.featureFlags}/${encodeURIComponent(businessId)}`, { query: { email } })).data,

    commonCompanyDetail: async () => (await client.get<CommonCompanyDetail>(API.commonCompanyDetail)).data,
    balanceViewFlag: async () => (await client.get<BalanceViewFlag>(API.balanceViewFlag)).data,
    setBalanceViewFlag: (balanceView: boolean) =>
      client.patch<BalanceViewFlag>(API.balanceViewFlag, { balance_view: balanceView } satisfies BalanceViewFlag),

    updateAccountNotifications: (accountNotifications: AccountNotification[]) =>
      client.patch<User>(API.updateNotification, { account_notifications: accountNotifications } satisfies UpdateNotificationRequest),
    requestOtp: (recipient: string) =>
      client.post<NoContent>(API.otp, { recipient, type: 'PHONE_NUMBER' } satisfies OtpRequest),
    verifyPhoneNumber: (otpToken: string) => client.patch<User>(API.phoneNumberVerification, { otp_token: otpToken }),
    recordImConsent: (consent: ImConsentRequest['im_consent']) =>
      client.patch<User>(API.imConsent, { im_consent: consent } satisfies ImConsentRequest),
    updateUser: (request: UpdateUserRequest) => client.patch<User>(API.user, request),

    apiSettings: async () => (await client.get<ApiSettings>(API.apiSettings)).data,
    /** Whether a production secret key exists: the list on the main brand, the single call on the second. */
    secretApiCredentials: async (brand: Brand) =>
      (
        await client.get<SecretApiCredentialsAnswer>(brand === 'SECOND' ? API.secretApiCredentials : API.secretApiCredentialsList, {
          query: { environment: 'PRODUCTION' },
        })
      ).data,
    sendIpWhitelistReminderEmail: (businessId: string) =>
      client.post<NoContent>(API.ipWhitelistReminderEmail, { business_id: businessId } satisfies IpWhitelistReminderRequest),
    ereceiptsMerchant: async (businessId: string) =>
      (await client.get<EreceiptsMerchant>(API.ereceiptsMerchants, { headers: { 'business-id': businessId } })).data,
    billingStatements: async () => (await client.get<BillingStatement[]>(API.billingStatements)).data,
    /** The header's feedback modal and the ratings the shell asks for (spec 02 §3). */
    sendFeedback: (request: FeedbackRequest) => client.post<FeedbackStoredAnswer>(FEEDBACK_API.feedback, request),
    sendRating: (request: RatingRequest) => client.post<FeedbackStoredAnswer>(FEEDBACK_API.rating, request),
    /** /confirm_email (spec 01 §2): the email again, and the link's token. */
    resendEmailVerification: () => client.post<NoContent>(EMAIL_VERIFICATION_API.resend, {}),
    confirmEmail: (token: string) => client.post<NoContent>(EMAIL_VERIFICATION_API.confirm, { token } satisfies ConfirmEmailRequest),
  };
}

export type GatewayApi = ReturnType<typeof createGatewayApi>;
