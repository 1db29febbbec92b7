import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { resiliencePlugin } from './federation/resilience-plugin';
import { createErrorReporter } from './platform/error-reporting';
import { loadRegistry } from './registry/load-registry';
import { applyOverrides, resolveOverrides, withOverrideDeclarations, type OverrideDecision } from './registry/overrides';
import { startShell } from './start-shell';

const { report } = createErrorReporter();
// The shell cleans override parameters from the address at start; the registry is read later.
const initialSearch = window.location.search;
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
    overrides.decisions = resolveOverrides(initialSearch, registry.remotes, {
      production: process.env.NODE_ENV === 'production',
      allowedOrigins: registry.overrideOrigins,
    });
    const fetchJson = async (url: string): Promise<unknown> => {
      const response = await fetch(url, { cache: 'no-cache', signal: AbortSignal.timeout(3000) });
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      return response.json();
    };
    return withOverrideDeclarations(applyOverrides(registry.remotes, overrides.decisions), overrides.decisions, fetchJson);
  },
});
