/** Navigation rules: the site map, menu, help menu, route keys, deep-link access, landing page, redirects. */
export type { Audience } from './audiences';
export type { BusinessRule } from './business-rules';
export type { FeatureArea } from './feature-areas';
export { allowedFeatureAreas, isFeatureAreaAllowed } from './feature-areas';
export type { HelpEntry, HelpEntryKey } from './help-menu';
export { HELP_MENU, visibleHelpMenu } from './help-menu';
export type { LandingPage } from './landing-page';
export { landingPage } from './landing-page';
export type { MenuEntry, MenuGroup, MenuGroupKey, MenuItem, MenuSubgroup } from './menu';
export type { MenuLabel } from './menu';
export { SHELL_MENU, SPEC_PAGES, menuEntries } from './menu';
export type { DeclaringRemote, SiteMap, SiteMapOptions, SitePage, SiteRoute } from './compose';
export { composeSiteMap, gateOf, routeKeysOf, unknownLinks } from './compose';
export { fillPath, isPageVisible, matchPagePath, routeHref, routeVisibility } from './route-refs';
export type { PaletteEntry } from './command-palette';
export { ACTION_PARAMETER, commandPalette, paletteLabel } from './command-palette';
export type { MenuGate } from './menu-gates';
export type {
  DecidedNavigationContext,
  NavigationDecision,
  NavigationBusiness,
  NavigationContext,
  NavigationUser,
  NotDecidedYet,
} from './navigation-context';
export { ALL_NAVIGATION_FACTS, PENDING_NAVIGATION, isDecided } from './navigation-context';
export { ALWAYS_ALLOWED_PATHS, isPathAllowed, isUnder, normalisePath } from './path-access';
export { REDIRECTS, resolveRedirect } from './redirects';
export { safeRedirect } from './safe-redirect';
export { visibleMenu } from './visible-menu';
