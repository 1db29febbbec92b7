import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * The shell's command palette opens an action a remote declares as `path?action=<key>#anchor`
 * (shared-contracts/registry `PaletteEntryDeclaration`). Calls `start` once when the address asks
 * for `key` and `allowed` holds, then takes the parameter out of the address (replacing the history
 * entry, keeping the rest of the query and the `#section`), so a reload or Back does not start it
 * again. Bundled into each remote: it needs nothing from the shell but the router it renders under.
 */
export function useRequestedAction(key: string, allowed: boolean, start: () => void): void {
  const location = useLocation();
  const navigate = useNavigate();
  const params = new URLSearchParams(location.search);
  const requested = params.get('action') === key;
  useEffect(() => {
    if (!requested) return;
    if (allowed) start();
    params.delete('action');
    const search = params.toString();
    void navigate({ pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash }, { replace: true, preventScrollReset: true });
    // Once per request: `start` and `allowed` are read when the address asks.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [requested]);
}
