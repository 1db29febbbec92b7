/**
 * The platform contract: what the shell and every remote agree on at runtime. This entry is the one
 * federated singleton of shared-contracts, so its surface is an explicit list (api-report.md shows it
 * in review) and any break needs a new major CONTRACTS_VERSION (docs/decisions/0016-platform-contract.md).
 *
 * Not here: the gateway client and the shell's own calls (`shared-contracts/gateway`), domain rules
 * (`shared-contracts/rules`) and each area's wire types (`shared-contracts/areas/<area>`) — those are
 * bundled by whoever imports them, at the version they were built with.
 */
export { CONTRACTS_VERSION } from './platform/version';

// What a remote exposes, and the registry that lists remotes.
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
} from './platform/remote-module';
export { SLOT_NAMES } from './platform/remote-module';
export type { ParseResult, RegistryEntry, RemotesRegistry } from './platform/registry';
export { containerName, isHttpUrl, parseRegistry } from './platform/registry';
// What a remote owns, as data (its declaration.json, carried by its registry entry).
export type { GateDeclaration, MenuEntryDeclaration, PaletteEntryDeclaration, RemoteDeclaration, RouteDeclaration } from './platform/declaration';
export { parseDeclaration } from './platform/declaration';
export type { RemoteRouteMatch } from './platform/remote-areas';
export { remoteForPath, routeMatches, slotFillers } from './platform/remote-areas';
export type { Compatibility } from './platform/compatibility';
export { checkContracts } from './platform/compatibility';

// What the shell hands every remote.
export type { ErrorContext, HostApi, NavigateOptions } from './platform/host-api';
export type { RemoteStorage } from './platform/remote-storage';
export { remoteStorageKey } from './platform/remote-storage';
export type { ToastTone, Toasts } from './platform/toasts';
export { TOAST_AUTO_CLOSE_MS } from './platform/toasts';
export type { SessionView } from './session/session-view';
export type { GatewayTransport, TransportCapabilities, TransportOptions, TransportReadOptions } from './gateway/client/gateway-transport';
export type { Method, Query, RequestOptions, UploadOptions, UploadProgress } from './gateway/client/gateway-client';

// Failures the transport reports: one GatewayError class for every remote (instanceof holds).
export { GatewayError, SESSION_ENDING_CODES, isGatewayError, isSilent } from './gateway/client/gateway-error';
export type { ErrorCode, ErrorPayload, FieldError } from './gateway/error-catalogue';
export { ERROR_CODES, UNEXPECTED_ERROR_KEY, isErrorCode, messageKeyFor, retryMinutes } from './gateway/error-catalogue';

// The session's entities, as SessionView carries them.
export type {
  AccountNotification,
  AccountNotificationStatus,
  Brand,
  Business,
  BusinessType,
  CountryCode,
  CountryOfOperation,
  Environment,
  GoLiveStatus,
  InstantMessagingConsent,
  KycVerificationStatus,
  Language,
  LiveMode,
  PermissionFlag,
  PermissionFlags,
  User,
} from './session/entities';
export { BRANDS, COUNTRY_CODES, ENVIRONMENTS, LANGUAGES, PERMISSION_FLAGS, WHITE_LABEL_BRANDS } from './session/entities';
export type { BusinessSettings, FeatureFlag, FeatureFlags } from './gateway/api';
export type { NavigationContext } from './rules/navigation/navigation-context';
