import { opensLightLogin } from './logged-out/light-login-gate';
import { historyState } from './platform/browser-location';

// The async imports let the federation runtime set up the shared singletons first. A cold login
// page opens the light login, which loads the dashboard's start-up on intent (decision 0038); the
// chunk names tag each start's preloads in the page (platform-tools/shell-page.mjs keeps one set).
if (opensLightLogin(window.location, historyState())) {
  void import(/* webpackChunkName: "login" */ './logged-out/light-login').then(({ startLightLogin }) =>
    startLightLogin(() => import(/* webpackChunkName: "dashboard" */ './bootstrap').then(({ start }) => start)),
  );
} else {
  // The session's first gateway requests go out while the rest of the start-up downloads: a small
  // chunk of its own, preloaded by the page with the dashboard's start (decision 0086). The start-up's
  // code runs once the token refresh has gone out: run first, it kept the refresh waiting.
  const startDashboard = () => void import(/* webpackChunkName: "dashboard" */ './bootstrap').then(({ start }) => start());
  void import(/* webpackChunkName: "dashboard.session" */ './session/early-requests')
    .then(({ startEarlyRequests }) => startEarlyRequests())
    .finally(startDashboard);
}
