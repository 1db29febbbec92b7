/**
 * The platform contract: what the shell and every remote agree on at runtime. This entry is the one
 * federated singleton of shared-contracts: its files import nothing else of the package, its surface
 * is this explicit list (the API report shows it in review) and any break needs a new major
 * CONTRACTS_VERSION (docs/decisions/0016-platform-contract.md, 0045-contracts-3.md).
 *
 * Not here: the registry and declaration formats (`shared-contracts/registry`), the gateway client
 * and the shell's own calls (`shared-contracts/gateway`), domain rules (`shared-contracts/rules`),
 * each area's wire types (`shared-contracts/areas/<owner>/<file>`) and the React kit
 * (`shared-contracts/react`) — those are bundled by whoever imports them, at the version they were
 * built with.
 */
export { CONTRACTS_VERSION } from './version';

// What a remote exposes.
export type {
  LazyComponent,
  MountKind,
  PageProps,
  ParcelLifecycles,
  ParcelProps,
  ParcelRemoteModule,
  ParcelRoute,
  ReactRemoteModule,
  ReactRoute,
  RemoteModule,
  SlotName,
  TranslationTree,
  WidgetProps,
} from './remote-module';
export { SLOT_NAMES } from './remote-module';

// What the shell hands every remote.
export type { ErrorContext, HostApi, NavigateOptions } from './host-api';
export type { RouteKey, RouteLinkOptions, RouteRefs } from './route-refs';
export type { RemoteStorage } from './remote-storage';
export type { ToastTone, Toasts } from './toasts';
export type { DeploymentFacts, SessionView } from './session-view';
export type {
  GatewayTransport,
  Method,
  Query,
  RequestOptions,
  TransportCapabilities,
  TransportOptions,
  TransportReadOptions,
  UploadOptions,
  UploadProgress,
} from './gateway-transport';

// Failures the transport reports: one GatewayError class for every remote (instanceof holds).
export { GatewayError, SESSION_ENDING_CODES, isGatewayError, isSilent } from './gateway-error';
export type { ErrorCode, ErrorPayload, FieldError } from './error-catalogue';
export { ERROR_CODES, UNEXPECTED_ERROR_KEY, isErrorCode, messageKeyFor, retryMinutes } from './error-catalogue';

// The session's entities, as SessionView carries them.
export type {
  AccountNotification,
  AccountNotificationStatus,
  Brand,
  Business,
  BusinessSettings,
  BusinessType,
  CountryCode,
  CountryOfOperation,
  Environment,
  FeatureFlag,
  FeatureFlags,
  GoLiveStatus,
  InstantMessagingConsent,
  KycVerificationStatus,
  Language,
  LiveMode,
  PermissionFlag,
  PermissionFlags,
  User,
} from './entities';
export {
  BRANDS,
  COUNTRY_CODES,
  ENVIRONMENTS,
  FEATURE_FLAGS,
  LANGUAGES,
  PERMISSION_FLAGS,
  WHITE_LABEL_BRANDS,
} from './entities';
