/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { RemoteLoader } from 'host-shell/src/federation/remote-loader';
import catalogue from 'platform-tools/catalogue';
import { BUNDLED_REMOTES } from './bundled-remotes';
import { staticRegistry, staticRuntime } from './static-runtime';

const { remotes: REMOTES } = catalogue;
const ROOT = path.resolve(__dirname, '../../..');
/** How the remote's declaration.json says it mounts (react when it says nothing). */
const declaredMount = (pkg: string) => (JSON.parse(readFileSync(path.join(ROOT, pkg, 'declaration.json'), 'utf8')) as { mount?: string }).mount ?? 'react';

const remotes = BUNDLED_REMOTES.map((remote) => remote.module);
const moduleNamed = (name: string) => remotes.find((remote) => remote.name === name);

describe('the monolith’s stand-in for the federation runtime', () => {
  it('answers each container’s ./remote with the statically imported RemoteModule', async () => {
    const runtime = staticRuntime(remotes);
    await expect(runtime.loadRemote('mfe_cards/remote')).resolves.toBe(moduleNamed('cards'));
    await expect(runtime.loadRemote('mfe_activation/remote')).resolves.toBe(moduleNamed('activation'));
    await expect(runtime.loadRemote('mfe_payouts/remote')).resolves.toBeNull();
  });

  it('bundles every remote of the catalogue, in its order, with the mount kind its declaration gives it', () => {
    const entries = staticRegistry(BUNDLED_REMOTES);
    expect(entries.map((entry) => entry.name)).toEqual(REMOTES.map((remote) => remote.name));
    expect(entries.map((entry) => `${entry.name}:${entry.mount}`)).toEqual(REMOTES.map((remote) => `${remote.name}:${declaredMount(remote.package)}`));
    expect(entries.find((entry) => entry.name === 'activation')?.mount).toBe('parcel');
  });

  it('is accepted by the shell’s own RemoteLoader: the monolith runs the same checks on the same modules', async () => {
    const report = jest.fn();
    const loader = new RemoteLoader(staticRuntime(remotes), report, { fetchRegistry: async () => staticRegistry(BUNDLED_REMOTES) });
    for (const remote of remotes) await expect(loader.load(remote.name)).resolves.toBe(remote);
    expect(report).not.toHaveBeenCalled();
  });
});
