import { createContext, useContext, type ReactNode } from 'react';
import type { HostApi } from '../contract';

/**
 * The remote's HostApi for every component under the remote's root. This kit is bundled into each
 * remote (it is not a federation singleton), so each remote has its own context: a remote's root
 * component wraps its tree in `HostApiProvider` with the HostApi the shell mounted it with.
 */
const HostApiContext = createContext<HostApi | null>(null);

export function HostApiProvider({ hostApi, children }: { hostApi: HostApi; children: ReactNode }) {
  return <HostApiContext.Provider value={hostApi}>{children}</HostApiContext.Provider>;
}

/** The HostApi the remote was mounted with; throws outside a `HostApiProvider` (a wiring bug). */
export function useHostApi(): HostApi {
  const hostApi = useContext(HostApiContext);
  if (!hostApi) throw new Error('useHostApi() outside HostApiProvider: wrap the remote root in it');
  return hostApi;
}
