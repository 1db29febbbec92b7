import { useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import type { AppProps, ParcelConfig } from 'single-spa';
import Parcel from 'single-spa-react/parcel';
import type { HostApi, ParcelLifecycles } from 'shared-contracts';

export interface ParcelMountProps {
  lifecycles: ParcelLifecycles;
  hostApi: HostApi;
  /** From parcelHostMount(): mounts the parcel as a child of the shell's host parcel. */
  mountParcel: AppProps['mountParcel'];
}

/**
 * Mounts a parcel remote with single-spa-react's Parcel: its own React root, HostApi as props, and
 * every location change passed through the parcel's `update`. Unmounting the route unmounts it.
 */
export function ParcelMount({ lifecycles, hostApi, mountParcel }: ParcelMountProps) {
  const { pathname, search, hash } = useLocation();
  const [error, setError] = useState<Error | null>(null);
  const location = useMemo(() => ({ pathname, search, hash }), [pathname, search, hash]);
  if (error) throw error; // to the remote's error boundary
  return (
    <Parcel
      config={lifecycles as unknown as ParcelConfig}
      mountParcel={mountParcel}
      wrapWith="div"
      wrapClassName="shell-parcel"
      handleError={setError}
      hostApi={hostApi}
      location={location}
    />
  );
}
