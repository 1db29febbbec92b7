/** @jest-environment node */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  DEVELOPERS_API,
  type ApiKeysAnswer,
  type CallbackEvent,
  type CallbackEventsAnswer,
  type CallbackRowsAnswer,
  type CreatedApiKey,
  type SetCallbackUrlAnswer,
} from 'shared-contracts/areas/settings/developers';
import { CONFIRMATION_PASSWORD_HEADER } from 'shared-contracts/areas/settings/settings';
import type { ActivityLogAnswer } from 'shared-contracts/areas/settings/activity-log';
import { API, type ApiSettings, type SecretApiCredentialsAnswer } from 'shared-contracts/gateway';
import { SANDBOX_PASSWORD } from '../seed/personas';
import { createTestGateway, execute, signedIn, snapshot, type TestGateway } from '../testing/test-gateway';

let gateway: TestGateway;
const as = signedIn(() => gateway);

beforeEach(async () => {
  gateway = await createTestGateway();
});
afterEach(() => gateway.close());

const send = async (email: string, method: string, url: string, payload?: unknown, headers: Record<string, string> = {}) =>
  gateway.request({ method, url, ...(payload === undefined ? {} : { payload }), headers: { ...(await as(email)), ...headers } });
const codeOf = (answer: { json: <T>() => T }) => answer.json<{ error_code: string }>().error_code;
const KEY = { name: 'Checkout server', permissions: { money_in: 'WRITE', money_out: 'NONE', balance: 'READ' } };
/** A live key that can write is created with the password (issue 42). */
const CONFIRMED = { [CONFIRMATION_PASSWORD_HEADER]: SANDBOX_PASSWORD };
const log = async (email: string, action: string) =>
  (await send(email, 'GET', `/api/activity-logs?action=${action}`)).json<ActivityLogAnswer>().data;

describe('API keys', () => {
  test('created once with its secret, listed after with its prefix only, stored as a hash; revoked with the password', async () => {
    const created = await send('owner@tokoku.test', 'POST', DEVELOPERS_API.apiKeys, KEY, CONFIRMED);
    expect(created.status).toBe(201);
    const key = created.json<CreatedApiKey>();
    expect(key.secret).toMatch(/^sk_live_[A-Za-z0-9_-]{40}$/);
    expect(key.secret.startsWith(key.prefix)).toBe(true);
    const list = (await send('owner@tokoku.test', 'GET', DEVELOPERS_API.apiKeys)).json<ApiKeysAnswer>().data;
    const listed = list.find((k) => k.id === key.id)!;
    expect(listed).toEqual({ id: key.id, name: KEY.name, environment: 'PRODUCTION', prefix: key.prefix, permissions: KEY.permissions, created: key.created });
    expect(JSON.stringify(list)).not.toContain(key.secret);
    expect(snapshot(gateway.dbPath)).not.toContain(key.secret);
    // The IP whitelist reminder's check sees it.
    const credentials = (await send('owner@tokoku.test', 'GET', API.secretApiCredentialsList)).json<SecretApiCredentialsAnswer>().data;
    expect(credentials.map((c) => c.id)).toContain(key.id);
    expect((await log('owner@tokoku.test', 'API_KEY_CREATED'))[0]?.target).toBe(KEY.name);

    const wrong = await send('owner@tokoku.test', 'DELETE', DEVELOPERS_API.apiKey(key.id), undefined, { [CONFIRMATION_PASSWORD_HEADER]: 'not-it' });
    expect(codeOf(wrong)).toBe('INVALID_CREDENTIALS_ERROR');
    const missing = await send('owner@tokoku.test', 'DELETE', DEVELOPERS_API.apiKey(key.id));
    expect(codeOf(missing)).toBe('API_VALIDATION_ERROR');
    const revoked = await send('owner@tokoku.test', 'DELETE', DEVELOPERS_API.apiKey(key.id), undefined, { [CONFIRMATION_PASSWORD_HEADER]: SANDBOX_PASSWORD });
    expect(revoked.status).toBe(204);
    expect((await send('owner@tokoku.test', 'GET', DEVELOPERS_API.apiKeys)).json<ApiKeysAnswer>().data.map((k) => k.id)).not.toContain(key.id);
    expect((await log('owner@tokoku.test', 'API_KEY_REVOKED'))[0]?.target).toBe(KEY.name);
    const again = await send('owner@tokoku.test', 'DELETE', DEVELOPERS_API.apiKey(key.id), undefined, { [CONFIRMATION_PASSWORD_HEADER]: SANDBOX_PASSWORD });
    expect(again.status).toBe(404);
  });

  test('a live key that can write asks for the password; a wrong or missing one creates nothing; a read-only or test key needs none (issue 42)', async () => {
    const keys = async () => (await send('owner@tokoku.test', 'GET', DEVELOPERS_API.apiKeys)).json<ApiKeysAnswer>().data;
    const before = await keys();
    expect(codeOf(await send('owner@tokoku.test', 'POST', DEVELOPERS_API.apiKeys, KEY))).toBe('API_VALIDATION_ERROR');
    expect(codeOf(await send('owner@tokoku.test', 'POST', DEVELOPERS_API.apiKeys, KEY, { [CONFIRMATION_PASSWORD_HEADER]: 'not-it' }))).toBe('INVALID_CREDENTIALS_ERROR');
    expect(await keys()).toEqual(before);
    const reader = { ...KEY, permissions: { money_in: 'READ', money_out: 'NONE', balance: 'READ' } };
    expect((await send('owner@tokoku.test', 'POST', DEVELOPERS_API.apiKeys, reader)).status).toBe(201);
    expect((await send('owner@tokoku.test', 'POST', DEVELOPERS_API.apiKeys, { ...KEY, environment: 'DEVELOPMENT' })).status).toBe(201);
  });

  test('per environment: a test key is listed in test mode only', async () => {
    const created = (await send('owner@tokoku.test', 'POST', DEVELOPERS_API.apiKeys, { ...KEY, environment: 'DEVELOPMENT' })).json<CreatedApiKey>();
    expect(created.secret).toMatch(/^sk_test_/);
    const test = (await send('owner@tokoku.test', 'GET', `${DEVELOPERS_API.apiKeys}?environment=DEVELOPMENT`)).json<ApiKeysAnswer>().data;
    const live = (await send('owner@tokoku.test', 'GET', `${DEVELOPERS_API.apiKeys}?environment=PRODUCTION`)).json<ApiKeysAnswer>().data;
    expect(test.map((k) => k.id)).toContain(created.id);
    expect(live.map((k) => k.id)).not.toContain(created.id);
  });

  test('live keys only for live businesses; a key granting nothing, or a bad name, is refused; nothing changes', async () => {
    await as('new@warungbaru.test');
    await as('owner@tokoku.test');
    const before = snapshot(gateway.dbPath);
    expect((await send('new@warungbaru.test', 'POST', DEVELOPERS_API.apiKeys, { ...KEY, environment: 'PRODUCTION' })).status).toBe(403);
    const nothing = await send('owner@tokoku.test', 'POST', DEVELOPERS_API.apiKeys, { ...KEY, permissions: { money_in: 'NONE', money_out: 'NONE', balance: 'NONE' } });
    expect(codeOf(nothing)).toBe('API_VALIDATION_ERROR');
    expect(codeOf(await send('owner@tokoku.test', 'POST', DEVELOPERS_API.apiKeys, { ...KEY, name: '   ' }))).toBe('API_VALIDATION_ERROR');
    expect(codeOf(await send('owner@tokoku.test', 'POST', DEVELOPERS_API.apiKeys, { ...KEY, permissions: { ...KEY.permissions, balance: 'WRITE' } }))).toBe('API_VALIDATION_ERROR');
    expect(snapshot(gateway.dbPath)).toBe(before);
  });

  test('tech settings create and revoke (dev@); a viewer reads nothing; an administrator without tech settings only reads', async () => {
    expect((await send('dev@tokoku.test', 'POST', DEVELOPERS_API.apiKeys, KEY, CONFIRMED)).status).toBe(201);
    expect((await send('viewer@tokoku.test', 'GET', DEVELOPERS_API.apiKeys)).status).toBe(403);
    expect((await send('viewer@tokoku.test', 'POST', DEVELOPERS_API.apiKeys, KEY)).status).toBe(403);
    execute(gateway.dbPath, "UPDATE memberships SET can_manage_tech_settings = 0 WHERE user_id = 'usr_owner_tokoku'");
    as.forget('owner@tokoku.test');
    expect((await send('owner@tokoku.test', 'GET', DEVELOPERS_API.apiKeys)).status).toBe(200);
    expect((await send('owner@tokoku.test', 'POST', DEVELOPERS_API.apiKeys, KEY, CONFIRMED)).status).toBe(403);
  });
});

describe('the IP whitelist', () => {
  test('IPv4 and IPv6 blocks are kept per environment; anything else is refused with each bad entry named', async () => {
    const put = await send('owner@tokoku.test', 'PUT', API.apiSettings, { cidr_whitelist: ['203.0.113.0/24', ' 2001:db8::/32 '] });
    expect(put.json<ApiSettings>()).toEqual({ cidr_whitelist: ['203.0.113.0/24', '2001:db8::/32'] });
    expect((await send('owner@tokoku.test', 'GET', `${API.apiSettings}?environment=DEVELOPMENT`)).json<ApiSettings>().cidr_whitelist).toEqual([]);
    const bad = await send('owner@tokoku.test', 'PUT', API.apiSettings, { cidr_whitelist: ['10.0.0.0/8', '300.1.1.1', '10.0.0.0/8', 'fe80::/129'] });
    expect(codeOf(bad)).toBe('API_VALIDATION_ERROR');
    expect(bad.json<{ errors: { field: string }[] }>().errors.map((e) => e.field)).toEqual(['cidr_whitelist[1]', 'cidr_whitelist[3]', 'cidr_whitelist[2]']);
    expect((await send('owner@tokoku.test', 'GET', API.apiSettings)).json<ApiSettings>().cidr_whitelist).toEqual(['203.0.113.0/24', '2001:db8::/32']);
    expect((await send('viewer@tokoku.test', 'PUT', API.apiSettings, { cidr_whitelist: [] })).status).toBe(403);
  });
});

describe('callbacks', () => {
  const INVOICE = 'whk_tokoku_live_invoice';
  let receiver: Server;
  let received: { body: string; status: number }[];
  let answerWith = 200;
  beforeEach(async () => {
    received = [];
    receiver = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        received.push({ body, status: answerWith });
        res.writeHead(answerWith, { 'content-type': 'application/json' }).end(JSON.stringify({ ok: answerWith < 300 }));
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    // Test-mode callbacks reach the configured test receivers only (issue 43 §5): this one.
    gateway = await gateway.restart({ callbacks: { testReceivers: [new URL(receiverUrl()).origin] } });
  });
  afterEach(() => new Promise<void>((resolve) => receiver.close(() => resolve())));
  const receiverUrl = () => `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/callbacks`;

  test('the rows with their product filter', async () => {
    const all = (await send('owner@tokoku.test', 'GET', DEVELOPERS_API.webhooks)).json<CallbackRowsAnswer>().data;
    expect(all.length).toBeGreaterThanOrEqual(8);
    expect(all[0]).toMatchObject({ id: INVOICE, product: 'INVOICE', url: 'https://tokoku.example/callbacks/live/invoice', latest_event_status: 'COMPLETED' });
    const cards = (await send('owner@tokoku.test', 'GET', `${DEVELOPERS_API.webhooks}?product=CARD_PAYMENT`)).json<CallbackRowsAnswer>().data;
    expect(cards.map((r) => r.product)).toEqual(['CARD_PAYMENT']);
    expect(codeOf(await send('owner@tokoku.test', 'GET', `${DEVELOPERS_API.webhooks}?product=NOPE`))).toBe('API_VALIDATION_ERROR');
  });

  test('the history lists FAILED and COMPLETED only, with every code class', async () => {
    const events = (await send('owner@tokoku.test', 'GET', DEVELOPERS_API.webhookEvents(INVOICE))).json<CallbackEventsAnswer>().data;
    expect(new Set(events.map((e) => e.status))).toEqual(new Set(['FAILED', 'COMPLETED']));
    expect(events.map((e) => e.response.code)).toEqual([200, 500, 404, 301, 102, null, 204]);
    expect(events[1]!.next_redelivery_schedule).not.toBeNull();
    expect((await send('owner@tokoku.test', 'GET', DEVELOPERS_API.webhookEvents('whk_manila_live_invoice'))).status).toBe(404);
  });

  test('an https URL is set with a verification token answered once; http only in development; the change is logged', async () => {
    const bad = await send('owner@tokoku.test', 'PUT', DEVELOPERS_API.webhookUrl(INVOICE), { url: 'http://shop.example/cb' });
    expect(codeOf(bad)).toBe('API_VALIDATION_ERROR');
    const set = await send('owner@tokoku.test', 'PUT', DEVELOPERS_API.webhookUrl(INVOICE), { url: 'https://shop.example/cb' });
    expect(set.json<SetCallbackUrlAnswer>()).toEqual({ url: 'https://shop.example/cb', verification_token: expect.stringMatching(/^[A-Za-z0-9_-]{40,}$/) });
    expect(snapshot(gateway.dbPath)).not.toContain(set.json<SetCallbackUrlAnswer>().verification_token);
    const dev = await send('owner@tokoku.test', 'PUT', DEVELOPERS_API.webhookUrl('whk_tokoku_test_invoice'), { url: receiverUrl(), environment: 'DEVELOPMENT' });
    expect(dev.status).toBe(200);
    const notAReceiver = await send('owner@tokoku.test', 'PUT', DEVELOPERS_API.webhookUrl('whk_tokoku_test_invoice'), { url: 'http://127.0.0.1:9/cb', environment: 'DEVELOPMENT' });
    expect(codeOf(notAReceiver)).toBe('API_VALIDATION_ERROR');
    expect((await log('owner@tokoku.test', 'CALLBACK_URL_CHANGED'))[0]?.target).toBe('Invoices paid');
    expect((await send('viewer@tokoku.test', 'PUT', DEVELOPERS_API.webhookUrl(INVOICE), { url: 'https://x.example/' })).status).toBe(403);
  });

  test('a test event is delivered to a configured test receiver and shows in the history', async () => {
    await send('owner@tokoku.test', 'PUT', DEVELOPERS_API.webhookUrl('whk_tokoku_test_invoice'), { url: receiverUrl(), environment: 'DEVELOPMENT' });
    const test = await send('owner@tokoku.test', 'POST', DEVELOPERS_API.webhookTest('whk_tokoku_test_invoice'), { environment: 'DEVELOPMENT' });
    expect(test.status).toBe(201);
    expect(test.json<CallbackEvent>()).toMatchObject({ status: 'COMPLETED', is_test: true, response: { code: 200, payload: '{"ok":true}' } });
    expect(JSON.parse(received[0]!.body)).toMatchObject({ event: 'test', product: 'INVOICE' });
    answerWith = 503;
    const failed = (await send('owner@tokoku.test', 'POST', DEVELOPERS_API.webhookTest('whk_tokoku_test_invoice'), { environment: 'DEVELOPMENT' })).json<CallbackEvent>();
    expect(failed).toMatchObject({ status: 'FAILED', response: { code: 503 } });
    const history = (await send('owner@tokoku.test', 'GET', `${DEVELOPERS_API.webhookEvents('whk_tokoku_test_invoice')}?environment=DEVELOPMENT`)).json<CallbackEventsAnswer>().data;
    expect(history.slice(0, 2).map((e) => e.id)).toEqual([failed.id, test.json<CallbackEvent>().id]);
    // A webhook without a URL cannot be tested.
    expect(codeOf(await send('owner@tokoku.test', 'POST', DEVELOPERS_API.webhookTest('whk_tokoku_live_card_payment')))).toBe('API_VALIDATION_ERROR');
  });

  test('resend makes a new event of the request; only its latest may be resent; CALLBACK_URL_NOT_SET too', async () => {
    const events = (await send('owner@tokoku.test', 'GET', DEVELOPERS_API.webhookEvents(INVOICE))).json<CallbackEventsAnswer>().data;
    const failed = events.find((e) => e.status === 'FAILED')!;
    const resent = await send('owner@tokoku.test', 'POST', DEVELOPERS_API.callbackRequest(failed.callback_request_id));
    expect(resent.status).toBe(201);
    expect(resent.json<CallbackEvent>()).toMatchObject({ callback_request_id: failed.callback_request_id, status: 'COMPLETED', is_latest: true });
    const after = (await send('owner@tokoku.test', 'GET', DEVELOPERS_API.webhookEvents(INVOICE))).json<CallbackEventsAnswer>().data;
    expect(after.find((e) => e.id === failed.id)?.is_latest).toBe(false);
    // The disbursement webhook has no URL: its request's latest is CALLBACK_URL_NOT_SET, resendable, and stays so.
    const notSet = await send('owner@tokoku.test', 'POST', DEVELOPERS_API.callbackRequest('cbr_tokoku_live_direct_disbursement_1'));
    expect(notSet.json<CallbackEvent>().status).toBe('CALLBACK_URL_NOT_SET');
    expect((await send('owner@tokoku.test', 'POST', DEVELOPERS_API.callbackRequest('cbr_manila_live_invoice_1'))).status).toBe(404);
  });

  test('who may resend: tech settings; in the second brand can_edit too; not a main-brand editor or a viewer', async () => {
    expect((await send('dev@tokoku.test', 'POST', DEVELOPERS_API.callbackRequest('cbr_tokoku_live_invoice_2'))).status).toBe(201);
    expect((await send('editor@brand2.test', 'POST', DEVELOPERS_API.callbackRequest('cbr_brand2_live_invoice_2'))).status).toBe(201);
    expect((await send('editor@brand2.test', 'GET', DEVELOPERS_API.webhooks)).status).toBe(200);
    expect((await send('editor@brand2.test', 'PUT', DEVELOPERS_API.webhookUrl('whk_brand2_live_invoice'), { url: 'https://x.example/' })).status).toBe(403);
    execute(gateway.dbPath, "UPDATE memberships SET can_edit = 1 WHERE user_id = 'usr_viewer_tokoku'");
    expect((await send('viewer@tokoku.test', 'GET', DEVELOPERS_API.webhooks)).status).toBe(200);
    expect((await send('viewer@tokoku.test', 'POST', DEVELOPERS_API.callbackRequest('cbr_tokoku_live_invoice_2'))).status).toBe(403);
  });
});
