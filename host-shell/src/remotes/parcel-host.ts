import { mountRootParcel, type AppProps } from 'single-spa';

type MountParcel = AppProps['mountParcel'];

let host: Promise<MountParcel> | undefined;

/**
 * The `mountParcel` that remote parcels are mounted with. single-spa never forgets a parcel
 * mounted with `mountRootParcel` (it only removes parcels that have a parent on unmount), so every
 * mount would keep its DOM container and React's listeners alive. Instead the shell mounts one
 * empty host parcel for its lifetime and mounts remotes as its children, which single-spa
 * releases on unmount (docs/decisions/0003-mount-kinds.md).
 */
export function parcelHostMount(): Promise<MountParcel> {
  host ??= new Promise<MountParcel>((resolve, reject) => {
    const parcel = mountRootParcel(
      {
        name: 'shell-parcel-host',
        bootstrap: async () => undefined,
        mount: async (props) => resolve((props as AppProps).mountParcel),
        unmount: async () => undefined,
      },
      { domElement: document.createElement('div') },
    );
    parcel.mountPromise.catch((error: unknown) => {
      host = undefined;
      reject(error instanceof Error ? error : new Error(String(error)));
    });
  });
  return host;
}
