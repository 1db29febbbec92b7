import { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import type { HostApi, PageProps } from '../contract';

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

/**
 * A route's page as the shell mounts it: a plain function component of `PageProps` whose tree gets the
 * HostApi through HostApiProvider, so every component under it reads it with `useHostApi()`
 * (docs/decisions/0053-remote-kit.md, 0074). Was a copy in each remote's `features/shared/page.tsx`.
 */
export function routePage(Content: ComponentType): ComponentType<PageProps> {
  return function RoutePage({ hostApi }: PageProps) {
    return (
      <HostApiProvider hostApi={hostApi}>
        <Content />
      </HostApiProvider>
    );
  };
}
