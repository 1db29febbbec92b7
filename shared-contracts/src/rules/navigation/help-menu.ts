/** The header's help menu (spec 01 §6, spec 02 §2 "Header"). */
import { routeMatches } from '../../registry/remote-routes';
import {
  type DecidedNavigationContext,
  type NavigationDecision,
  type NavigationContext,
  PENDING,
  isDecided,
} from './navigation-context';

export type HelpEntryKey = 'resolution-center' | 'docs' | 'api-reference';

export interface HelpEntry {
  readonly key: HelpEntryKey;
  /** i18n key. */
  readonly label: string;
  /**
   * The dashboard route, for the resolution centre. Docs and the API reference are external: the
   * shell takes their URLs from its deployment configuration, by key.
   */
  readonly path: string | null;
}

const RESOLUTION_CENTER_PATH = '/resolution-center';

export const HELP_MENU: readonly HelpEntry[] = [
  { key: 'resolution-center', label: 'help.resolutionCenter', path: RESOLUTION_CENTER_PATH },
  { key: 'docs', label: 'help.docs', path: null },
  { key: 'api-reference', label: 'help.apiReference', path: null },
];

export const HELP_FACTS = ['business', 'featureFlags', 'siteMap'] as const;
type HelpFacts = DecidedNavigationContext<(typeof HELP_FACTS)[number]>;

/**
 * Resolution Center: a deployed remote renders it, escalation is allowed (flag `escalation`) and the
 * business is not in the Philippines.
 */
export function isResolutionCenterAllowed({ business, featureFlags, siteMap }: HelpFacts): boolean {
  const served = siteMap.routes.some((route) => routeMatches(route.path, RESOLUTION_CENTER_PATH));
  return served && featureFlags.escalation && business.country_of_operation !== 'Philippines';
}

export function visibleHelpMenu(context: NavigationContext): NavigationDecision<{ entries: readonly HelpEntry[] }> {
  if (!isDecided(context, HELP_FACTS)) return PENDING;
  const entries = HELP_MENU.filter((e) => e.key !== 'resolution-center' || isResolutionCenterAllowed(context));
  return { status: 'ready', entries };
}
