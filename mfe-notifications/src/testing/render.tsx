import type { ComponentType } from 'react';
import type { Business, WidgetProps } from 'shared-contracts';
import type { FakeGatewayRoutes, PersonaName } from 'shared-contracts/testing';
import { remoteHostApi, renderRemote } from 'shared-contracts/testing/react';
import declaration from '../../declaration.json';
import remote from '../remote';
// Both languages' texts: the remote fetches the Indonesian on demand, a test has it at once.
import { en, id } from '../translations';

export interface RenderOptions {
  persona?: PersonaName;
  gateway?: FakeGatewayRoutes;
  language?: 'en' | 'id';
  /** The notification centre's flag (spec 02 §6); on unless told. */
  centreFlag?: boolean;
  country?: Business['country_of_operation'];
}

/** The notifications remote under renderRemote: a seeded persona (the owner of Toko Ku unless told), dates in UTC. */
function notificationOptions({ persona = 'owner', gateway = {}, language = 'en', centreFlag = true, country = 'Indonesia' }: RenderOptions) {
  return {
    remote: { name: remote.name, translations: { en, id } },
    declaration,
    persona,
    session: { user: { timezone: 'UTC' }, business: { country_of_operation: country }, featureFlags: { notification_center: centreFlag } },
    // The centre's page opens where its flag is on (its gate, which the shell applies).
    hostApi: { language, gateway, routes: { visible: (key: string) => key !== 'notifications.centre' || centreFlag } },
  } as const;
}

export const fakeHostApi = (options: RenderOptions = {}) => remoteHostApi(notificationOptions(options));

/** A widget or page of this remote as the shell mounts it, with the HostApi as its prop. */
export const renderWith = (Component: ComponentType<WidgetProps>, options: RenderOptions = {}) =>
  renderRemote((hostApi) => <Component hostApi={hostApi} />, notificationOptions(options));
