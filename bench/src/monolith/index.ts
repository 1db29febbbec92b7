// The monolith's entry: the shell's two starts, the light login on a cold login page and the
// dashboard, as the shell's entry makes them (host-shell/src/index.ts), without federation.
import { opensLightLogin } from 'host-shell/src/logged-out/light-login-gate';

if (opensLightLogin(window.location, window.history.state)) {
  void import(/* webpackChunkName: "login" */ 'host-shell/src/logged-out/light-login').then(({ startLightLogin }) =>
    startLightLogin(() => import(/* webpackChunkName: "dashboard" */ './dashboard').then(({ start }) => start)),
  );
} else {
  const startDashboard = () => void import(/* webpackChunkName: "dashboard" */ './dashboard').then(({ start }) => start());
  void import(/* webpackChunkName: "dashboard.session" */ 'host-shell/src/session/early-requests')
    .then(({ startEarlyRequests }) => startEarlyRequests())
    .finally(startDashboard);
}
