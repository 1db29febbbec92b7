// The standalone dev harness of every remote: the remote's routes and widgets with the fake
// HostApi from shared-contracts/testing, served by `pnpm --filter <remote> dev` with hot reload.
import { Suspense, lazy, useMemo, useState, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter, Link, Route, Routes, useLocation, useNavigate } from 'react-router';
import Parcel from 'single-spa-react/parcel';
import { mountRootParcel, type ParcelConfig } from 'single-spa';
import type { HostApi, Language, PageProps, ParcelRemoteModule, RemoteModule, TranslationTree } from 'shared-contracts';
import { createFakeHostApi, remoteTexts } from 'shared-contracts/testing';
import { Skeleton } from 'shared-ui';

function examplePath(path: string): string {
  return path.endsWith('/*') ? path.slice(0, -2) : path;
}

function ParcelPage({ remote, hostApi }: { remote: ParcelRemoteModule; hostApi: HostApi }) {
  const location = useLocation();
  return (
    <Parcel
      config={remote.lifecycles as unknown as ParcelConfig}
      mountParcel={mountRootParcel}
      hostApi={hostApi}
      location={{ pathname: location.pathname, search: location.search, hash: location.hash }}
    />
  );
}

function Harness({ remote, texts }: { remote: RemoteModule; texts: Record<Language, TranslationTree> }) {
  const navigate = useNavigate();
  const [language, setLanguage] = useState('en');
  const hostApi = useMemo(
    () =>
      createFakeHostApi({
        translations: { [remote.name]: texts },
        onNavigate: (path, options) => navigate(path, options),
      }),
    [remote, texts, navigate],
  );
  const pages = useMemo(
    () =>
      remote.mount === 'react'
        ? remote.routes.map((route) => ({ path: route.path, Page: lazy(route.page) as ComponentType<PageProps> }))
        : [],
    [remote],
  );
  const widgets = Object.entries(remote.widgets ?? {}).map(([slot, load]) => ({
    slot,
    Widget: lazy(load) as ComponentType<PageProps>,
  }));
  return (
    <I18nextProvider i18n={hostApi.i18n}>
      <header style={{ display: 'flex', alignItems: 'center', gap: '1rem', padding: '1rem', background: '#fff', borderBottom: '1px solid #dde2e9' }}>
        <strong>{remote.name} (standalone, fake HostApi)</strong>
        <nav aria-label="Remote routes" style={{ display: 'flex', gap: '1rem' }}>
          {remote.routes.map((route) => (
            <Link key={route.path} to={examplePath(route.path)}>
              {examplePath(route.path)}
            </Link>
          ))}
        </nav>
        <label style={{ marginLeft: 'auto' }}>
          Language{' '}
          <select
            value={language}
            onChange={(event) => {
              setLanguage(event.target.value);
              void hostApi.i18n.changeLanguage(event.target.value);
            }}
          >
            <option value="en">English</option>
            <option value="id">Bahasa Indonesia</option>
          </select>
        </label>
        {widgets.map(({ slot, Widget }) => (
          <Suspense key={slot} fallback={null}>
            <Widget hostApi={hostApi} />
          </Suspense>
        ))}
      </header>
      <main style={{ padding: '1.5rem' }}>
        <Suspense fallback={<Skeleton label="Loading" />}>
          {remote.mount === 'parcel' ? (
            <ParcelPage remote={remote} hostApi={hostApi} />
          ) : (
            <Routes>
              {pages.map(({ path, Page }) => (
                <Route key={path} path={path} element={<Page hostApi={hostApi} />} />
              ))}
              <Route path="*" element={<p>Pick one of the remote&apos;s routes above.</p>} />
            </Routes>
          )}
        </Suspense>
      </main>
    </I18nextProvider>
  );
}

/** Renders the harness once the remote's texts are in, every language's (those it fetches per language too). */
export function mountDevHarness(remote: RemoteModule): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('the dev harness needs a #root element');
  void remoteTexts(remote).then((texts) =>
    createRoot(container).render(
      <BrowserRouter>
        <Harness remote={remote} texts={texts} />
      </BrowserRouter>,
    ),
  );
}
