// The monolith's entry: the shell's own start-up with every remote imported statically, no federation.
import { createErrorReporter } from 'host-shell/src/platform/error-reporting';
import { startShell } from 'host-shell/src/start-shell';
import activation from 'mfe-activation/src/remote';
import cards from 'mfe-cards/src/remote';
import home from 'mfe-home/src/remote';
import notifications from 'mfe-notifications/src/remote';
import settings from 'mfe-settings/src/remote';
import { staticRegistry, staticRuntime } from './static-runtime';

const remotes = [home, activation, cards, settings, notifications];
const { report } = createErrorReporter();

void startShell({
  runtime: staticRuntime(remotes),
  fetchRegistry: async () => staticRegistry(remotes),
  report,
  overrides: { decisions: [] },
});
