import { createContext, useContext } from 'react';
import type { HostApi } from 'shared-contracts';

/** The parcel's own React root gets HostApi as a prop; its pages read it from here. */
export const HostApiContext = createContext<HostApi | null>(null);

export function useHostApi(): HostApi {
  const hostApi = useContext(HostApiContext);
  if (!hostApi) throw new Error('useHostApi outside the activation parcel root');
  return hostApi;
}
