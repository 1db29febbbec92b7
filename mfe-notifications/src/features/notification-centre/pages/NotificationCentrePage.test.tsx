import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GatewayError } from 'shared-contracts';
import type { FakeGatewayCall } from 'shared-contracts/testing';
import { answerOf, notification } from '../../../testing/notifications.fixture';
import { renderWith } from '../../../testing/render';
import NotificationCentrePage from './NotificationCentrePage';

const serverError = () => {
  throw new GatewayError('SERVER_ERROR', 'down', 500);
};
const page = (from: number, count: number) => Array.from({ length: count }, (_, index) => notification(from + index));

describe('NotificationCentrePage', () => {
  it('pages through total_count, 10 at a time', async () => {
    const { hostApi } = renderWith(NotificationCentrePage, {
      gateway: { 'GET /api/notifications': (call: FakeGatewayCall) => answerOf(page((Number(call.query.page) - 1) * 10 + 1, 10), 84, 126) },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Notification centre' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Notifications' });
    expect(within(list).getAllByRole('article')).toHaveLength(10);
    expect(screen.getByText('Page 1 of 13')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /Next page/ }));
    expect(await screen.findByRole('heading', { name: /Notification 11$/ })).toBeInTheDocument();
    expect(hostApi.gateway.calls.at(-1)!.query).toEqual({ limit: 10, page: 2 });
  });

  it('shows titles and messages as text, never as HTML', async () => {
    const payloads = [
      notification(1, { title: { en: 'Scheduled maintenance <img src=x onerror=alert(1)>' }, message: { en: 'Paused. <script>alert("xss")</script>' } }),
      notification(2, { title: { en: 'Payment links, <b>bold</b> new look' } }),
    ];
    const { container } = renderWith(NotificationCentrePage, { gateway: { 'GET /api/notifications': answerOf(payloads) } });
    expect(await screen.findByText('Scheduled maintenance <img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(screen.getByText('Paused. <script>alert("xss")</script>')).toBeInTheDocument();
    expect(screen.getByText('Payment links, <b>bold</b> new look')).toBeInTheDocument();
    expect(container.querySelector('script, b, img[src="x"]')).toBeNull();
  });

  it('speaks the user language with English fallback, and dates in the business country format', async () => {
    const items = [
      notification(1, { title: { en: 'Cards now settle faster', id: 'Kartu kini lebih cepat cair' }, created: '2026-03-04T05:06:00.000Z' }),
      notification(2, { title: { en: 'Account review completed' }, message: { en: 'No action is needed.' } }),
    ];
    renderWith(NotificationCentrePage, { language: 'id', country: 'Philippines', gateway: { 'GET /api/notifications': answerOf(items) } });
    expect(await screen.findByRole('heading', { name: /Kartu kini lebih cepat cair/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /Account review completed/ })).toBeInTheDocument();
    expect(screen.getByText('No action is needed.')).toBeInTheDocument();
    expect(screen.getByText('03/04/2026 05:06')).toHaveAttribute('datetime', '2026-03-04T05:06:00.000Z');
    expect(screen.getByRole('heading', { level: 1, name: 'Pusat notifikasi' })).toBeInTheDocument();
  });

  it('follows target_url only by the link rule', async () => {
    const items = [
      notification(1, { title: { en: 'In the dashboard' }, target_url: '/settings/team#members' }),
      notification(2, { title: { en: 'Elsewhere' }, target_url: 'https://docs.example.com/changelog' }),
      notification(3, { title: { en: 'Script' }, target_url: 'javascript:alert(1)' }),
      notification(4, { title: { en: 'Data' }, target_url: 'data:text/html,<script>alert(1)</script>' }),
      notification(5, { title: { en: 'Protocol-relative' }, target_url: '//evil.example/phish' }),
    ];
    const { hostApi } = renderWith(NotificationCentrePage, {
      gateway: { 'GET /api/notifications': answerOf(items), 'POST /api/notifications/ntf_1/read': items[0], 'POST /api/notifications/ntf_2/read': items[1] },
    });
    const inApp = await screen.findByRole('link', { name: 'In the dashboard' });
    expect(inApp).toHaveAttribute('href', '/settings/team#members');
    const external = screen.getByRole('link', { name: 'Elsewhere (opens in a new tab)' });
    expect(external).toHaveAttribute('href', 'https://docs.example.com/changelog');
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    for (const name of ['Script', 'Data', 'Protocol-relative']) {
      expect(screen.getByRole('heading', { name: new RegExp(`${name}$`) })).toBeInTheDocument();
      expect(screen.queryByRole('link', { name })).toBeNull();
    }
    fireEvent.click(inApp);
    expect(hostApi.navigations).toEqual([{ path: '/settings/team#members', options: undefined }]);
    await waitFor(() => expect(hostApi.gateway.calls.some((call) => call.path === '/api/notifications/ntf_1/read')).toBe(true));
  });

  it('media have text alternatives', async () => {
    const items = [
      notification(1, { title: { en: 'Cards' }, media_type: 'IMAGE', media_url: '/api/media/notification-1.svg' }),
      notification(2, { title: { en: 'Tour' }, media_type: 'VIDEO', media_url: '/api/media/product-tour.mp4' }),
      notification(3, { title: { en: 'Tracker' }, media_type: 'IMAGE', media_url: 'javascript:alert(1)' }),
    ];
    const { container } = renderWith(NotificationCentrePage, { gateway: { 'GET /api/notifications': answerOf(items) } });
    expect(await screen.findByRole('img', { name: 'Image: Cards' })).toHaveAttribute('src', '/api/media/notification-1.svg');
    expect(container.querySelector('video')).toHaveAttribute('aria-label', 'Video: Tour');
    expect(screen.queryByRole('img', { name: 'Image: Tracker' })).toBeNull();
  });

  it('a failed list shows errorFetch; an empty one the no-notification message', async () => {
    renderWith(NotificationCentrePage, { gateway: { 'GET /api/notifications': serverError } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Your notifications could not be loaded.');
  });

  it('an empty list shows the no-notification message', async () => {
    renderWith(NotificationCentrePage, { gateway: { 'GET /api/notifications': answerOf([]) } });
    expect(await screen.findByRole('heading', { name: 'You have no notifications.' })).toBeInTheDocument();
  });

  it('read all marks every one read; a failure changes nothing but errorReadAllNotification', async () => {
    let fail = true;
    let read = false;
    renderWith(NotificationCentrePage, {
      gateway: {
        'GET /api/notifications': () => answerOf(page(1, 3).map((item) => ({ ...item, is_read: read }))),
        'POST /api/notifications/read-all': () => {
          if (fail) serverError();
          read = true;
          return { updated: 3, unread_count: 0 };
        },
      },
    });
    await screen.findAllByRole('article');
    fireEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The notifications could not be marked as read. Please try again.');
    expect(screen.getAllByRole('button', { name: /^Mark as read/ })).toHaveLength(3);
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(screen.queryAllByRole('button', { name: /^Mark as read/ })).toHaveLength(0));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a failed read one shows errorReadOneNotification', async () => {
    renderWith(NotificationCentrePage, {
      gateway: { 'GET /api/notifications': answerOf(page(1, 2)), 'POST /api/notifications/ntf_1/read': serverError },
    });
    fireEvent.click(await screen.findByRole('button', { name: /^Mark as read\W+Notification 1$/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The notification could not be marked as read. Please try again.');
    expect(screen.getByRole('button', { name: /^Mark as read\W+Notification 1$/ })).toBeInTheDocument();
  });

  it('a notification that asks for a rating leaves the list once the rating is given', async () => {
    let rated = false;
    const asking = notification(1, { title: { en: 'How easy is the dashboard to use?' }, asks_feedback: true });
    const { hostApi } = renderWith(NotificationCentrePage, {
      gateway: {
        'GET /api/notifications': () => answerOf(rated ? [notification(2)] : [asking, notification(2)]),
        'POST /api/notifications/ntf_1/feedback': () => {
          rated = true;
          return { id: 'ntf_1', unread_count: 1 };
        },
      },
    });
    const send = await screen.findByRole('button', { name: 'Send rating' });
    expect(send).toBeDisabled();
    fireEvent.click(screen.getByRole('radio', { name: '2 – Easy' }));
    fireEvent.click(send);
    await waitFor(() => expect(screen.queryByRole('heading', { name: /How easy is the dashboard/ })).toBeNull());
    expect(hostApi.gateway.calls.find((call) => call.method === 'POST')!.body).toEqual({ rating: 2 });
    expect(hostApi.shownToasts).toEqual([{ text: 'Thank you for your feedback.', tone: 'success' }]);
  });
});
