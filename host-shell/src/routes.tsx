import type { RouteObject } from 'react-router';
import { isWhiteLabel, type DeploymentConfig } from './config/deployment';
import { Layout } from './layout/Layout';
import { NotFoundPage } from './layout/NotFoundPage';
import { LoggedOutLayout } from './logged-out/LoggedOutLayout';
import type { PublicTopic } from './logged-out/PublicPage';
import { RenderFailure } from './navigation/RenderFailure';
import { RequireSession } from './navigation/RequireSession';
import { Root } from './navigation/Root';
import { routeCode, type RouteCodeSource } from './navigation/route-code';
import { ContentLoading, DeclaredRoutes } from './remotes/DeclaredRoutes';

/** The logged-out pages' chunk (logged-out/pages.ts), loaded when one of them opens. */
const loggedOutPages = () => import(/* webpackChunkName: "logged-out-pages" */ './logged-out/pages');

const publicRoute = (path: string, topic: PublicTopic): RouteObject => ({
  path,
  lazy: async () => {
    const { PublicPage } = await loggedOutPages();
    return { element: <PublicPage topic={topic} /> };
  },
});

/** Spec 01 §2 "Logged-out area"; Register only for brands that are not white-label. */
function loggedOutRoutes(deployment: DeploymentConfig): RouteObject[] {
  return [
    { path: '/login', lazy: async () => ({ Component: (await loggedOutPages()).LoginPage }) },
    { path: '/login_verification', lazy: async () => ({ Component: (await loggedOutPages()).LoginVerificationPage }) },
    ...(isWhiteLabel(deployment) ? [] : [publicRoute('/register/:step', 'register')]),
    publicRoute('/forgot_password', 'forgotPassword'),
    publicRoute('/change_password/:changePasswordToken', 'changePassword'),
    publicRoute('/expired_password', 'expiredPassword'),
    publicRoute('/unlock_user/:token', 'unlockUser'),
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
  return [{ path: '*', element: <DeclaredRoutes />, ...routeCode(code), HydrateFallback: ContentLoading }];
}

/** The shell's routes: redirects and session at the root, then the three areas of spec 01 §2. */
export function shellRoutes(deployment: DeploymentConfig, code: RouteCodeSource): RouteObject[] {
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
          children: dashboardRoutes(code),
        },
      ],
    },
  ];
}
