import declaration from '../declaration.json';
import { TextDecoder, TextEncoder } from 'node:util';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import type { TranslationTree } from 'shared-contracts';
import { createFakeHostApi, remoteContractProblems } from 'shared-contracts/testing';
import remote from './remote';

// react-router needs TextEncoder as it loads and jsdom has none: provide it, then load the router.
Object.assign(globalThis, { TextEncoder, TextDecoder });
let router: typeof import('react-router');
beforeAll(async () => {
  router = await import('react-router');
});

describe('settings ./remote', () => {
  it('is called "settings" and mounts as react', () => {
    expect(remote.name).toBe('settings');
    expect(remote.mount).toBe('react');
  });

  it('honours the remote contract the shell checks', async () => {
    await expect(remoteContractProblems(remote, declaration)).resolves.toEqual([]);
  });
});

describe('SettingsArea', () => {
  async function renderAt(path: string, language: 'en' | 'id' = 'en') {
    const { MemoryRouter, Route, Routes } = router;
    const hostApi = createFakeHostApi({ language, translations: { settings: remote.translations } });
    const { default: SettingsArea } = await remote.routes[0]!.page();
    render(
      <I18nextProvider i18n={hostApi.i18n}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/settings/*" element={<SettingsArea hostApi={hostApi} />} />
          </Routes>
        </MemoryRouter>
      </I18nextProvider>,
    );
    return hostApi;
  }

  it('shows the "Team" heading at /settings/team', async () => {
    await renderAt('/settings/team');
    expect(screen.getByRole('heading', { level: 1, name: 'Team' })).toBeInTheDocument();
    expect(screen.getByText('This settings page is not built yet.')).toBeInTheDocument();
  });

  it('shows a not-found heading for an unknown settings page', async () => {
    const hostApi = await renderAt('/settings/does-not-exist');
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByText('There is no settings page at this address.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Team' })).not.toBeInTheDocument();
    expect(hostApi.reportedErrors).toEqual([]);
  });

  it('shows the settings index at /settings', async () => {
    await renderAt('/settings');
    expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
  });

  it('keeps a sub-page heading for deeper paths under it', async () => {
    await renderAt('/settings/developers/api-keys');
    expect(screen.getByRole('heading', { level: 1, name: 'Developers' })).toBeInTheDocument();
  });

  it('speaks Indonesian', async () => {
    await renderAt('/settings/team', 'id');
    expect(screen.getByRole('heading', { level: 1, name: 'Tim' })).toBeInTheDocument();
  });

  it('has a title for every settings page it routes', async () => {
    const { SETTINGS_PAGES } = await import('./features/settings/pages/SettingsArea');
    const pages = remote.translations.en.pages;
    expect(typeof pages).toBe('object');
    expect(Object.keys(pages as TranslationTree).sort()).toEqual([...SETTINGS_PAGES].sort());
  });
});
