import { lazy, type ComponentType } from 'react';
import type { PageProps, RemoteModule, SlotName, WidgetProps } from 'shared-contracts';
import type { RemoteLoader } from '../federation/remote-loader';
import { RemoteLoadError } from '../federation/remote-load-error';
import { parcelPageCode } from './parcel-code';

type Loaded<P> = { default: ComponentType<P> };

/**
 * Components for remote pages and widgets, made once per key so React keeps their state: lazy
 * ones, or a page itself when its code was loaded before its first render.
 * A failed one keeps failing (so the error reaches the remote's boundary) until the boundary
 * forgets the remote's components on Retry or when the failure panel goes away.
 */
const cache = new Map<string, ComponentType<PageProps>>();

function cached(key: string, load: () => Promise<Loaded<PageProps>>): ComponentType<PageProps> {
  let component = cache.get(key);
  if (!component) {
    component = lazy(load);
    cache.set(key, component);
  }
  return component;
}

/** Forgets a remote's lazy components, so the next render loads them afresh. */
export function forgetRemoteComponents(remote: string): void {
  for (const key of [...cache.keys()]) if (key.startsWith(`${remote}|`)) cache.delete(key);
}

/** A parcel remote's page: its code and the shell's parcel code (single-spa), side by side. */
async function parcelPage(module: Promise<RemoteModule>): Promise<Loaded<PageProps>> {
  const [loaded, { parcelPage: page }] = await Promise.all([module, parcelPageCode()]);
  return page(loaded);
}

/**
 * The page a remote renders for one of its route paths. A parcel remote renders all of its paths
 * itself, so it gets one component for all of them and stays mounted between them.
 */
export function remotePage(loader: RemoteLoader, remote: string, path: string, mount: 'react' | 'parcel'): ComponentType<PageProps> {
  // After a navigation that waited for the remote (navigation/route-code.ts): its failure, not a second attempt.
  const load = () => loader.load(remote, { orLastFailure: true });
  if (mount === 'parcel') return cached(`${remote}|parcel`, () => parcelPage(load()));
  const key = `${remote}|${path}`;
  // The navigation waited for the page's code: render it at once rather than through a lazy
  // component, which would suspend the render it is in for a moment all the same.
  const loaded = cache.has(key) ? undefined : loader.loadedPage(remote, path);
  if (loaded) cache.set(key, loaded.default);
  return cached(key, async () => {
    const module = await load();
    const route = module.mount === 'react' ? module.routes.find((r) => r.path === path) : undefined;
    if (!route) throw new RemoteLoadError(remote, 'invalid', `no page for ${path}`);
    return route.page();
  });
}

const Empty: ComponentType<WidgetProps> = () => null;

/** A remote's widget for a shell slot; an empty slot renders nothing. */
export function remoteWidget(loader: RemoteLoader, remote: string, slot: SlotName): ComponentType<WidgetProps> {
  return cached(`${remote}|slot:${slot}`, async () => {
    const load = (await loader.load(remote)).widgets?.[slot];
    return load ? load() : { default: Empty };
  });
}
