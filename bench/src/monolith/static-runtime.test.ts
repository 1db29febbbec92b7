/** @jest-environment node */
import { RemoteLoader } from 'host-shell/src/federation/remote-loader';
import catalogue from 'platform-tools/catalogue';

const { remotes: REMOTES } = catalogue;
import { BUNDLED_REMOTES } from './bundled-remotes';
import { staticRegistry, staticRuntime } from './static-runtime';

const remotes = BUNDLED_REMOTES.map((remote) => remote.module);
const moduleNamed = (name: string) => remotes.find((remote) => remote.name === name);

describe('the monolith’s stand-in for the federation runtime', () => {
  it('answers each container’s ./remote with the statically imported RemoteModule', async () => {
    const runtime = staticRuntime(remotes);
    await expect(runtime.loadRemote('mfe_cards/remote')).resolves.toBe(moduleNamed('cards'));
    await expect(runtime.loadRemote('mfe_activation/remote')).resolves.toBe(moduleNamed('activation'));
    await expect(runtime.loadRemote('mfe_payouts/remote')).resolves.toBeNull();
  });

  it('bundles every remote of the catalogue, with the mount kind the catalogue gives it', () => {
    const entries = staticRegistry(BUNDLED_REMOTES);
    expect(entries.map((entry) => entry.name).sort()).toEqual(REMOTES.map((remote) => remote.name).sort());
    for (const remote of REMOTES) expect(entries.find((entry) => entry.name === remote.name)?.mount).toBe(remote.mount);
  });

  it('is accepted by the shell’s own RemoteLoader: the monolith runs the same checks on the same modules', async () => {
    const report = jest.fn();
    const loader = new RemoteLoader(staticRuntime(remotes), report, { fetchRegistry: async () => staticRegistry(BUNDLED_REMOTES) });
    for (const remote of remotes) await expect(loader.load(remote.name)).resolves.toBe(remote);
    expect(report).not.toHaveBeenCalled();
  });
});
