import type { HostApi } from 'shared-contracts';
import { remoteStorage } from './remote-storage';
import type { ReportError } from './error-reporting';

/** What every remote's HostApi shares; storage and error reports are added per remote. */
export type SharedHostServices = Omit<HostApi, 'storage' | 'reportError'> & { report: ReportError };

/**
 * One HostApi per remote, made once: its storage lives under the remote's own prefix and its error
 * reports name the remote unless they say otherwise.
 */
export function hostApisForRemotes({ report, ...shared }: SharedHostServices): (remote: string) => HostApi {
  const made = new Map<string, HostApi>();
  return (remote) => {
    let hostApi = made.get(remote);
    if (!hostApi) {
      hostApi = {
        ...shared,
        storage: remoteStorage(remote),
        reportError: (error, context) => report(error, { remote, ...context }),
      };
      made.set(remote, hostApi);
    }
    return hostApi;
  };
}
