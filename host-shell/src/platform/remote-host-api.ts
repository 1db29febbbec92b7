import type { HostApi } from 'shared-contracts';
import type { NavigationContext } from 'shared-contracts/rules';
import { remoteStorage } from './remote-storage';
import type { ReportError } from './error-reporting';
import { shellRouteRefs } from './route-refs';

/** What every remote's HostApi shares; storage, route keys and error reports are added per remote. */
export type SharedHostServices = Omit<HostApi, 'storage' | 'reportError' | 'routes'> & {
  report: ReportError;
  /** The session's navigation facts, which the route keys resolve against. */
  navigation: () => NavigationContext;
};

/**
 * One HostApi per remote, made once: its storage lives under the remote's own prefix, and its error
 * reports (an unknown route key among them) name the remote unless they say otherwise.
 */
export function hostApisForRemotes({ report, navigation, ...shared }: SharedHostServices): (remote: string) => HostApi {
  const made = new Map<string, HostApi>();
  return (remote) => {
    let hostApi = made.get(remote);
    if (!hostApi) {
      const reportError: HostApi['reportError'] = (error, context) => report(error, { remote, ...context });
      hostApi = {
        ...shared,
        storage: remoteStorage(remote),
        routes: shellRouteRefs(navigation, reportError),
        reportError,
      };
      made.set(remote, hostApi);
    }
    return hostApi;
  };
}
