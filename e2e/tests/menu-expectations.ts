import { parseRegistry } from 'shared-contracts/registry';
import { GatewayClient, createGatewayApi } from 'shared-contracts/gateway';
import { SHELL_MENU, composeSiteMap, menuEntries, visibleMenu, type NavigationContext } from 'shared-contracts/rules';
import { cookieJarFetch } from 'shared-contracts/testing';
import { shellUrl } from './worker-stack';
import { PASSWORD } from './fixtures';

/**
 * The menu paths shared-contracts' `visibleMenu` gives a persona, from the facts the gateway
 * answers for them, the deployment's configuration and the remotes' declarations in the registry: what the sidebar must show, exactly.
 */
export async function expectedMenuPaths(email: string): Promise<string[]> {
  const jar = cookieJarFetch(shellUrl());
  const client = new GatewayClient({ baseUrl: shellUrl(), fetch: jar.fetch, environment: () => undefined });
  client.useNewAuthentication(true);
  const api = createGatewayApi(client);
  const { user, business } = await api.login({ email, password: PASSWORD });
  const environment = business.go_live_status === 'LIVE' || business.go_live_status === 'TIER_1' ? 'PRODUCTION' : 'DEVELOPMENT';
  const deployment = (await (await fetch(`${shellUrl()}/deployment.json`)).json()) as {
    taxBusinessIds: string[];
    internalEmailDomains: string[];
  };
  const registry = parseRegistry(await (await fetch(`${shellUrl()}/remotes.json`)).json());
  if (!registry.ok) throw new Error(registry.error);
  const context: NavigationContext = {
    user,
    business: { ...business, environment },
    businessSettings: await api.businessSettings(),
    featureFlags: await api.featureFlags(business.id, user.email),
    getStartedPageEnabled: business.brand_name === 'MAIN' ? (await api.commonCompanyDetail()).get_started_page_enabled : false,
    taxBusinessIds: deployment.taxBusinessIds,
    internalEmailDomains: deployment.internalEmailDomains,
    siteMap: composeSiteMap(SHELL_MENU, registry.value.remotes),
  };
  await api.logout();
  const menu = visibleMenu(context);
  if (menu.status !== 'ready') throw new Error('the menu of a complete context is decided');
  return menuEntries(menu.groups).map((entry) => entry.path);
}
