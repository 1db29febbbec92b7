import type { RouteObject } from 'react-router';
import { isWhiteLabel, type DeploymentConfig } from './config/deployment';
import { Layout } from './layout/Layout';
import { NotFoundPage } from './layout/NotFoundPage';
import { LoggedOutLayout } from './logged-out/LoggedOutLayout';
import type { LoginHandoverRef } from './logged-out/light-login';
import type { PublicTopic } from './logged-out/PublicPage';
import { RenderFailure } from './navigation/RenderFailure';
import { RequireSession } from './navigation/RequireSession';
import { Root } from './navigation/Root';
import { routeCode, type RouteCodeSource } from './navigation/route-code';
import { ContentLoading, DeclaredRoutes } from './remotes/DeclaredRoutes';
import type { InactivityWatch } from './session/inactivity';

/** The logged-out pages' chunk (logged-out/pages.ts), loaded when one of them opens. */
const loggedOutPages = () => import(/* webpackChunkName: "logged-out-pages" */ './logged-out/pages');

const publicRoute = (path: string, topic: PublicTopic): RouteObject => ({
  path,
  lazy: async () => {
    const { PublicPage } = await loggedOutPages();
    return { element: <PublicPage topic={topic} /> };
  },
});

/**
 * What one page alone needs, handed to it by its route rather than to every component through the
 * shell's services (docs/decisions/0057-shell-services-by-concern.md).
 */
export interface OnePageServices {
  /** The light login's failed sign-in, for the login page to show once (start/light-login-takeover.ts). */
  loginHandover: LoginHandoverRef;
  /** The session's inactivity limit, whose warning the dashboard's layout shows. */
  inactivity: InactivityWatch;
}

/** Spec 01 §2 "Logged-out area"; Register only for brands that are not white-label. */
function loggedOutRoutes(deployment: DeploymentConfig, loginHandover: LoginHandoverRef): RouteObject[] {
  return [
    {
      path: '/login',
      lazy: async () => {
        const { LoginPage } = await loggedOutPages();
        return { element: <LoginPage handover={loginHandover} /> };
      },
    },
    { path: '/login_verification', lazy: async () => ({ Component: (await loggedOutPages()).LoginVerificationPage }) },
    ...(isWhiteLabel(deployment) ? [] : [{ path: '/register/:step', lazy: async () => ({ Component: (await loggedOutPages()).RegisterPage }) }]),
    { path: '/forgot_password', lazy: async () => ({ Component: (await loggedOutPages()).ForgotPasswordPage }) },
    { path: '/change_password/:changePasswordToken', lazy: async () => ({ Component: (await loggedOutPages()).ChangePasswordPage }) },
    { path: '/expired_password', lazy: async () => ({ Component: (await loggedOutPages()).ExpiredPasswordPage }) },
    { path: '/unlock_user/:token', lazy: async () => ({ Component: (await loggedOutPages()).UnlockUserPage }) },
    { path: '/confirm_email', lazy: async () => ({ Component: (await loggedOutPages()).ConfirmEmailPage }) },
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
  { path: '/invitation/:invitationToken', lazy: async () => ({ Component: (await loggedOutPages()).InvitationPage }) },
  { path: '/confirm_email/:confirmEmailToken', lazy: async () => ({ Component: (await loggedOutPages()).ConfirmEmailLinkPage }) },
  publicRoute('/oauth/authorize', 'oauthAuthorize'),
  publicRoute('/2fa-setup', 'twoFactorSetup'),
  { path: '/404', element: <NotFoundPage /> },
];

/**
 * The dashboard: one route, whose content finds the page itself (`DeclaredRoutes`: the shell's own
 * menu areas, then the remotes' declared routes), so that the router's tables stay small. Its loader
 * holds a navigation until the new page's code is here (`route-code.ts`); until the first page's
 * code is, the content area shows that it is loading.
 */
function dashboardRoutes(code: RouteCodeSource): RouteObject[] {
  return ['*', ...DASHBOARD_BESIDE_PUBLIC].map((path) => ({ path, element: <DeclaredRoutes />, ...routeCode(code), HydrateFallback: ContentLoading }));
}

/**
 * The dashboard's own places that a logged-out route's pattern would otherwise take (spec 01 §2: the
 * platform area's /xenplatform/accounts and /xenplatform/platform-fee beside the public
 * /xenplatform/:business_initial), named so that they go to the dashboard: a static segment outranks
 * a parameter. Without them a signed-in merchant sent to /xenplatform (spec 01 §2's redirect to its
 * accounts) was shown the platform's logged-out page. routes.test.tsx checks every menu place.
 */
export const DASHBOARD_BESIDE_PUBLIC = ['/xenplatform/accounts/*', '/xenplatform/platform-fee/*'] as const;

/** The shell's routes: redirects and session at the root, then the three areas of spec 01 §2. */
export function shellRoutes(deployment: DeploymentConfig, code: RouteCodeSource, { loginHandover, inactivity }: OnePageServices): RouteObject[] {
  return [
    {
      element: <Root />,
      errorElement: <RenderFailure />,
      children: [
        { element: <LoggedOutLayout />, children: loggedOutRoutes(deployment, loginHandover) },
        { element: <LoggedOutLayout fullScreen />, children: FULL_SCREEN_ROUTES },
        {
          element: (
            <RequireSession>
              <Layout inactivity={inactivity} />
            </RequireSession>
          ),
          children: dashboardRoutes(code),
        },
      ],
    },
  ];
}
