import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GatewayError } from 'shared-contracts';
import type { FakeGatewayCall } from 'shared-contracts/testing';
import { answerOf, notification } from '../../testing/notifications.fixture';
import { renderWith } from '../../testing/render';
import NotificationBell from './NotificationBell';

const latest = Array.from({ length: 5 }, (_, index) => notification(index + 1));
const serverError = () => {
  throw new GatewayError('SERVER_ERROR', 'down', 500);
};

async function openBell() {
  fireEvent.click(screen.getByRole('button', { name: 'Notifications' }));
  return screen.findByRole('region', { name: 'Notifications' });
}

describe('NotificationBell', () => {
  it('is a button named "Notifications" that shows the unread count, capped at 99+', async () => {
    renderWith(NotificationBell, { gateway: { 'GET /api/notifications': answerOf(latest, 126, 126) } });
    const bell = screen.getByRole('button', { name: 'Notifications' });
    expect(bell).toHaveAttribute('aria-expanded', 'false');
    expect(await screen.findByTestId('notification-badge')).toHaveTextContent('99+');
    expect(bell).toHaveAccessibleDescription('Unread notifications: 126');
  });

  it('shows no badge without unread notifications, and speaks Indonesian in an Indonesian shell', async () => {
    const { hostApi } = renderWith(NotificationBell, { language: 'id', gateway: { 'GET /api/notifications': answerOf([], 0, 0) } });
    await waitFor(() => expect(hostApi.gateway.calls).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Notifikasi' })).toHaveAccessibleDescription('Notifikasi belum dibaca: 0');
    expect(screen.queryByTestId('notification-badge')).toBeNull();
  });

  it('opens the latest 5 with the tags, Mark all as read and See all', async () => {
    const { hostApi } = renderWith(NotificationBell, { gateway: { 'GET /api/notifications': answerOf(latest, 12, 40) } });
    const panel = await openBell();
    expect(await within(panel).findAllByRole('article')).toHaveLength(5);
    expect(hostApi.gateway.calls[0]!.query).toEqual({ limit: 5 });
    expect(within(panel).getByRole('button', { name: 'Products' })).toHaveAttribute('aria-pressed', 'false');
    expect(within(panel).getByRole('button', { name: 'Mark all as read' })).toBeEnabled();
    fireEvent.click(within(panel).getByRole('link', { name: 'See all' }));
    expect(hostApi.navigations).toEqual([{ path: '/notification-center', options: undefined }]);
    expect(screen.queryByRole('region', { name: 'Notifications' })).toBeNull();
  });

  it('filters by tag: the active tag is pressed and the call asks for its type', async () => {
    const { hostApi } = renderWith(NotificationBell, {
      gateway: { 'GET /api/notifications': (call: FakeGatewayCall) => answerOf(call.query.type ? [notification(9, { type: 'UPDATE' })] : latest) },
    });
    const panel = await openBell();
    fireEvent.click(within(panel).getByRole('button', { name: 'Updates' }));
    expect(within(panel).getByRole('button', { name: 'Updates' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(within(panel).getAllByRole('article')).toHaveLength(1));
    expect(hostApi.gateway.calls.at(-1)!.query).toEqual({ limit: 5, type: 'UPDATE' });
    fireEvent.click(within(panel).getByRole('button', { name: 'Updates' }));
    expect(within(panel).getByRole('button', { name: 'Updates' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('has no See all where the notification centre is off (spec 02 §6)', async () => {
    renderWith(NotificationBell, { centreFlag: false, gateway: { 'GET /api/notifications': answerOf(latest) } });
    const panel = await openBell();
    await within(panel).findAllByRole('article');
    expect(within(panel).queryByRole('link', { name: 'See all' })).toBeNull();
  });

  it('a failed fetch shows an error state whose Refresh asks again', async () => {
    let fail = true;
    renderWith(NotificationBell, { gateway: { 'GET /api/notifications': () => (fail ? serverError() : answerOf(latest)) } });
    const panel = await openBell();
    expect(await within(panel).findByRole('alert')).toHaveTextContent('Notifications could not be loaded.');
    fail = false;
    fireEvent.click(within(panel).getByRole('button', { name: 'Refresh' }));
    expect(await within(panel).findAllByRole('article')).toHaveLength(5);
  });

  it('an empty list shows the no-notification message', async () => {
    renderWith(NotificationBell, { gateway: { 'GET /api/notifications': answerOf([]) } });
    const panel = await openBell();
    expect(await within(panel).findByRole('heading', { name: 'You have no notifications.' })).toBeInTheDocument();
  });

  it('opening an in-app link reads it, navigates and closes; the badge drops', async () => {
    const items = [notification(1, { target_url: '/invoices' }), ...latest.slice(1)];
    let read = false;
    const { hostApi } = renderWith(NotificationBell, {
      gateway: {
        'GET /api/notifications': () => answerOf(read ? [{ ...items[0]!, is_read: true }, ...items.slice(1)] : items, read ? 4 : 5),
        'POST /api/notifications/ntf_1/read': () => {
          read = true;
          return { ...items[0]!, is_read: true };
        },
      },
    });
    const panel = await openBell();
    fireEvent.click(await within(panel).findByRole('link', { name: 'Notification 1' }));
    expect(hostApi.navigations).toEqual([{ path: '/invoices', options: undefined }]);
    await waitFor(() => expect(screen.getByTestId('notification-badge')).toHaveTextContent('4'));
  });

  it('a failed read changes nothing but the message errorReadOneNotification', async () => {
    renderWith(NotificationBell, {
      gateway: { 'GET /api/notifications': answerOf(latest), 'POST /api/notifications/ntf_2/read': serverError },
    });
    const panel = await openBell();
    await within(panel).findAllByRole('article');
    fireEvent.click(within(panel).getByRole('button', { name: /^Mark as read\W+Notification 2$/ }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent('The notification could not be marked as read. Please try again.');
    expect(screen.getByTestId('notification-badge')).toHaveTextContent('5');
    expect(within(panel).getByRole('button', { name: /^Mark as read\W+Notification 2$/ })).toBeInTheDocument();
  });

  it('Mark all as read failing shows errorReadAllNotification', async () => {
    renderWith(NotificationBell, {
      gateway: { 'GET /api/notifications': answerOf(latest), 'POST /api/notifications/read-all': serverError },
    });
    const panel = await openBell();
    await within(panel).findAllByRole('article');
    fireEvent.click(within(panel).getByRole('button', { name: 'Mark all as read' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent('The notifications could not be marked as read. Please try again.');
    expect(screen.getByTestId('notification-badge')).toHaveTextContent('5');
  });

  it('Escape closes the dropdown and returns focus to the bell', async () => {
    renderWith(NotificationBell, { gateway: { 'GET /api/notifications': answerOf(latest) } });
    await openBell();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('region', { name: 'Notifications' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Notifications' })).toHaveFocus();
  });
});
