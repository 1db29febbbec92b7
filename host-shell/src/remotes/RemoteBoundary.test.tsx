import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { i18n } from 'i18next';
import { Suspense, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { ErrorContext, ReactRemoteModule } from 'shared-contracts';
import type { RegistryEntry } from 'shared-contracts/registry';
import { createFakeHostApi } from 'shared-contracts/testing';
import { RemoteLoadError } from '../federation/remote-load-error';
import { RemoteLoader, type FederationRuntime } from '../federation/remote-loader';
import { shellI18nForTests } from '../testing/shell-i18n';
import { RemoteFailure } from './RemoteFailure';

let RemoteBoundary: typeof import('./RemoteBoundary').RemoteBoundary;
let remotePage: typeof import('./lazy-remote').remotePage;
let forgetRemoteComponents: typeof import('./lazy-remote').forgetRemoteComponents;
beforeAll(async () => {
  ({ RemoteBoundary } = await import('./RemoteBoundary'));
  ({ remotePage, forgetRemoteComponents } = await import('./lazy-remote'));
});

/** A child that throws while `state.fail` is set (module-level so the test can make it stop). */
function makeThrower(error: () => Error) {
  const state = { fail: true };
  function Thrower() {
    if (state.fail) throw error();
    return <p>Cards content</p>;
  }
  return { state, Thrower };
}

interface Rendered {
  report: jest.Mock<void, [unknown, ErrorContext]>;
  onRetry: jest.Mock<void, []>;
}

function renderBoundary(
  children: ReactNode,
  instance: i18n = shellI18nForTests('en'),
  remote = 'cards',
  title: string | null = instance.language === 'id' ? 'Kartu' : 'Cards',
): Rendered {
  const report = jest.fn<void, [unknown, ErrorContext]>();
  const onRetry = jest.fn<void, []>();
  render(
    <I18nextProvider i18n={instance}>
      <RemoteBoundary remote={remote} title={title ?? undefined} report={report} onRetry={onRetry}>
        {children}
      </RemoteBoundary>
    </I18nextProvider>,
  );
  return { report, onRetry };
}

let consoleError: jest.SpyInstance;

beforeEach(() => {
  // React logs every error a boundary catches; these errors are expected.
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  consoleError.mockRestore();
});

describe('RemoteBoundary', () => {
  it('renders its children when nothing fails', () => {
    const { report } = renderBoundary(<p>Cards content</p>);
    expect(screen.getByText('Cards content')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(report).not.toHaveBeenCalled();
  });

  it('contains a child that throws: an alert naming the remote, with Retry', () => {
    const { Thrower } = makeThrower(() => new Error('render exploded'));
    renderBoundary(<Thrower />);

    const alert = screen.getByRole('alert', { name: 'Cards could not be loaded.' });
    expect(alert).toHaveTextContent('The rest of the dashboard still works.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeEnabled();
    expect(screen.queryByText('Cards content')).not.toBeInTheDocument();
  });

  it('reports a render error with the remote and phase "render"', () => {
    const error = new Error('render exploded');
    const { Thrower } = makeThrower(() => error);
    const { report, onRetry } = renderBoundary(<Thrower />);

    expect(report).toHaveBeenCalledTimes(1);
    expect(report).toHaveBeenCalledWith(error, { remote: 'cards', phase: 'render' });
    expect(onRetry).not.toHaveBeenCalled();
  });

  it('does not report a RemoteLoadError again (the loader reported it)', () => {
    const { Thrower } = makeThrower(() => new RemoteLoadError('cards', 'unavailable', 'network down'));
    const { report } = renderBoundary(<Thrower />);

    expect(screen.getByRole('alert', { name: 'Cards could not be loaded.' })).toBeInTheDocument();
    expect(report).not.toHaveBeenCalled();
  });

  it('shows the incompatible message for a RemoteLoadError of kind "incompatible"', () => {
    const { Thrower } = makeThrower(() => new RemoteLoadError('cards', 'incompatible', 'needs contracts ^2.0.0'));
    const { report } = renderBoundary(<Thrower />);

    expect(
      screen.getByRole('alert', { name: 'Cards is not compatible with this version of the dashboard.' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Cards could not be loaded.')).not.toBeInTheDocument();
    expect(report).not.toHaveBeenCalled();
  });

  it.each(['unavailable', 'timeout', 'invalid'] as const)('shows the generic message for kind "%s"', (kind) => {
    const { Thrower } = makeThrower(() => new RemoteLoadError('cards', kind, 'detail'));
    renderBoundary(<Thrower />);
    expect(screen.getByRole('alert', { name: 'Cards could not be loaded.' })).toBeInTheDocument();
  });

  it('Retry calls onRetry and renders the children again', async () => {
    const { state, Thrower } = makeThrower(() => new Error('render exploded'));
    const { onRetry, report } = renderBoundary(<Thrower />);
    expect(screen.getByRole('alert')).toBeInTheDocument();

    state.fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));

    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Cards content')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(report).toHaveBeenCalledTimes(1);
  });

  it('shows the panel again (and reports again) when the retried child still throws', async () => {
    const { Thrower } = makeThrower(() => new Error('still broken'));
    const { onRetry, report } = renderBoundary(<Thrower />);

    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));

    await waitFor(() => expect(report).toHaveBeenCalledTimes(2));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('alert', { name: 'Cards could not be loaded.' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('names the remote by its declared title, or "this part of the dashboard" without one', () => {
    const { Thrower } = makeThrower(() => new Error('boom'));
    renderBoundary(<Thrower />, shellI18nForTests('en'), 'payouts', null);
    expect(screen.getByRole('alert', { name: 'This part of the dashboard could not be loaded.' })).toBeInTheDocument();
  });

  it('speaks the shell language (Indonesian)', () => {
    const { Thrower } = makeThrower(() => new Error('boom'));
    renderBoundary(<Thrower />, shellI18nForTests('id'));
    expect(screen.getByRole('alert', { name: 'Kartu tidak dapat dimuat.' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Coba lagi' })).toBeInTheDocument();
  });

  it('uses a custom fallback when given one, with the error and a working retry', async () => {
    const { state, Thrower } = makeThrower(() => new Error('custom'));
    const report = jest.fn<void, [unknown, ErrorContext]>();
    const onRetry = jest.fn<void, []>();
    render(
      <I18nextProvider i18n={shellI18nForTests('en')}>
        <RemoteBoundary
          remote="notifications"
          report={report}
          onRetry={onRetry}
          fallback={({ error, retry }) => (
            <button type="button" onClick={retry}>
              {`Bell failed: ${error.message}`}
            </button>
          )}
        >
          <Thrower />
        </RemoteBoundary>
      </I18nextProvider>,
    );

    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    state.fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Bell failed: custom' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Cards content')).toBeInTheDocument();
    expect(report).toHaveBeenCalledWith(expect.any(Error), { remote: 'notifications', phase: 'render' });
  });
});

describe('RemoteBoundary with the loader and lazy remote pages', () => {
  const entry: RegistryEntry = {
    name: 'cards',
    manifest: 'https://cdn.example.com/cards/mf-manifest.json',
    mount: 'react',
    version: '1.0.0',
    declaration: { title: { en: 'Cards', id: 'Kartu' }, routes: [{ path: '/credit_cards/*' }], menu: [], slots: [] },
  };
  const cardsRemote: ReactRemoteModule = {
    name: 'cards',
    contracts: '^2.0.0',
    mount: 'react',
    routes: [{ path: '/credit_cards/*', page: async () => ({ default: () => <h1>Card payments</h1> }) }],
    translations: { en: {}, id: {} },
  };

  // The lazy components are cached for the page's lifetime; each test starts from a fresh page.
  beforeEach(() => forgetRemoteComponents('cards'));

  function setupLoader() {
    const runtime = {
      registerRemotes: jest.fn<void, Parameters<FederationRuntime['registerRemotes']>>(),
      loadRemote: jest.fn<Promise<unknown>, [string]>(),
    };
    runtime.loadRemote.mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue({ default: cardsRemote });
    const report = jest.fn<void, [unknown, ErrorContext]>();
    const loader = new RemoteLoader(runtime as unknown as FederationRuntime, report, { fetchRegistry: async () => [entry] });
    const hostApi = createFakeHostApi();
    function Content() {
      const Page = remotePage(loader, 'cards', '/credit_cards/*', 'react');
      return <Page hostApi={hostApi} />;
    }
    function Shell({ show = true }: { show?: boolean }) {
      return (
        <I18nextProvider i18n={shellI18nForTests('en')}>
          <Suspense fallback={<p>Loading</p>}>
            {show ? (
              <RemoteBoundary remote="cards" title="Cards" report={report} onRetry={() => loader.retry('cards')}>
                <Content />
              </RemoteBoundary>
            ) : (
              <p>Elsewhere</p>
            )}
          </Suspense>
        </I18nextProvider>
      );
    }
    return { runtime, report, Shell };
  }

  it('shows the panel for a remote that failed to load, reports it once, and Retry loads it afresh', async () => {
    const { runtime, report, Shell } = setupLoader();
    render(<Shell />);

    expect(await screen.findByRole('alert', { name: 'Cards could not be loaded.' })).toBeInTheDocument();
    // Reported by the loader, with the remote and the kind; not again by the boundary.
    expect(report).toHaveBeenCalledTimes(1);
    expect(report).toHaveBeenCalledWith(expect.any(RemoteLoadError), { remote: 'cards', phase: 'load:unavailable' });

    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('heading', { name: 'Card payments' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(runtime.registerRemotes).toHaveBeenLastCalledWith([{ name: 'mfe_cards', entry: entry.manifest }], { force: true });
    expect(runtime.loadRemote).toHaveBeenCalledTimes(2);
    expect(report).toHaveBeenCalledTimes(1);
  });

  it('tries a failed remote again on the next visit, after the failure panel went away', async () => {
    const { runtime, Shell } = setupLoader();
    const { rerender } = render(<Shell />);
    expect(await screen.findByRole('alert', { name: 'Cards could not be loaded.' })).toBeInTheDocument();

    rerender(<Shell show={false} />);
    expect(screen.getByText('Elsewhere')).toBeInTheDocument();
    rerender(<Shell />);

    expect(await screen.findByRole('heading', { name: 'Card payments' })).toBeInTheDocument();
    expect(runtime.loadRemote).toHaveBeenCalledTimes(2);
  });
});

describe('RemoteFailure', () => {
  it('is an alert labelled by its heading, and Retry calls onRetry', async () => {
    const onRetry = jest.fn();
    render(
      <I18nextProvider i18n={shellI18nForTests('en')}>
        <RemoteFailure title="Home" onRetry={onRetry} />
      </I18nextProvider>,
    );
    const alert = screen.getByRole('alert', { name: 'Home could not be loaded.' });
    expect(alert).toContainElement(screen.getByRole('heading', { name: 'Home could not be loaded.' }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    });
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
