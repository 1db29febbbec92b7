import declaration from '../../declaration.json';
import type { Language } from 'shared-contracts';
import { HOME_API } from 'shared-contracts/areas/getting-paid/getting-paid';
import type { FakeGatewayRoutes, PersonaName, PersonaOverrides } from 'shared-contracts/testing';
import { renderRemote } from 'shared-contracts/testing/react';
import remote from '../remote';
// Both languages' texts: the remote fetches the Indonesian on demand, a test has it at once.
import { en, id } from '../translations/index';

/** The business's mode (spec 01 §6's payment_links flag): invoices, or payment links. */
export const INVOICE_MODE: PersonaOverrides = { featureFlags: { payment_links: false } };
export const LINK_MODE: PersonaOverrides = { featureFlags: { payment_links: true } };
const OTHER_AREAS = { 'cards.payment': '/credit_cards/payment/:id', 'balance.transaction': '/transactions-new/:id' };
const HOME = { [`GET ${HOME_API.homeSettings}`]: { should_disable_invoice_creation: false } };

/** Renders the remote's page for `path` (its declared route) with a fake gateway; answers the fake host. */
export async function renderAt(path: string, gateway: FakeGatewayRoutes, options: { language?: Language; persona?: PersonaName; session?: PersonaOverrides } = {}) {
  const route = remote.routes.find((candidate) => candidate.path === path.split('?')[0] || (candidate.path.endsWith('/*') && path.startsWith(candidate.path.slice(0, -2))))!;
  const { default: Page } = await route.page();
  return renderRemote((hostApi) => <Page hostApi={hostApi} />, {
    remote: { name: remote.name, translations: { en, id } }, declaration, persona: options.persona ?? 'owner', session: options.session ?? INVOICE_MODE,
    hostApi: { language: options.language ?? 'en', gateway: { ...HOME, ...gateway }, routes: { paths: OTHER_AREAS } },
    route: { path, pattern: route.path },
  }).hostApi;
}
