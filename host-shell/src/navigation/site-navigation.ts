import { makeAutoObservable, observable } from 'mobx';
import { PENDING_NAVIGATION, visibleMenu, type NavigationContext, type SiteMap } from 'shared-contracts/rules';
import type { DeploymentConfig } from '../config/deployment';
import type { Business, BusinessSettings, Environment, FeatureFlags, User } from 'shared-contracts';
import type { CommonCompanyDetail } from 'shared-contracts/gateway';

/**
 * The facts the navigation rules decide on (`NavigationContext`) for the current session, and the
 * site map composed from the registry (`composeSiteMap`): what the sidebar, the routes, the help
 * menu, the palette and the landing page read. The shell's own: remotes link by route key
 * (`HostApi.routes`), never through these structures.
 */
/** The session's facts the navigation rules read (the shell's SessionStore has them). */
export interface NavigationSession {
  readonly user: User | null;
  readonly business: Business | null;
  readonly environment: Environment | undefined;
  readonly businessSettings: BusinessSettings | undefined;
  readonly featureFlags: FeatureFlags | undefined;
  readonly companyDetail: CommonCompanyDetail | null | undefined;
  readonly balanceView: boolean | undefined;
}

export class SiteNavigation {
  /** The composed menu, remote routes and named pages, once the registry is known. */
  siteMap: SiteMap | undefined = undefined;

  constructor(
    private readonly session: NavigationSession,
    private readonly deployment: DeploymentConfig,
  ) {
    makeAutoObservable<SiteNavigation, 'session' | 'deployment'>(this, { session: false, deployment: false, siteMap: observable.ref });
  }

  get navigation(): NavigationContext {
    const { user, business, environment, companyDetail } = this.session;
    if (!user || !business) return PENDING_NAVIGATION;
    return {
      user,
      business: { ...business, environment: environment ?? 'DEVELOPMENT' },
      businessSettings: this.session.businessSettings,
      featureFlags: this.session.featureFlags,
      getStartedPageEnabled: companyDetail === undefined ? undefined : (companyDetail?.get_started_page_enabled ?? false),
      taxBusinessIds: this.deployment.taxBusinessIds,
      internalEmailDomains: this.deployment.internalEmailDomains,
      siteMap: this.siteMap,
      balanceView: this.session.balanceView,
    };
  }

  /**
   * The sidebar's menu for the current facts (`visibleMenu`), computed once per change of them: the
   * sidebar, the page name and the banners read it on every route switch.
   */
  get menu(): ReturnType<typeof visibleMenu> {
    return visibleMenu(this.navigation);
  }

  /** The registry is known (or failed: the spec's menu alone, nothing served): menu and routes can be decided. */
  setSiteMap(siteMap: SiteMap): void {
    this.siteMap = siteMap;
  }
}
