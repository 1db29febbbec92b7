import declaration from '../declaration.json';
import { screen } from '@testing-library/react';
import { remoteContractProblems } from 'shared-contracts/testing';
import remote from './remote';
import { renderHome } from './testing/render';

describe('home ./remote', () => {
  it('is called "home" and mounts as react', () => {
    expect(remote.name).toBe('home');
    expect(remote.mount).toBe('react');
  });

  it('honours the remote contract the shell checks', async () => {
    await expect(remoteContractProblems(remote, declaration)).resolves.toEqual([]);
  });

  it.each([
    ['en', 'Home'],
    ['id', 'Beranda'],
  ] as const)('its page shows its heading in %s', async (language, heading) => {
    await remote.routes[0]!.page();
    const { hostApi } = renderHome({ language });
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(hostApi.reportedErrors).toEqual([]);
  });
});
