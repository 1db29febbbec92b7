/**
 * `shared-contracts/gateway`: the gateway client and the shell's own calls with their wire types —
 * used by the shell, the sandbox gateway and the tests, bundled by each (not a federated singleton).
 * Remotes do not import it: they get the transport through `HostApi.gateway`.
 */
export type {
  ActivationCountry,
  ApiSettings,
  AuthenticatedUserData,
  BalanceViewFlag,
  BillingStatement,
  CommonCompanyDetail,
  EnvironmentParameter,
  EreceiptsMerchant,
  FeatureFlagsQuery,
  GetStartedStatuses,
  HealthAnswer,
  ImConsentRequest,
  InvitationPreview,
  IpWhitelistReminderRequest,
  LoginRequest,
  LogoutTokenRequest,
  NoContent,
  OtpRequest,
  PhoneNumberVerificationRequest,
  RefreshRequest,
  SecretApiCredential,
  SecretApiCredentialsAnswer,
  SessionLoginAnswer,
  SwitchBusinessRequest,
  SwitchBusinessSessionAnswer,
  SwitchBusinessTokenAnswer,
  TokenAnswer,
  TokenLoginAnswer,
  UpdateNotificationRequest,
  UpdateUserRequest,
  UserBusinessesAnswer,
  VerifyOneTimeTokenRequest,
} from './api';
export {
  API,
  CSRF_HEADER,
  CSRF_HEADER_VALUE,
  ENVIRONMENT_COOKIE_NAME,
  NEW_AUTHENTICATION_HEADER,
  REFRESH_COOKIE_NAME,
  REFRESH_COOKIE_PATH,
  SESSION_COOKIE_NAME,
} from './api';
export type { GatewayClientOptions, RefreshLock, SessionEndReason, UploadInit, UploadSender } from './client/gateway-client';
export { GatewayClient, REFRESH_LOCK_NAME } from './client/gateway-client';
export { createGatewayTransport, isGatewayPath } from './client/gateway-transport';
export { readRetryAfter } from './client/read-answer';
export type { GatewayApi, SignInAnswer } from './client/gateway-api';
export { createGatewayApi } from './client/gateway-api';
export type { ChangeOwnPasswordRequest, EndedSignInsAnswer, SignInSummary, SignInsAnswer, UpdateProfileRequest } from './profile';
export { FULL_NAME_MAX_LENGTH, PROFILE_API } from './profile';
