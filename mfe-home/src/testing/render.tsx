import type { Business, BusinessSettings, DeploymentFacts, FeatureFlags, User } from 'shared-contracts';
import { HOME_API } from 'shared-contracts/areas/home/home';
import type { FakeGatewayRoutes, FakeHostApi, PersonaName } from 'shared-contracts/testing';
import { remoteHostApi, renderRemote } from 'shared-contracts/testing/react';
import HomePage from '../features/home/pages/HomePage';
import remote from '../remote';
// Both languages' texts: the remote fetches the Indonesian on demand, a test has it at once.
import { en, id } from '../translations';
import declaration from '../../declaration.json';

/** What the sandbox answers the owner of Toko Ku (bank accounts, team and keys exist). */
export const OWNER_ANSWERS: FakeGatewayRoutes = {
  [`GET ${HOME_API.homeSettings}`]: { should_disable_invoice_creation: false },
  [`GET ${HOME_API.bankAccounts}`]: { data: [{ id: 'bank_1', bank_code: 'BCA', account_holder_name: 'PT Toko Ku', masked_account_number: '••••6789', created: '2026-01-01T00:00:00Z' }] },
  [`GET ${HOME_API.businessUsers}`]: { data: [{ id: 'u1', email: 'owner@tokoku.test', full_name: 'Ayu' }, { id: 'u2', email: 'viewer@tokoku.test', full_name: 'Budi' }] },
  [`GET ${HOME_API.secretApiCredentialsList}`]: { data: [{ id: 'key_1', name: 'Live server key', environment: 'PRODUCTION', created: '2026-01-01T00:00:00Z' }] },
  [`GET ${HOME_API.capitalOffering}`]: { max_amount: 500_000_000, currency: 'IDR', can_submit: true, submitted_at: null },
};

export interface HomeRenderOptions {
  persona?: PersonaName;
  gateway?: FakeGatewayRoutes;
  language?: 'en' | 'id';
  user?: Partial<User>;
  business?: Partial<Business>;
  flags?: Partial<FeatureFlags>;
  settings?: Partial<BusinessSettings>;
  /** Leave the session's facts undecided (the shell is still loading them). */
  pending?: boolean;
  /** Which route keys the shell links (every key of the declaration when absent). */
  routes?: (key: string) => boolean | undefined;
  /** What this deployment changes of the fake session's (a white-label partner's brand and links). */
  deployment?: Partial<DeploymentFacts>;
}

/** The home remote under renderRemote: a seeded persona (the owner of Toko Ku unless told) and the sandbox's answers. */
function homeOptions({ persona = 'owner', gateway = {}, language = 'en', user, business, flags, settings, pending, routes }: HomeRenderOptions) {
  return {
    remote: { name: remote.name, translations: { en, id } },
    declaration,
    persona,
    session: { ...(user ? { user } : {}), ...(business ? { business } : {}), ...(flags ? { featureFlags: flags } : {}), ...(settings ? { businessSettings: settings } : {}), ...(pending ? { pending } : {}) },
    hostApi: { language, gateway: { ...OWNER_ANSWERS, ...gateway }, ...(routes ? { routes: { visible: routes } } : {}) },
  } as const;
}

export const homeHostApi = (options: HomeRenderOptions = {}) => remoteHostApi(homeOptions(options));

/** The fake session's deployment, changed as the test says (renderRemote takes the persona's). */
function withDeployment(hostApi: FakeHostApi, deployment: Partial<DeploymentFacts> | undefined): FakeHostApi {
  if (deployment) Object.assign(hostApi.session, { deployment: { ...hostApi.session.deployment, ...deployment } });
  return hostApi;
}

/** The home page as the shell mounts it. */
export const renderHome = (options: HomeRenderOptions = {}) =>
  renderRemote((hostApi) => <HomePage hostApi={withDeployment(hostApi, options.deployment)} />, homeOptions(options));
