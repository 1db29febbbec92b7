import type { RouteObject } from 'react-router';
import { HELP_MENU, SHELL_MENU, menuEntries, type MenuEntry } from 'shared-contracts/rules';
import { isWhiteLabel, type DeploymentConfig } from './config/deployment';
import { ConfirmEmailLinkPage } from './email/ConfirmEmailLinkPage';
import { ConfirmEmailPage } from './email/ConfirmEmailPage';
import { Layout } from './layout/Layout';
import { NotFoundPage } from './layout/NotFoundPage';
import { LoggedOutLayout } from './logged-out/LoggedOutLayout';
import { LoginPage } from './logged-out/LoginPage';
import { LoginVerificationPage } from './login-verification/LoginVerificationPage';
import { PublicPage, type PublicTopic } from './logged-out/PublicPage';
import { InvitationPage } from './logged-out/InvitationPage';
import { GatedPage } from './navigation/GatedPage';
import { RenderFailure } from './navigation/RenderFailure';
import { RequireSession } from './navigation/RequireSession';
import { Root } from './navigation/Root';
import { AreaPage } from './pages/AreaPage';
import { DeclaredRoutes } from './remotes/DeclaredRoutes';

const publicRoute = (path: string, topic: PublicTopic): RouteObject => ({ path, element: <PublicPage topic={topic} /> });

/** Spec 01 §2 "Logged-out area"; Register only for brands that are not white-label. */
function loggedOutRoutes(deployment: DeploymentConfig): RouteObject[] {
  return [
    { path: '/login', element: <LoginPage /> },
    { path: '/login_verification', element: <LoginVerificationPage /> },
    ...(isWhiteLabel(deployment) ? [] : [publicRoute('/register/:step', 'register')]),
    publicRoute('/forgot_password', 'forgotPassword'),
    publicRoute('/change_password/:changePasswordToken', 'changePassword'),
    publicRoute('/expired_password', 'expiredPassword'),
    publicRoute('/unlock_user/:token', 'unlockUser'),
    { path: '/confirm_email', element: <ConfirmEmailPage /> },
    publicRoute('/xenplatform/test-registered', 'platformTestRegistered'),
    publicRoute('/xenplatform/register/:business_id', 'platformRegister'),
    publicRoute('/xenplatform/:business_initial', 'platformBusiness'),
    publicRoute('/error', 'error'),
    publicRoute('/docs', 'docs'),
  ];
}

/** Spec 01 §2 "Full-screen routes": no sidebar and no header. */
const FULL_SCREEN_ROUTES: RouteObject[] = [
  publicRoute('/device_verification/:hash/:canvasHash', 'deviceVerification'),
  { path: '/invitation/:invitationToken', element: <InvitationPage /> },
  { path: '/confirm_email/:confirmEmailToken', element: <ConfirmEmailLinkPage /> },
  publicRoute('/oauth/authorize', 'oauthAuthorize'),
  publicRoute('/2fa-setup', 'twoFactorSetup'),
  { path: '/404', element: <NotFoundPage /> },
];

/** A menu entry's page and its sub-pages (detail pages, related paths). */
const withSubPaths = (path: string) => [path, `${path}/*`];

/** The shell's own menu areas (no remote renders them): an honest shell page each. */
function areaRoutes(): RouteObject[] {
  const byPath = new Map<string, MenuEntry>();
  for (const entry of menuEntries(SHELL_MENU)) {
    for (const base of [entry.path, ...(entry.relatedPaths ?? [])]) for (const path of withSubPaths(base)) byPath.set(path, entry);
  }
  const routes = [...byPath].map(([path, entry]) => ({ path, element: <AreaPage key={entry.key} label={entry.label} /> }));
  // The help menu's resolution centre (spec 01 §6) is an area no remote covers either.
  for (const help of HELP_MENU) if (help.path) routes.push({ path: help.path, element: <AreaPage key={help.key} label={help.label} /> });
  return routes;
}

/** The shell's own areas, then everything else: the routes the remotes declare, or not found. */
function dashboardRoutes(): RouteObject[] {
  const own = areaRoutes().map((route) => ({ ...route, element: <GatedPage>{route.element}</GatedPage> }));
  return [...own, { path: '*', element: <DeclaredRoutes /> }];
}

/** The shell's routes: redirects and session at the root, then the three areas of spec 01 §2. */
export function shellRoutes(deployment: DeploymentConfig): RouteObject[] {
  return [
    {
      element: <Root />,
      errorElement: <RenderFailure />,
      children: [
        { element: <LoggedOutLayout />, children: loggedOutRoutes(deployment) },
        { element: <LoggedOutLayout fullScreen />, children: FULL_SCREEN_ROUTES },
        {
          element: (
            <RequireSession>
              <Layout />
            </RequireSession>
          ),
          children: dashboardRoutes(),
        },
      ],
    },
  ];
}
