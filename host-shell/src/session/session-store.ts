import type { QueryClient } from '@tanstack/react-query';
import { makeAutoObservable, runInAction } from 'mobx';
import {
  isGatewayError,
  type Business,
  type BusinessSettings,
  type Environment,
  type FeatureFlags,
  type Language,
  type LiveMode,
  type SessionView,
  type User,
} from 'shared-contracts';
import type { CommonCompanyDetail, GatewayApi } from 'shared-contracts/gateway';
import { SiteNavigation } from '../navigation/site-navigation';
import type { DeploymentConfig } from '../config/deployment';
import { removeLiveModeCookie } from '../platform/cookies';
import { applyAccountState, enterEnvironment } from './account-state';
import { isInactive, shouldRecordAction } from './activity';
import { NO_FACTS, readFacts, readFactsAgain, type FactName, type SessionFacts } from './session-facts';
import { SignInFlow, type SignInApi, type SignInFlowOptions } from './sign-in-flow';
import { storedSignIn } from './stored-sign-in';

export { INACTIVITY_LIMIT_MS } from './activity';

/** Why the user is in the logged-out area: the login page says so. */
export type SignOutReason = 'signedOut' | 'relogin' | 'inactive' | 'sessionEnded';

export type SessionBusy = 'signingOut' | 'switching' | null;

/** The calls the session makes itself (restore, reads, switch, sign-out, language). */
type SessionCall =
  | 'logout'
  | 'restore'
  | 'authenticatedUserData'
  | 'userBusinesses'
  | 'businessSettings'
  | 'featureFlags'
  | 'commonCompanyDetail'
  | 'balanceViewFlag'
  | 'switchBusiness'
  | 'updateUser';

export interface SessionStoreOptions extends SignInFlowOptions {
  /** The sign-in flow's calls (sign-in-flow.ts), and the session's own. */
  api: SignInApi & Pick<GatewayApi, SessionCall>;
  deployment: DeploymentConfig;
  queryClient: Pick<QueryClient, 'clear' | 'resetQueries'>;
  /** Called when the user's preferred language is known or changes; changeLanguage awaits what it returns (texts to download). */
  onLanguage: (language: Language) => unknown;
  now?: () => number;
}

/**
 * The session, owned by the shell (MobX): who is signed in, in which business and environment, and
 * the facts the navigation rules need. Remotes get a read-only view of it (platform/session-view.ts).
 */
export class SessionStore {
  status: SessionView['status'] = 'unknown';
  user: User | null = null;
  business: Business | null = null;
  businesses: Business[] = [];
  environment: Environment | undefined = undefined;
  liveMode: LiveMode = 'NON_LIVE';
  lastActionAt: number | null = null;
  businessSettings: BusinessSettings | undefined = undefined;
  featureFlags: FeatureFlags | undefined = undefined;
  /** The main brand's common company detail (kyc status, get-started flag); null for other brands. */
  companyDetail: CommonCompanyDetail | null | undefined = undefined;
  busy: SessionBusy = null;
  /** Restoring failed for a reason other than "not signed in" (gateway down): the shell offers Retry. */
  restoreFailed = false;
  /** Why the last session ended, for the login page to say; null after a sign-in. */
  endedBecause: SignOutReason | null = null;
  /** The user's balance_view in this business (spec 01 §3, §4); undefined until read, or when it could not be. */
  balanceView: boolean | undefined = undefined;
  /** Facts whose read failed at sign-in, read again later (session-facts.ts), and the first failure. */
  unreadFacts: FactName[] = [];
  factsError: unknown = undefined;

  /** Password, email link and second factor: how a signed-out user becomes this session. */
  readonly signInFlow: SignInFlow;
  /** The navigation facts of this session and the composed site map: menu, routes, pages. */
  readonly site: SiteNavigation;

  private readonly now: () => number;

  constructor(private readonly options: SessionStoreOptions) {
    this.now = options.now ?? Date.now;
    this.signInFlow = new SignInFlow(this, options.api, options.authentication);
    this.site = new SiteNavigation(this, options.deployment);
    makeAutoObservable<SessionStore, 'options' | 'now'>(this, { options: false, now: false, signInFlow: false, site: false });
  }

  /** The last action was more than 31 minutes ago. */
  isInactive(at = this.now()): boolean {
    return isInactive(this.lastActionAt, at);
  }

  /**
   * On start: a live refresh cookie (or session cookie) restores the session, unless it went stale
   * or nobody signed in on this browser (no stored user record).
   */
  async restore(): Promise<void> {
    this.status = 'unknown';
    this.restoreFailed = false;
    this.lastActionAt = storedSignIn.lastActionAt();
    const mfaPending = storedSignIn.mfaPending();
    if (!storedSignIn.exists()) {
      this.clear();
      return;
    }
    try {
      await this.options.api.restore();
      if (mfaPending || this.isInactive()) {
        await this.endServerSession();
        this.clear();
        return;
      }
      await this.load();
    } catch (error) {
      if (isGatewayError(error) && error.code !== 'SERVER_ERROR') {
        this.clear();
        return;
      }
      runInAction(() => {
        this.restoreFailed = true;
      });
    }
  }

  /** Sign-out from the menu: any error_code leaves the user where they are (spec 01 §8). */
  async signOut(): Promise<boolean> {
    if (this.busy) return false;
    this.busy = 'signingOut';
    try {
      await this.options.api.logout();
    } catch (error) {
      if (isGatewayError(error) && error.code !== 'SERVER_ERROR') {
        runInAction(() => {
          this.busy = null;
        });
        return false;
      }
      // No answer at all: the local session still ends; the refresh cookie dies with its family later.
    }
    this.end('signedOut');
    return true;
  }

  /** The 31 minutes passed: the session ends whatever the gateway answers. */
  async expire(): Promise<void> {
    await this.endServerSession();
    this.end('inactive');
  }

  /** The gateway ended the session (spec 01 §8): "Please log in" re-logs in, the rest log out. */
  sessionEnded(relogin: boolean): void {
    if (this.status !== 'signedIn') return;
    if (relogin) removeLiveModeCookie();
    this.end(relogin ? 'relogin' : 'sessionEnded');
  }

  /** Business switch: loading, then fresh state and home; any error_code leaves the user in place. */
  async switchBusiness(businessId: string): Promise<boolean> {
    if (this.busy || businessId === this.business?.id) return false;
    this.busy = 'switching';
    try {
      await this.options.api.switchBusiness(businessId);
      this.options.queryClient.clear();
      await this.load();
      return true;
    } catch {
      return false;
    } finally {
      runInAction(() => {
        this.busy = null;
      });
    }
  }

  /** The balance view was switched (PATCH balance view flag answered it): landing page and banner follow. */
  setBalanceView(balanceView: boolean): void {
    this.balanceView = balanceView;
  }

  /** Only administrators of live businesses switch; the caller checks `canSwitchEnvironment` first. */
  switchEnvironment(environment: Environment): void {
    this.environment = enterEnvironment(this.business?.id, environment);
    // All server state belongs to the old environment: drop it and refetch what is on screen.
    void this.options.queryClient.resetQueries();
  }

  /** PATCH /api/user, then re-read the user; the caller shows unexpectedError when this throws. */
  async changeLanguage(language: Language): Promise<void> {
    await this.options.api.updateUser({ preferred_language: language });
    const user = await this.rereadUser();
    await this.options.onLanguage(user.preferred_language);
  }

  /** Re-reads the user after their phone or account notifications changed (spec 01 §4). */
  async rereadUser(): Promise<User> {
    const { user } = await this.options.api.authenticatedUserData();
    runInAction(() => {
      this.user = user;
    });
    storedSignIn.remember(user);
    return user;
  }

  /**
   * Re-reads the user and business after a remote changed them (HostApi.refreshSession, decision
   * 0025): the header, the menu and every observer update; nothing else is read again.
   */
  async refreshUserData(): Promise<void> {
    const { user, business } = await this.options.api.authenticatedUserData();
    runInAction(() => {
      this.user = user;
      this.business = business;
    });
    storedSignIn.remember(user, business);
  }

  /** A user action: restarts the inactivity count (in every tab, through storage). */
  touch(force = false): void {
    const at = this.now();
    if (!shouldRecordAction(this.lastActionAt, at, force)) return;
    this.lastActionAt = at;
    storedSignIn.recordAction(at);
  }

  /** Another tab acted: the inactivity count restarts here too. */
  actedElsewhere(at: number): void {
    if (this.lastActionAt === null || at > this.lastActionAt) this.lastActionAt = at;
  }

  /**
   * Another tab switched business (the stored record changed): go to / and re-read, or reload
   * the page when the go-live status changed (spec 01 §4).
   */
  async businessChangedElsewhere(stored: Business | undefined, goTo: (path: string) => void, reload: () => void): Promise<void> {
    if (this.status !== 'signedIn' || !stored || stored.id === this.business?.id) return;
    if (stored.go_live_status !== this.business?.go_live_status) {
      reload();
      return;
    }
    await this.options.api.restore();
    this.options.queryClient.clear();
    await this.load();
    goTo('/');
  }

  /** A sign-in succeeded (SignInFlow): the session starts with what it answered. */
  async enter(signedIn: { user: User; business: Business }): Promise<void> {
    storedSignIn.signedIn();
    this.touch(true);
    await this.load(signedIn);
  }

  /** Reads who is signed in and every fact the menu needs. */
  private async load(signedIn?: { user: User; business: Business }): Promise<void> {
    const { api, deployment } = this.options;
    const { user, business } = signedIn ?? (await api.authenticatedUserData());
    // Who is signed in decides; any other read may fail alone and is read again (issue 41 §3).
    const [{ facts, failed, error }, balanceView] = await Promise.all([
      readFacts(api, deployment, { user, business }),
      // Only the landing page and the switch banner read it: without it they follow the business's flag.
      api.balanceViewFlag().then((answer) => answer.balance_view, () => undefined),
    ]);
    runInAction(() => {
      this.endedBecause = null;
      this.user = user;
      this.business = business;
      this.takeFacts(facts, failed, true);
      this.balanceView = balanceView;
      this.factsError = error;
      Object.assign(this, applyAccountState(business));
      this.status = 'signedIn';
      if (this.lastActionAt === null) this.touch(true);
    });
    if (failed.length > 0) readFactsAgain(this, api, deployment, business.id);
    storedSignIn.remember(user, business);
    this.options.onLanguage(user.preferred_language);
  }

  /** Facts read: those in replace what was known (all of it when `fresh`), and which are missing. */
  takeFacts(facts: Partial<SessionFacts>, failed: FactName[], fresh = false): void {
    Object.assign(this, fresh ? { ...NO_FACTS, businesses: this.business ? [this.business] : [] } : {}, facts, { unreadFacts: failed });
  }

  private async endServerSession(): Promise<void> {
    try {
      await this.options.api.logout();
    } catch {
      // Nothing to end, or the gateway is away: the local session ends regardless.
    }
  }

  /** Ends the session; the dashboard's RequireSession then sends the user to /login with the reason. */
  private end(reason: SignOutReason): void {
    this.clear();
    this.endedBecause = reason;
  }

  private clear(): void {
    this.options.queryClient.clear();
    this.status = 'signedOut';
    this.user = null;
    this.business = null;
    Object.assign(this, NO_FACTS, { businesses: [], unreadFacts: [] });
    this.balanceView = undefined;
    this.lastActionAt = null;
    this.busy = null;
    storedSignIn.forget();
  }
}
