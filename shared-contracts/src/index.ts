export { CONTRACTS_VERSION } from './platform/version';
export type { ErrorContext, HostApi, NavigateOptions } from './platform/host-api';
export type { ToastTone, Toasts } from './platform/toasts';
export { TOAST_AUTO_CLOSE_MS } from './platform/toasts';
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
export type { ParseResult, RegistryEntry, RemotesRegistry } from './platform/registry';
export { containerName, isHttpUrl, parseRegistry } from './platform/registry';
export type { RemoteArea } from './platform/remote-areas';
export { REMOTE_AREAS, SLOT_OWNERS, remoteForPath } from './platform/remote-areas';
export type { Compatibility } from './platform/compatibility';
export { checkContracts } from './platform/compatibility';
export * from './session/entities';
export type { SessionView } from './session/session-view';
export * from './gateway/api';
export * from './gateway/error-catalogue';
export * from './gateway/client';
export * from './rules/format';
export {
  AMOUNT_MAX,
  amountDecimals,
  CARD_LIST_PAGE_SIZE,
  CODE_LENGTH,
  COPY_LABEL_REVERT_MS,
  DOCUMENT_MAX_BYTES,
  DOCUMENT_TYPES,
  EXPORT_MAX_RANGE_DAYS,
  IMAGE_TYPES,
  INPUT_MASKS,
  LOGO_MAX_BYTES,
  LOGO_MIN_SIZE_PX,
  MOBILE_BREAKPOINT_PX,
  PHONE_MAX_LENGTH,
  PHONE_PATTERN,
  TOUR_MASK_PADDING_PX,
  TOUR_MASK_RADIUS_PX,
  TOUR_MOBILE_DELAY_MS,
  type InputMaskName,
  type VisibleDigits,
} from './rules/limits';
export * from './rules/account/live-mode';
export * from './rules/account/banners';
export * from './rules/account/billing-reminder';
export * from './rules/navigation';
export * from './rules/validation';
export * from './rules/account/business-count';
