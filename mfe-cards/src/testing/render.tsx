import type { User } from 'shared-contracts';
import type { FakeGatewayRoutes, PersonaName } from 'shared-contracts/testing';
import { remoteHostApi, renderRemote } from 'shared-contracts/testing/react';
import CardsRoutes from '../features/cards/pages/CardsRoutes';
import remote from '../remote';
// Both languages' texts: the remote fetches the Indonesian on demand, a test has it at once.
import { en, id } from '../translations/index';
import declaration from '../../declaration.json';

export interface CardsRenderOptions {
  persona?: PersonaName;
  gateway?: FakeGatewayRoutes;
  language?: 'en' | 'id';
  user?: Partial<User>;
}

/** The cards remote under renderRemote: a seeded persona (the owner of Toko Ku unless told), dates in UTC. */
function cardsOptions({ persona = 'owner', gateway = {}, language = 'en', user }: CardsRenderOptions) {
  return { remote: { name: remote.name, translations: { en, id } }, declaration, persona, session: { user: { timezone: 'UTC', ...user } }, hostApi: { language, gateway } } as const;
}

export const cardsHostApi = (options: CardsRenderOptions = {}) => remoteHostApi(cardsOptions(options));

/** The cards area at a path, inside a router as the shell mounts it under /credit_cards/*. */
export const renderCards = (path: string, options: CardsRenderOptions = {}) =>
  renderRemote((hostApi) => <CardsRoutes hostApi={hostApi} />, { ...cardsOptions(options), route: { path, pattern: '/credit_cards/*' } });
