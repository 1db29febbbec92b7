// The monolith's entry: the shell's own start-up with every remote imported statically, no federation.
import { createErrorReporter } from 'host-shell/src/platform/error-reporting';
import { startShell } from 'host-shell/src/start-shell';
import { BUNDLED_REMOTES } from './bundled-remotes';
import { staticRegistry, staticRuntime } from './static-runtime';

const remotes = BUNDLED_REMOTES;
const { report } = createErrorReporter();

void startShell({
  runtime: staticRuntime(remotes.map((remote) => remote.module)),
  fetchRegistry: async () => staticRegistry(remotes),
  report,
  overrides: { decisions: [] },
});
