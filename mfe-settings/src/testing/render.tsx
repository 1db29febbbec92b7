import type { ComponentType } from 'react';
import type { Business, PageProps, User } from 'shared-contracts';
import type { FakeGatewayRoutes, PersonaName } from 'shared-contracts/testing';
import { remoteHostApi, renderRemote } from 'shared-contracts/testing/react';
import SettingsRoutes from '../features/settings/pages/SettingsRoutes';
import declaration from '../../declaration.json';
import remote from '../remote';
// Both languages' texts: the remote fetches the Indonesian on demand, a test has it at once.
import { en, id } from '../translations';

export interface SettingsRenderOptions {
  path?: string;
  persona?: PersonaName;
  gateway?: FakeGatewayRoutes;
  language?: 'en' | 'id';
  user?: Partial<User>;
  business?: Partial<Business>;
  /** Leave the session's facts undecided (the shell is still loading them). */
  pending?: boolean;
  /** Which other areas' pages (the declaration's `links`) the user may open, every page of its own then open too; by their gates unless told. */
  visible?: (key: string) => boolean;
}

/** Where the other areas' pages this remote links to are, as their declarations say. */
const OTHER_AREAS = { 'cards.settings': '/credit_cards/settings', 'credit-card-payments': '/credit_cards/payments' };

/**
 * The settings remote under renderRemote: a seeded persona (the owner of Toko Ku unless told), the
 * pages' gates of declaration.json applied as the shell applies them.
 */
function settingsOptions({ persona = 'owner', gateway = {}, language = 'en', user, business, pending, visible }: SettingsRenderOptions) {
  return {
    remote: { name: remote.name, translations: { en, id } },
    declaration,
    persona,
    session: { ...(user ? { user } : {}), ...(business ? { business } : {}), ...(pending ? { pending } : {}) },
    hostApi: { language, gateway, routes: { paths: OTHER_AREAS, ...(visible ? { visible: (key: string) => (key in OTHER_AREAS ? visible(key) : true) } : {}) } },
  } as const;
}

export const settingsHostApi = (options: SettingsRenderOptions = {}) => remoteHostApi(settingsOptions(options));

/** A page this remote serves on a route of its own (`/activity-logs`, `/callbacks`), at `path`. */
export const renderSettingsPage = (Page: ComponentType<PageProps>, path: string, options: Omit<SettingsRenderOptions, 'path'> = {}) =>
  renderRemote((hostApi) => <Page hostApi={hostApi} />, { ...settingsOptions(options), route: { path, pattern: path.split(/[?#]/)[0] } });

/** The settings area at `path`, inside a router as the shell mounts it under /settings/*. */
export const renderSettings = (options: SettingsRenderOptions = {}) =>
  renderRemote((hostApi) => <SettingsRoutes hostApi={hostApi} />, { ...settingsOptions(options), route: { path: options.path ?? '/settings', pattern: '/settings/*' } });
