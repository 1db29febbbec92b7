import type { DataRouter, RouterNavigateOptions } from 'react-router';

/**
 * The router's navigation for what is made before the router: the router is made last (its routes
 * need the deployment and the remote loader); navigation before that has nowhere to go and is not
 * needed.
 */
export class LateRouter {
  router?: DataRouter;

  /** The same function for the tab's life (ShellServices.navigate). */
  readonly navigate = (to: string, options?: RouterNavigateOptions): void => void this.router?.navigate(to, options);

  /** Back or forward in the tab's history. */
  readonly go = (delta: number): void => void this.router?.navigate(delta);
}
