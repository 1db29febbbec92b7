/**
 * The sandbox personas (shared-contracts/testing's, which follow the seed) as home facts, for the
 * rules' table tests: one row per persona and country, with the business each lands in (or is
 * switched into), built by the same `homeFactsOf` the page uses.
 */
import type { SessionView } from 'shared-contracts';
import { personaSession, signedOutSession, type PersonaName, type PersonaOverrides } from 'shared-contracts/testing';
import { homeFactsOf, type HomeFacts } from './home-facts';

function factsOf(name: PersonaName, overrides: PersonaOverrides = {}): HomeFacts {
  const facts = homeFactsOf({ ...signedOutSession, ...personaSession(name, overrides) } as SessionView);
  if (!facts) throw new Error(`${name}: the session's facts are not all decided`);
  return facts;
}

export const HOME_PERSONAS = {
  'owner ID': factsOf('owner'),
  viewer: factsOf('viewer'),
  'ops-only': factsOf('ops'),
  dev: factsOf('dev'),
  finance: factsOf('finance'),
  'Manila PH': factsOf('manila'),
  remittance: factsOf('remit'),
  'second brand': factsOf('brand2'),
  'white-label partner': factsOf('partner'),
  'managed sub-account': factsOf('sub'),
  'not-live business': factsOf('new'),
  'instant activation': factsOf('kilat'),
  'staff switched in': factsOf('staff', { switchedTo: 'tokoku' }),
  'owner in test mode': factsOf('owner', { environment: 'DEVELOPMENT' }),
} satisfies Record<string, HomeFacts>;

export type HomePersona = keyof typeof HOME_PERSONAS;

/** Route keys as a shell that serves every area and lets the user open each: the spec's rules alone decide. */
export const EVERY_ROUTE = { isVisible: (): boolean => true };
