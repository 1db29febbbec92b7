import type { RegistryEntry } from 'shared-contracts/registry';
import type { FederationRuntime } from './federation/remote-loader';
import { startShell } from './start-shell';

// The deployment is read over the network: here it never arrives, to see what starts before it.
const loadDeployment = jest.fn(() => new Promise<never>(() => undefined));
jest.mock('./config/deployment', () => ({ ...jest.requireActual('./config/deployment'), loadDeployment: () => loadDeployment() }));

const CARDS: RegistryEntry = {
  name: 'cards',
  manifest: 'https://cdn.example.com/cards/mf-manifest.json',
  mount: 'react',
  version: '1.0.0',
  declaration: { title: { en: 'Cards', id: 'Kartu' }, routes: [{ path: '/credit_cards/*' }], menu: [], slots: [] },
};

function start() {
  const runtime = { registerRemotes: jest.fn(), loadRemote: jest.fn(() => new Promise(() => undefined)) };
  const fetchRegistry = jest.fn(async (): Promise<readonly RegistryEntry[]> => [CARDS]);
  void startShell({ runtime: runtime as unknown as FederationRuntime, fetchRegistry, report: jest.fn(), overrides: { decisions: [] } });
  return { runtime, fetchRegistry };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the start-up (start-shell.tsx)', () => {
  it("fetches the registry and loads the current page's remote while the deployment is still on its way", async () => {
    window.history.replaceState(null, '', '/credit_cards/payments');
    const { runtime, fetchRegistry } = start();
    expect(fetchRegistry).toHaveBeenCalledTimes(1);
    await flush();
    expect(loadDeployment).toHaveBeenCalled();
    expect(runtime.registerRemotes).toHaveBeenCalledWith([expect.objectContaining({ entry: CARDS.manifest })]);
    expect(runtime.loadRemote).toHaveBeenCalledWith(expect.stringContaining('cards'));
    expect(document.documentElement.dataset.brand).toBeUndefined(); // nothing of the deployment's yet
  });

  it('loads no remote on a page no remote serves', async () => {
    window.history.replaceState(null, '', '/login');
    const { runtime, fetchRegistry } = start();
    await flush();
    expect(fetchRegistry).toHaveBeenCalledTimes(1);
    expect(runtime.loadRemote).not.toHaveBeenCalled();
  });
});
