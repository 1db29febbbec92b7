import declaration from '../declaration.json';
import { fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createFakeHostApi, remoteContractProblems } from 'shared-contracts/testing';
import remote from './remote';

describe('notifications ./remote', () => {
  it('is called "notifications" and mounts as react', () => {
    expect(remote.name).toBe('notifications');
    expect(remote.mount).toBe('react');
  });

  it('honours the remote contract the shell checks', async () => {
    await expect(remoteContractProblems(remote, declaration)).resolves.toEqual([]);
  });

  it('fills the slots its declaration lists, each with a component', async () => {
    expect(Object.keys(remote.widgets ?? {}).sort()).toEqual([...declaration.slots].sort());
    for (const load of Object.values(remote.widgets ?? {})) {
      const module = await load();
      expect(typeof module.default).toBe('function');
    }
  });
});

describe('NotificationBell', () => {
  async function renderBell(language: 'en' | 'id' = 'en') {
    const hostApi = createFakeHostApi({ language, translations: { notifications: remote.translations } });
    const load = remote.widgets?.['header.notificationBell'];
    if (!load) throw new Error('no notification bell widget');
    const { default: NotificationBell } = await load();
    render(
      <I18nextProvider i18n={hostApi.i18n}>
        <NotificationBell hostApi={hostApi} />
      </I18nextProvider>,
    );
    return hostApi;
  }

  it('is a button named "Notifications"', async () => {
    await renderBell();
    const bell = screen.getByRole('button', { name: 'Notifications' });
    expect(bell).toHaveAttribute('type', 'button');
  });

  it('navigates to the notification centre through HostApi when clicked', async () => {
    const hostApi = await renderBell();
    expect(hostApi.navigations).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Notifications' }));
    expect(hostApi.navigations).toEqual([{ path: '/notification-center', options: undefined }]);
    expect(declaration.routes.map((route) => route.path)).toContain(hostApi.navigations[0]!.path);
  });

  it('is named in Indonesian for an Indonesian shell', async () => {
    await renderBell('id');
    expect(screen.getByRole('button', { name: 'Notifikasi' })).toBeInTheDocument();
  });
});

describe('NotificationCentrePage', () => {
  it('shows its heading', async () => {
    const hostApi = createFakeHostApi({ translations: { notifications: remote.translations } });
    const { default: Page } = await remote.routes[0]!.page();
    render(
      <I18nextProvider i18n={hostApi.i18n}>
        <Page hostApi={hostApi} />
      </I18nextProvider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Notification centre' })).toBeInTheDocument();
  });
});
