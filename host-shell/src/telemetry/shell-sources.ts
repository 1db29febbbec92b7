import { containerName, remoteForPath } from 'shared-contracts/registry';
import { SHELL_PART } from 'shared-contracts/areas/shell/telemetry';
import type { RemoteLoader } from '../federation/remote-loader';
import type { SessionStore } from '../session/session-store';
import { shellRoute, type TelemetrySources } from './telemetry';

/** Telemetry's view of the running shell: the registry (names, versions, routes) and the session's business. */
export function telemetrySources(loader: RemoteLoader, session: SessionStore): TelemetrySources {
  return {
    remoteName(raw) {
      if (raw === SHELL_PART) return SHELL_PART;
      // A report names a registry name, a container or request id (`mfe_cards/remote`), or, from the
      // runtime's manifest stage, the manifest URL itself.
      const container = raw.split('/')[0];
      return loader.registered().find((entry) => entry.name === raw || entry.manifest === raw || containerName(entry.name) === container)?.name;
    },
    remoteVersion: (remote) => loader.entry(remote)?.version,
    routeOf(pathname) {
      const match = remoteForPath(loader.registered(), pathname);
      return match ? { remote: match.remote, route: match.path } : { remote: SHELL_PART, route: shellRoute(pathname) };
    },
    businessId: () => session.business?.id,
  };
}
