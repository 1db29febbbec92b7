import { createContext, useContext } from 'react';
import type { GatewayApi } from 'shared-contracts/gateway';
import type { DeploymentConfig } from '../config/deployment';
import type { ReportError } from './error-reporting';
import type { SessionStore } from '../session/session-store';
import type { ToastStore } from '../toasts/toast-store';

/**
 * The services of the shell's own features — its pages, menus, reminders and tours: the session,
 * the shell's gateway calls, toasts, error reports, the deployment and navigation. What loads and
 * hosts the remotes is the remote platform's (platform/remote-platform.tsx); what one component
 * alone needs is handed to it as a prop (docs/decisions/0057-shell-services-by-concern.md).
 */
export interface ShellServices {
  session: SessionStore;
  /** The shell's own gateway calls; remotes get only the transport (`hostApi.gateway`). */
  api: GatewayApi;
  toasts: ToastStore;
  report: ReportError;
  deployment: DeploymentConfig;
  /**
   * The router's navigate, the same function for the tab's life. React Router's `useNavigate`
   * re-renders its component with every router state, a navigation's loading state included (the
   * route context is a new object each time the router renders its routes); the menu, which only
   * starts navigations, takes this one instead.
   */
  navigate: (to: string, options?: { replace?: boolean; flushSync?: boolean }) => void;
}

const ShellContext = createContext<ShellServices | null>(null);

export const ShellServicesProvider = ShellContext.Provider;

export function useShellServices(): ShellServices {
  const services = useContext(ShellContext);
  if (!services) throw new Error('useShellServices needs ShellServicesProvider');
  return services;
}
