import { createContext, useContext } from 'react';
import type { HostApi } from 'shared-contracts';
import type { RemoteLoader } from '../federation/remote-loader';
import type { OverrideDecision } from '../registry/overrides';

export interface ShellServices {
  hostApi: HostApi;
  loader: RemoteLoader;
  overrides: { decisions: readonly OverrideDecision[] };
}

const ShellContext = createContext<ShellServices | null>(null);

export const ShellServicesProvider = ShellContext.Provider;

export function useShellServices(): ShellServices {
  const services = useContext(ShellContext);
  if (!services) throw new Error('useShellServices needs ShellServicesProvider');
  return services;
}
