// The monolith's dashboard start-up: the shell's own, with every remote imported statically.
import { createErrorReporter } from 'host-shell/src/platform/error-reporting';
import type { LoginHandover } from 'host-shell/src/logged-out/light-login';
import { startShell } from 'host-shell/src/start-shell';
import { BUNDLED_REMOTES } from './bundled-remotes';
import { staticRegistry, staticRuntime } from './static-runtime';

export function start(handover?: LoginHandover): Promise<void> {
  const remotes = BUNDLED_REMOTES;
  const { report } = createErrorReporter();
  return startShell({
    runtime: staticRuntime(remotes.map((remote) => remote.module)),
    fetchRegistry: async () => staticRegistry(remotes),
    report,
    overrides: { decisions: [] },
    handover,
  });
}
