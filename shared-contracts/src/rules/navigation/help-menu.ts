/** The header's help menu (spec 01 §6, spec 02 §2 "Header"). */
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

export const HELP_MENU: readonly HelpEntry[] = [
  { key: 'resolution-center', label: 'help.resolutionCenter', path: '/resolution-center' },
  { key: 'docs', label: 'help.docs', path: null },
  { key: 'api-reference', label: 'help.apiReference', path: null },
];

export const HELP_FACTS = ['business', 'featureFlags'] as const;
type HelpFacts = DecidedNavigationContext<(typeof HELP_FACTS)[number]>;

/** Resolution Center: escalation is allowed (flag `escalation`) and the business is not in the Philippines. */
export function isResolutionCenterAllowed({ business, featureFlags }: HelpFacts): boolean {
  return featureFlags.escalation && business.country_of_operation !== 'Philippines';
}

export function visibleHelpMenu(context: NavigationContext): NavigationDecision<{ entries: readonly HelpEntry[] }> {
  if (!isDecided(context, HELP_FACTS)) return PENDING;
  const entries = HELP_MENU.filter((e) => e.key !== 'resolution-center' || isResolutionCenterAllowed(context));
  return { status: 'ready', entries };
}
