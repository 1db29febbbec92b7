import type { RemoteModule } from 'shared-contracts';
import { parcelPageCode } from '../remotes/parcel-code';
import { RemoteLoader, type FederationRuntime } from './remote-loader';
import { activationModule, cardsModule, registry } from './remote-modules.fixture';

// The shell's parcel code (single-spa) is a chunk of its own, loaded with a parcel page only: here a
// promise the test holds back.
jest.mock('../remotes/parcel-code', () => ({ parcelPageCode: jest.fn() }));

describe('RemoteLoader.loadPath and the shell’s parcel code', () => {
  it('asks for it beside a parcel remote’s code, is ready once both are here, and never asks for it for a React remote', async () => {
    let remoteArrives: (module: RemoteModule) => void = () => undefined;
    let parcelCodeArrives: () => void = () => undefined;
    const loadRemote = jest
      .fn<Promise<unknown>, [string]>()
      .mockImplementationOnce(() => new Promise((resolve) => (remoteArrives = resolve)))
      .mockResolvedValueOnce(cardsModule());
    jest.mocked(parcelPageCode).mockImplementationOnce(() => new Promise((resolve) => (parcelCodeArrives = () => resolve({} as never))));
    const runtime = { registerRemotes: jest.fn(), loadRemote } as unknown as FederationRuntime;
    const loader = new RemoteLoader(runtime, jest.fn(), { fetchRegistry: async () => registry });
    await loader.start();

    const loaded = loader.loadPath('/activation');
    expect(parcelPageCode).toHaveBeenCalledTimes(1); // before the remote has arrived
    const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
    await tick();
    remoteArrives(activationModule());
    await tick();
    expect(loader.isPathReady('/activation')).toBe(false);
    parcelCodeArrives();
    await loaded;
    expect(loader.isPathReady('/activation')).toBe(true);

    await loader.loadPath('/credit_cards/payments');
    expect(loader.isPathReady('/credit_cards/payments')).toBe(true);
    expect(parcelPageCode).toHaveBeenCalledTimes(1);
  });
});
