import { reaction } from 'mobx';
import type { i18n, TFunction } from 'i18next';
import type { Business, BusinessSettings, FeatureFlags, User } from 'shared-contracts';
import type { CommonCompanyDetail, GatewayApi } from 'shared-contracts/gateway';
import type { DeploymentConfig } from '../config/deployment';
import type { ToastStore } from '../toasts/toast-store';
import { errorText } from '../toasts/error-text';

/**
 * What a session reads besides who is signed in (issue 41 §3). Only the user and the business decide
 * whether a sign-in or a restore succeeds; each of these may fail alone and is read again later,
 * the features it gates staying off meanwhile (the menu rules treat an unknown fact as not given).
 */
export interface SessionFacts {
  businesses: Business[];
  businessSettings: BusinessSettings;
  featureFlags: FeatureFlags;
  /** The main brand's common company detail; null for other brands. */
  companyDetail: CommonCompanyDetail | null;
}
export type FactName = keyof SessionFacts;
export const FACT_NAMES: readonly FactName[] = ['businesses', 'businessSettings', 'featureFlags', 'companyDetail'];

/** What is known of each fact before it is read: nothing (the menu rules treat that as not given). */
export const NO_FACTS: { [name in FactName]: undefined } = { businesses: undefined, businessSettings: undefined, featureFlags: undefined, companyDetail: undefined };

/** When a fact that could not be read is asked for again: 5 s, 15 s, then 45 s after the one before. */
export const FACT_RETRY_DELAYS_MS: readonly number[] = [5_000, 15_000, 45_000];

type FactsApi = Pick<GatewayApi, 'userBusinesses' | 'businessSettings' | 'featureFlags' | 'commonCompanyDetail'>;

export interface FactsRead {
  facts: Partial<SessionFacts>;
  /** The facts whose read failed, and the first failure (for its message). */
  failed: FactName[];
  error?: unknown;
}

/** Reads the named facts side by side; a failed read is reported, never thrown. */
export async function readFacts(
  api: FactsApi,
  deployment: Pick<DeploymentConfig, 'brand'>,
  { user, business }: { user: User; business: Business },
  names: readonly FactName[] = FACT_NAMES,
): Promise<FactsRead> {
  const read: Record<FactName, () => Promise<SessionFacts[FactName]>> = {
    businesses: () => api.userBusinesses(),
    businessSettings: () => api.businessSettings(),
    featureFlags: () => api.featureFlags(business.id, user.email),
    companyDetail: async () => (business.brand_name === 'MAIN' && deployment.brand === 'MAIN' ? api.commonCompanyDetail() : null),
  };
  const settled = await Promise.allSettled(names.map((name) => read[name]()));
  const result: FactsRead = { facts: {}, failed: [] };
  settled.forEach((outcome, index) => {
    const name = names[index]!;
    if (outcome.status === 'fulfilled') {
      (result.facts as Record<FactName, unknown>)[name] = outcome.value;
    } else {
      result.failed.push(name);
      result.error ??= outcome.reason;
    }
  });
  return result;
}

/** The session as the facts' second reads see it. */
export interface FactsTarget {
  readonly user: User | null;
  readonly business: Business | null;
  readonly unreadFacts: readonly FactName[];
  takeFacts(facts: Partial<SessionFacts>, failed: FactName[]): void;
}

/** Reads the facts that failed again, while the same business is signed in, until each is in or the delays run out. */
export function readFactsAgain(target: FactsTarget, api: FactsApi, deployment: Pick<DeploymentConfig, 'brand'>, businessId: string, attempt = 0): void {
  const delay = FACT_RETRY_DELAYS_MS[attempt];
  if (delay === undefined) return;
  setTimeout(async () => {
    const { user, business, unreadFacts } = target;
    if (!user || business?.id !== businessId || unreadFacts.length === 0) return;
    const { facts, failed } = await readFacts(api, deployment, { user, business }, unreadFacts);
    if (target.business?.id !== businessId) return;
    target.takeFacts(facts, failed);
    if (failed.length > 0) readFactsAgain(target, api, deployment, businessId, attempt + 1);
  }, delay);
}

/**
 * Tells the user, once per sign-in or business, that part of the dashboard could not load and is
 * being tried again: the error catalogue's text for the failure (spec 01's messages), as a toast.
 */
export function announceUnreadFacts(
  session: { readonly unreadFacts: readonly FactName[]; readonly factsError: unknown },
  toasts: Pick<ToastStore, 'show'>,
  i18n: Pick<i18n, 't'>,
): () => void {
  return reaction(
    () => session.unreadFacts.length > 0,
    (missing) => {
      if (missing) toasts.show(`${errorText(i18n.t as TFunction, session.factsError)} ${i18n.t('session.factsRetrying')}`, 'error');
    },
  );
}
