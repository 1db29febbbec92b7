import type { ComponentType } from 'react';
import type { PageProps, RemoteModule } from 'shared-contracts';
import { RemoteLoadError } from '../federation/remote-load-error';
import { ParcelMount } from './ParcelMount';
import { parcelHostMount } from './parcel-host';

/**
 * The page of a parcel remote: single-spa's host parcel and single-spa-react's Parcel around the
 * remote's lifecycles. A chunk of its own with single-spa (webpack/chunks.mjs `PARCEL_LIBRARIES`),
 * loaded with the first parcel page: the dashboard's start, and a React remote's page, need neither.
 */
export async function parcelPage(module: RemoteModule): Promise<{ default: ComponentType<PageProps> }> {
  if (module.mount !== 'parcel') throw new RemoteLoadError(module.name, 'invalid', 'not a parcel');
  const [lifecycles, mountParcel] = await Promise.all([module.lifecycles(), parcelHostMount()]);
  return {
    default: ({ hostApi }: PageProps) => <ParcelMount lifecycles={lifecycles} hostApi={hostApi} mountParcel={mountParcel} />,
  };
}
