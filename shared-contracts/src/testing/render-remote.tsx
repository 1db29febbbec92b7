/**
 * `shared-contracts/testing/react`: renders a remote's component as the shell mounts it — inside
 * its HostApiProvider, with the HostApi's i18next, and (for a routed area) a router at a path — for
 * a seeded persona, with a fake HostApi that records what the remote asked for. Every remote's
 * tests render through it; what changes per test is the persona, the gateway's answers and the route.
 */
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Route, Routes, useLocation } from 'react-router';
import type { TranslationTree } from '../contract/remote-module';
import type { Language } from '../contract/entities';
import { HostApiProvider } from '../react/host-api-context';
import { createFakeHostApi, signedOutSession, type FakeHostApi, type FakeHostApiOptions } from './fake-host-api';
import { personaSession, type PersonaName, type PersonaOverrides } from './personas';
import { remoteDeclaration } from './remote-contract';

// The shell's router is a browser router, so MemoryRouter is not in the shared subset the lint rule
// allows remotes (platform-tools/shared-subsets); tests load the whole package.
const { MemoryRouter } = jest.requireActual<typeof import('react-router')>('react-router');

/** The remote under test: its namespace and translations (its `./remote` module) and its declaration.json. */
export interface RemoteUnderTest {
  remote: { name: string; translations: Partial<Record<Language, TranslationTree>> };
  /** The remote's declaration.json: its route keys and gates answer `hostApi.routes` as the shell would. */
  declaration?: unknown;
}

export interface RenderRemoteOptions extends RemoteUnderTest {
  /** Who is signed in (a seeded persona, `owner` unless told), or `'signedOut'`. */
  persona?: PersonaName | 'signedOut';
  /** What this test changes of the persona's session. */
  session?: PersonaOverrides;
  /** The rest of the fake HostApi: the gateway's answers, the language, which route keys are visible… */
  hostApi?: Omit<FakeHostApiOptions, 'session' | 'translations'>;
  /**
   * Render inside a router at `path`, under a route `pattern` as the shell mounts the remote
   * (`'/settings/*'`); the current address shows in an `<output data-testid="where">`.
   */
  route?: string | { path: string; pattern?: string };
  /** More providers the component needs around it (rare). */
  wrapper?: (children: ReactNode) => ReactElement;
}

export interface RenderRemoteResult extends RenderResult {
  hostApi: FakeHostApi;
}

/** The fake HostApi renderRemote hands the remote, for a test that renders by other means. */
export function remoteHostApi(options: Omit<RenderRemoteOptions, 'route' | 'wrapper'>): FakeHostApi {
  const { remote, declaration, persona = 'owner', session, hostApi = {} } = options;
  const routes = declaration === undefined ? hostApi.routes : { ...hostApi.routes, declaration: remoteDeclaration(declaration) };
  return createFakeHostApi({
    ...hostApi,
    ...(routes ? { routes } : {}),
    translations: { [remote.name]: remote.translations },
    session: persona === 'signedOut' ? signedOutSession : personaSession(persona, session),
  });
}

function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}${location.hash}`}</output>;
}

/**
 * Renders `ui` as the remote's tree for a persona; returns the fake HostApi beside testing-library's
 * result. `ui` may be a function of the HostApi, for a root the shell mounts with it as a prop
 * (`(hostApi) => <HomePage hostApi={hostApi} />`).
 */
export function renderRemote(ui: ReactElement | ((hostApi: FakeHostApi) => ReactElement), options: RenderRemoteOptions): RenderRemoteResult {
  const hostApi = remoteHostApi(options);
  const { route, wrapper } = options;
  const element = typeof ui === 'function' ? ui(hostApi) : ui;
  const routed = route === undefined ? element : routedAt(element, typeof route === 'string' ? { path: route } : route);
  const tree = (
    <I18nextProvider i18n={hostApi.i18n}>
      <HostApiProvider hostApi={hostApi}>{wrapper ? wrapper(routed) : routed}</HostApiProvider>
    </I18nextProvider>
  );
  return { hostApi, ...render(tree) };
}

function routedAt(ui: ReactElement, { path, pattern }: { path: string; pattern?: string }) {
  return (
    <MemoryRouter initialEntries={[path]}>
      {pattern ? (
        <Routes>
          <Route path={pattern} element={ui} />
        </Routes>
      ) : (
        ui
      )}
      <Where />
    </MemoryRouter>
  );
}
