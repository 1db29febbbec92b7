/** @jest-environment node */
import { NOTIFICATIONS_API, type NotificationsAnswer } from 'shared-contracts/areas/notifications';
import { createTestGateway, loginWithSession, loginWithToken, sessionHeaders, tokenHeaders, type TestGateway } from '../testing/test-gateway';

let gateway: TestGateway;
let headers: Record<string, string>;
beforeEach(async () => {
  gateway = await createTestGateway();
  headers = tokenHeaders((await loginWithToken(gateway.request, 'owner@tokoku.test')).accessToken);
});
afterEach(() => gateway.close());

const list = async (query = '') =>
  (await gateway.request({ url: `${NOTIFICATIONS_API.list}${query}`, headers })).json<NotificationsAnswer>();

describe('GET /api/notifications', () => {
  test('the dropdown: the 5 newest, the unread count and the total', async () => {
    const page = await list('?limit=5');
    expect(page.notifications).toHaveLength(5);
    expect(page.total_count).toBe(32);
    expect(page.unread_count).toBe(22);
    const created = page.notifications.map((item) => item.created);
    expect([...created].sort().reverse()).toEqual(created);
  });

  test('paging walks through every notification once', async () => {
    const seen = new Set<string>();
    for (let page = 1; page <= 4; page++) {
      const answer = await list(`?limit=10&page=${page}`);
      expect(answer.notifications).toHaveLength(page === 4 ? 2 : 10);
      for (const item of answer.notifications) seen.add(item.id);
    }
    expect(seen.size).toBe(32);
    expect((await list('?limit=10&page=5')).notifications).toEqual([]);
  });

  test('mixed types, read states, media and languages; HTML-looking text is kept as plain text', async () => {
    const { notifications } = await list('?limit=100');
    expect(new Set(notifications.map((item) => item.type))).toEqual(new Set(['PRODUCT', 'UPDATE']));
    expect(new Set(notifications.map((item) => item.media_type))).toEqual(new Set(['IMAGE', 'VIDEO', null]));
    expect(notifications.some((item) => item.is_read) && notifications.some((item) => !item.is_read)).toBe(true);
    expect(notifications.some((item) => item.title.id) && notifications.some((item) => !item.title.id)).toBe(true);
    const texts = notifications.flatMap((item) => [item.title.en, item.message.en]);
    expect(texts).toContain('Payment links, <b>bold</b> new look');
    expect(texts).toContain('Scheduled maintenance <img src=x onerror=alert(1)>');
    const targets = notifications.map((item) => item.target_url);
    expect(targets).toEqual(expect.arrayContaining(['/invoices', 'https://docs.example.com/changelog', 'javascript:alert(document.cookie)', null]));
  });

  test('filters by type and read state', async () => {
    const products = await list('?type=PRODUCT&limit=100');
    expect(products.notifications.every((item) => item.type === 'PRODUCT')).toBe(true);
    expect(products.total_count).toBe(products.notifications.length);
    const unread = await list('?is_read=false&limit=100');
    expect(unread.notifications.every((item) => !item.is_read)).toBe(true);
    expect(unread.total_count).toBe(22);
  });

  test('each user sees only their own notifications', async () => {
    const { cookie } = await loginWithSession(gateway.request, 'ops@tokoku.test');
    expect((await gateway.request({ url: NOTIFICATIONS_API.list, headers: sessionHeaders(cookie) })).json()).toEqual({
      notifications: [],
      unread_count: 0,
      total_count: 0,
    });
  });
});

describe('reading', () => {
  test('POST /api/notifications/{id}/read marks one read', async () => {
    const [first] = (await list('?is_read=false&limit=1')).notifications;
    const answer = await gateway.request({ method: 'POST', url: NOTIFICATIONS_API.read(first!.id), headers });
    expect(answer.status).toBe(200);
    expect(answer.json()).toMatchObject({ id: first!.id, is_read: true });
    expect((await list()).unread_count).toBe(21);
    // Reading it again is harmless.
    expect((await gateway.request({ method: 'POST', url: NOTIFICATIONS_API.read(first!.id), headers })).status).toBe(200);
    expect((await list()).unread_count).toBe(21);
  });

  test("another user's notification or an unknown id is NOT_FOUND_ERROR", async () => {
    for (const id of ['ntf_viewer_001', 'ntf_nothing']) {
      const answer = await gateway.request({ method: 'POST', url: NOTIFICATIONS_API.read(id), headers });
      expect(answer.status).toBe(404);
      expect(answer.json()).toMatchObject({ error_code: 'NOT_FOUND_ERROR' });
    }
  });

  test('POST /api/notifications/read-all marks everything read (or one type)', async () => {
    const updates = await gateway.request({ method: 'POST', url: NOTIFICATIONS_API.readAll, headers, payload: { type: 'UPDATE' } });
    expect(updates.json()).toMatchObject({ unread_count: (await list('?type=PRODUCT')).unread_count });
    const all = await gateway.request({ method: 'POST', url: NOTIFICATIONS_API.readAll, headers });
    expect(all.status).toBe(200);
    expect(all.json()).toMatchObject({ unread_count: 0 });
    expect((await list()).unread_count).toBe(0);
  });
});
