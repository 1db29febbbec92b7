/** Navigation rules: menu, help menu, settings pages, deep-link access, landing page, redirects. */
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
export { SHELL_MENU, menuEntries } from './menu';
export type { AreaRoute, DeclaringRemote, NavigationAreas } from './compose';
export { composeNavigation, gateOf } from './compose';
export type { PaletteEntry } from './command-palette';
export { ACTION_PARAMETER, commandPalette, paletteLabel } from './command-palette';
export type { MenuGate } from './menu-gates';
export type {
  NavigationDecision,
  NavigationBusiness,
  NavigationContext,
  NavigationUser,
  NotDecidedYet,
} from './navigation-context';
export { PENDING_NAVIGATION } from './navigation-context';
export { ALWAYS_ALLOWED_PATHS, isPathAllowed, isUnder, normalisePath } from './path-access';
export { REDIRECTS, resolveRedirect } from './redirects';
export { safeRedirect } from './safe-redirect';
export type { SettingsPage, SettingsPageKey } from './settings-pages';
export { SETTINGS_PAGES, settingsHref, settingsPageOf, visibleSettingsPages } from './settings-pages';
export { visibleMenu } from './visible-menu';
