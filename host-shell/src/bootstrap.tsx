import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { resiliencePlugin } from './federation/resilience-plugin';
import { createErrorReporter } from './platform/error-reporting';
import { loadRegistry } from './registry/load-registry';
import { applyOverrides, resolveOverrides, type OverrideDecision } from './registry/overrides';
import { startShell } from './start-shell';

const { report } = createErrorReporter();
const overrides: { decisions: OverrideDecision[] } = { decisions: [] };

registerPlugins([
  resiliencePlugin(({ id, lifecycle, error }) => report(error, { remote: id, phase: `federation:${lifecycle}` })),
]);

void startShell({
  runtime: { registerRemotes, loadRemote },
  report,
  overrides,
  async fetchRegistry() {
    const registry = await loadRegistry();
    overrides.decisions = resolveOverrides(window.location.search, registry.remotes, {
      production: process.env.NODE_ENV === 'production',
      allowedOrigins: registry.overrideOrigins,
    });
    return applyOverrides(registry.remotes, overrides.decisions);
  },
});
