import type { ComponentType } from 'react';
import type { Language } from './entities';
import type { HostApi } from './host-api';

/** How the shell mounts a remote (docs/decisions/0003-mount-kinds.md). */
export type MountKind = 'react' | 'parcel';

/** Named places in the shell where remotes contribute widgets; a remote's declaration lists the ones it fills. */
export const SLOT_NAMES = ['header.notificationBell'] as const;
export type SlotName = (typeof SLOT_NAMES)[number];

/** A translation tree for one language: nested objects of strings. */
export interface TranslationTree {
  [key: string]: string | TranslationTree;
}

export interface PageProps {
  hostApi: HostApi;
}

export type WidgetProps = PageProps;

/** A lazily imported component: every page and widget is `() => import(...)`. */
export type LazyComponent<P> = () => Promise<{ default: ComponentType<P> }>;

interface RouteBase {
  /** A route of the remote's declaration (`declaration.json`), e.g. `/home` or `/credit_cards/*`. */
  path: string;
}

export interface ReactRoute extends RouteBase {
  page: LazyComponent<PageProps>;
}

export type ParcelRoute = RouteBase;

/** What the shell passes a parcel as props, and again through `update` on every location change. */
export interface ParcelProps {
  hostApi: HostApi;
  location: { pathname: string; search: string; hash: string };
}

type Lifecycle = (props: ParcelProps & Record<string, unknown>) => Promise<unknown>;

/** single-spa lifecycles, as made by single-spa-react. */
export interface ParcelLifecycles {
  bootstrap: Lifecycle | Lifecycle[];
  mount: Lifecycle | Lifecycle[];
  unmount: Lifecycle | Lifecycle[];
  update?: Lifecycle | Lifecycle[];
}

interface RemoteModuleBase {
  /** The registry name (`cards`). */
  name: string;
  /** The semver range of CONTRACTS_VERSION this remote was built against. */
  contracts: string;
  widgets?: Partial<Record<SlotName, LazyComponent<WidgetProps>>>;
  /**
   * Registered by the shell under the namespace `name`, when the remote loads. A remote with
   * `loadTranslations` gives here only what it ships in its module (English) and leaves the other
   * languages' trees empty.
   */
  translations: Record<Language, TranslationTree>;
  /**
   * Since 3.1: the texts of a language whose tree `translations` left empty, fetched as a chunk of
   * their own. The shell calls it before it shows that language — when the remote loads in it, and
   * before a switch to it — and shows English meanwhile only if the fetch failed (decision 0083).
   * A remote that uses it declares `contracts: '^3.1.0'`, so a 3.0 shell refuses it rather than
   * showing keys.
   */
  loadTranslations?: (language: Language) => Promise<TranslationTree>;
}

export interface ReactRemoteModule extends RemoteModuleBase {
  mount: 'react';
  routes: ReactRoute[];
}

export interface ParcelRemoteModule extends RemoteModuleBase {
  mount: 'parcel';
  routes: ParcelRoute[];
  /** The parcel's lifecycles, imported lazily. It renders the page for `props.location` itself. */
  lifecycles: () => Promise<ParcelLifecycles>;
}

/** What every remote exposes as `./remote`. */
export type RemoteModule = ReactRemoteModule | ParcelRemoteModule;
