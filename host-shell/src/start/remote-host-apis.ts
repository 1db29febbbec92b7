import type { i18n } from 'i18next';
import type { HostApi } from 'shared-contracts';
import { createGatewayTransport } from 'shared-contracts/gateway';
import { safeRedirect } from 'shared-contracts/rules';
import type { DeploymentConfig } from '../config/deployment';
import type { ReportError } from '../platform/error-reporting';
import { hostApisForRemotes } from '../platform/remote-host-api';
import { remoteSessionView } from '../platform/session-view';
import type { LateRouter } from './late-router';
import type { ShellCore } from './shell-core';

export interface HostApiSources {
  core: ShellCore;
  deployment: DeploymentConfig;
  i18n: i18n;
  report: ReportError;
  routing: LateRouter;
}

/** The HostApi each remote gets (one per remote: platform/remote-host-api.ts), over the shell's own services. */
export function remoteHostApis({ core, deployment, i18n, report, routing }: HostApiSources): (remote: string) => HostApi {
  const { session, client, queryClient, toasts } = core;
  return hostApisForRemotes({
    navigate(path, options) {
      // Only same-origin paths, by the one safe-redirect rule: a URL that came from data never leaves the dashboard.
      const target = safeRedirect(path, '');
      if (!target) {
        report(new Error(`refused to navigate to ${path}`), { phase: 'navigate' });
        return;
      }
      routing.navigate(target, options);
    },
    go: routing.go,
    i18n,
    session: remoteSessionView(session, deployment),
    navigation: () => session.site.navigation,
    refreshSession: () => session.refreshUserData(),
    gateway: createGatewayTransport(client),
    queryClient,
    toasts,
    report,
  });
}
