import declaration from '../declaration.json';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createFakeHostApi, remoteContractProblems } from 'shared-contracts/testing';
import remote from './remote';

describe('home ./remote', () => {
  it('is called "home" and mounts as react', () => {
    expect(remote.name).toBe('home');
    expect(remote.mount).toBe('react');
  });

  it('honours the remote contract the shell checks', async () => {
    await expect(remoteContractProblems(remote, declaration)).resolves.toEqual([]);
  });
});

describe('HomePage', () => {
  it.each([
    ['en', 'Home'],
    ['id', 'Beranda'],
  ] as const)('shows its heading in %s', async (language, heading) => {
    const hostApi = createFakeHostApi({ language, translations: { home: remote.translations } });
    const { default: HomePage } = await remote.routes[0]!.page();
    render(
      <I18nextProvider i18n={hostApi.i18n}>
        <HomePage hostApi={hostApi} />
      </I18nextProvider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(hostApi.reportedErrors).toEqual([]);
  });
});
