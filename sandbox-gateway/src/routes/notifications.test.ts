/** @jest-environment node */
import { API } from 'shared-contracts/gateway';
import { NOTIFICATIONS_API, type NotificationItem, type NotificationsAnswer } from 'shared-contracts/areas/notifications/notifications';
import { OWNER_TOKOKU_NOTIFICATIONS } from '../seed/notifications';
import { createTestGateway, loginWithSession, loginWithToken, sessionHeaders, tokenHeaders, type TestGateway } from '../testing/test-gateway';

let gateway: TestGateway;
let headers: Record<string, string>;
beforeEach(async () => {
  gateway = await createTestGateway();
  headers = tokenHeaders((await loginWithToken(gateway.request, 'owner@tokoku.test')).accessToken);
});
afterEach(() => gateway.close());

/** owner@tokoku.test in Toko Ku: one in three read. */
const OWNER_UNREAD = OWNER_TOKOKU_NOTIFICATIONS - Math.floor(OWNER_TOKOKU_NOTIFICATIONS / 3);

const list = async (query = '', as = headers) =>
  (await gateway.request({ url: `${NOTIFICATIONS_API.list}${query}`, headers: as })).json<NotificationsAnswer>();

describe('GET /api/notifications', () => {
  test('the dropdown: the 5 newest, the unread count and the total', async () => {
    const page = await list('?limit=5');
    expect(page.notifications).toHaveLength(5);
    expect(page.total_count).toBe(OWNER_TOKOKU_NOTIFICATIONS);
    expect(page.unread_count).toBe(OWNER_UNREAD);
    const created = page.notifications.map((item) => item.created);
    expect([...created].sort().reverse()).toEqual(created);
  });

  test('at least 120 to page through; paging walks through every notification once', async () => {
    expect(OWNER_TOKOKU_NOTIFICATIONS).toBeGreaterThanOrEqual(120);
    const seen = new Set<string>();
    const pages = Math.ceil(OWNER_TOKOKU_NOTIFICATIONS / 50);
    for (let page = 1; page <= pages; page++) {
      const answer = await list(`?limit=50&page=${page}`);
      expect(answer.total_count).toBe(OWNER_TOKOKU_NOTIFICATIONS);
      for (const item of answer.notifications) seen.add(item.id);
    }
    expect(seen.size).toBe(OWNER_TOKOKU_NOTIFICATIONS);
    expect((await list(`?limit=50&page=${pages + 1}`)).notifications).toEqual([]);
  });

  test('mixed types, read states, media, feedback requests and languages; HTML-looking text is kept as plain text', async () => {
    const { notifications } = await list('?limit=100');
    expect(new Set(notifications.map((item) => item.type))).toEqual(new Set(['PRODUCT', 'UPDATE']));
    expect(new Set(notifications.map((item) => item.media_type))).toEqual(new Set(['IMAGE', 'VIDEO', null]));
    expect(notifications.some((item) => item.is_read) && notifications.some((item) => !item.is_read)).toBe(true);
    expect(notifications.some((item) => item.asks_feedback)).toBe(true);
    expect(notifications.some((item) => item.title.id) && notifications.some((item) => !item.title.id)).toBe(true);
    const texts = notifications.flatMap((item) => [item.title.en, item.message.en]);
    expect(texts).toContain('Payment links, <b>bold</b> new look');
    expect(texts).toContain('Scheduled maintenance <img src=x onerror=alert(1)>');
    expect(texts.some((text) => text.includes('<script>'))).toBe(true);
    const targets = notifications.map((item) => item.target_url);
    expect(targets).toEqual(
      expect.arrayContaining([
        '/invoices',
        'https://docs.example.com/changelog',
        'javascript:alert(document.cookie)',
        '//evil.example/phish',
        'data:text/html,<script>alert(1)</script>',
        'http://partner.example/offer',
        null,
      ]),
    );
  });

  test('filters by type (the tags) and read state', async () => {
    for (const type of ['PRODUCT', 'UPDATE'] as const) {
      const page = await list(`?type=${type}&limit=100`);
      expect(page.notifications.every((item) => item.type === type)).toBe(true);
      expect(page.total_count).toBeGreaterThanOrEqual(page.notifications.length);
      expect(page.unread_count).toBeLessThan(OWNER_UNREAD);
    }
    const products = await list('?type=PRODUCT&limit=1');
    const updates = await list('?type=UPDATE&limit=1');
    expect(products.total_count + updates.total_count).toBe(OWNER_TOKOKU_NOTIFICATIONS);
    expect(products.unread_count + updates.unread_count).toBe(OWNER_UNREAD);
    const unread = await list('?is_read=false&limit=100');
    expect(unread.notifications.every((item) => !item.is_read)).toBe(true);
    expect(unread.total_count).toBe(OWNER_UNREAD);
  });

  test('each user sees only their own notifications', async () => {
    const { cookie } = await loginWithSession(gateway.request, 'ops@tokoku.test');
    expect((await gateway.request({ url: NOTIFICATIONS_API.list, headers: sessionHeaders(cookie) })).json()).toEqual({
      notifications: [],
      unread_count: 0,
      total_count: 0,
    });
  });

  test('each business has its own: after switching to Toko Ku Express the owner sees only its 3', async () => {
    const switched = await gateway.request({ method: 'POST', url: API.switchBusinessToken, headers, payload: { business_id: 'biz_tokoku_express' } });
    expect(switched.status).toBe(200);
    const express = tokenHeaders(switched.json<{ access_token: string }>().access_token);
    const page = await list('?limit=100', express);
    expect(page.total_count).toBe(3);
    expect(page.notifications.every((item) => item.id.startsWith('ntf_owner_express_'))).toBe(true);
    // A Toko Ku notification cannot be read from Toko Ku Express.
    const answer = await gateway.request({ method: 'POST', url: NOTIFICATIONS_API.read('ntf_owner_001'), headers: express });
    expect(answer.status).toBe(404);
  });

  test('without a sign-in: AUTHENTICATION_ERROR', async () => {
    const answer = await gateway.request({ url: NOTIFICATIONS_API.list });
    expect(answer.status).toBe(401);
    expect(answer.json()).toMatchObject({ error_code: 'AUTHENTICATION_ERROR' });
  });
});

describe('reading', () => {
  test('POST /api/notifications/{id}/read marks one read', async () => {
    const [first] = (await list('?is_read=false&limit=1')).notifications;
    const answer = await gateway.request({ method: 'POST', url: NOTIFICATIONS_API.read(first!.id), headers });
    expect(answer.status).toBe(200);
    expect(answer.json()).toMatchObject({ id: first!.id, is_read: true });
    expect((await list()).unread_count).toBe(OWNER_UNREAD - 1);
    // Reading it again is harmless.
    expect((await gateway.request({ method: 'POST', url: NOTIFICATIONS_API.read(first!.id), headers })).status).toBe(200);
    expect((await list()).unread_count).toBe(OWNER_UNREAD - 1);
  });

  test("another user's notification or an unknown id is NOT_FOUND_ERROR, and changes nothing", async () => {
    for (const id of ['ntf_viewer_001', 'ntf_nothing']) {
      const answer = await gateway.request({ method: 'POST', url: NOTIFICATIONS_API.read(id), headers });
      expect(answer.status).toBe(404);
      expect(answer.json()).toMatchObject({ error_code: 'NOT_FOUND_ERROR' });
    }
    const { cookie } = await loginWithSession(gateway.request, 'viewer@tokoku.test');
    expect((await list('', sessionHeaders(cookie))).unread_count).toBe(1);
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

describe('feedback (spec 02 §4: the notification is removed after feedback is given)', () => {
  const askingFeedback = async (): Promise<NotificationItem> =>
    (await list('?limit=100')).notifications.find((item) => item.asks_feedback)!;

  test('a rating removes the notification from the list', async () => {
    const item = await askingFeedback();
    const answer = await gateway.request({ method: 'POST', url: NOTIFICATIONS_API.feedback(item.id), headers, payload: { rating: 2, comment: 'Fine' } });
    expect(answer.status).toBe(200);
    expect(answer.json()).toMatchObject({ id: item.id });
    const after = await list('?limit=100');
    expect(after.total_count).toBe(OWNER_TOKOKU_NOTIFICATIONS - 1);
    expect(after.notifications.map((each) => each.id)).not.toContain(item.id);
    // Given once: the notification is gone.
    const again = await gateway.request({ method: 'POST', url: NOTIFICATIONS_API.feedback(item.id), headers, payload: { rating: 2 } });
    expect(again.status).toBe(404);
  });

  test('a notification that asks for nothing takes no rating', async () => {
    const item = (await list('?limit=10')).notifications.find((each) => !each.asks_feedback)!;
    const answer = await gateway.request({ method: 'POST', url: NOTIFICATIONS_API.feedback(item.id), headers, payload: { rating: 3 } });
    expect(answer.status).toBe(400);
    expect(answer.json()).toMatchObject({ error_code: 'API_VALIDATION_ERROR' });
  });
});
