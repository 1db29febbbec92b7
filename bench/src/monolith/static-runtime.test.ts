/** @jest-environment node */
import { RemoteLoader } from 'host-shell/src/federation/remote-loader';
import activation from 'mfe-activation/src/remote';
import cards from 'mfe-cards/src/remote';
import home from 'mfe-home/src/remote';
import notifications from 'mfe-notifications/src/remote';
import settings from 'mfe-settings/src/remote';
import { REMOTE_AREAS } from 'shared-contracts';
import { staticRegistry, staticRuntime } from './static-runtime';

const remotes = [home, activation, cards, settings, notifications];

describe('the monolith’s stand-in for the federation runtime', () => {
  it('answers each container’s ./remote with the statically imported RemoteModule', async () => {
    const runtime = staticRuntime(remotes);
    await expect(runtime.loadRemote('mfe_cards/remote')).resolves.toBe(cards);
    await expect(runtime.loadRemote('mfe_activation/remote')).resolves.toBe(activation);
    await expect(runtime.loadRemote('mfe_payouts/remote')).resolves.toBeNull();
  });

  it('lists every remote area of the shell, with the mount kind each remote declares', () => {
    const entries = staticRegistry(remotes);
    expect(entries.map((entry) => entry.name).sort()).toEqual(REMOTE_AREAS.map((area) => area.remote).sort());
    expect(entries.find((entry) => entry.name === 'activation')?.mount).toBe('parcel');
  });

  it('is accepted by the shell’s own RemoteLoader: the monolith runs the same checks on the same modules', async () => {
    const report = jest.fn();
    const loader = new RemoteLoader(staticRuntime(remotes), report, { fetchRegistry: async () => staticRegistry(remotes) });
    for (const remote of remotes) await expect(loader.load(remote.name)).resolves.toBe(remote);
    expect(report).not.toHaveBeenCalled();
  });
});
