/** @jest-environment node */
import { type User } from 'shared-contracts';
import { API } from 'shared-contracts/gateway';
import { createTestGateway, signedIn, type TestGateway } from '../testing/test-gateway';
import { PERSONAS } from '../seed/personas';

let gateway: TestGateway;
beforeEach(async () => {
  gateway = await createTestGateway();
});
afterEach(() => gateway.close());

const as = signedIn(() => gateway);

test('account notifications are upserted by notify and business_id (PATCH and POST)', async () => {
  const headers = await as('owner@tokoku.test');
  const remind = '2026-07-15T08:00:00.000Z';
  const patched = await gateway.request({
    method: 'PATCH', url: API.updateNotification, headers,
    payload: { account_notifications: [{ notify: 'setIpWhitelist', business_id: 'biz_tokoku', status: 'ACTIVE', remind_me: remind }] },
  });
  expect(patched.status).toBe(200);
  const posted = await gateway.request({
    method: 'POST', url: API.updateNotification, headers,
    payload: { account_notifications: [{ notify: 'newTag:reporting', status: 'INACTIVE', remind_me: false }] },
  });
  const entries = posted.json<User>().account_notifications;
  // Toko Ku's entry changed in place; the owner's other businesses keep theirs.
  expect(entries.filter((entry) => entry.notify === 'setIpWhitelist')).toEqual([
    { notify: 'setIpWhitelist', business_id: 'biz_tokoku', status: 'ACTIVE', remind_me: remind },
    { notify: 'setIpWhitelist', business_id: 'biz_tokoku_express', status: 'ACTIVE', remind_me: false },
    { notify: 'setIpWhitelist', business_id: 'biz_tokoku_baru', status: 'ACTIVE', remind_me: false },
  ]);
  expect(entries).toContainEqual({ notify: 'newTag:reporting', status: 'INACTIVE', remind_me: false });
  expect(entries).toContainEqual({ notify: 'sidebarTour', status: 'INACTIVE', remind_me: false });
});

test('messaging consent is recorded on the user', async () => {
  const headers = await as('authn@tokoku.test');
  const consent = { accepted: false, timestamp: '2026-06-15T08:00:00.000Z' };
  const answer = await gateway.request({ method: 'PATCH', url: API.imConsent, headers, payload: { im_consent: consent } });
  expect(answer.json()).toMatchObject({ instant_messaging_consent: consent });
});

test('the balance view flag belongs to the user in the business', async () => {
  const owner = await as('owner@tokoku.test');
  const viewer = await as('viewer@tokoku.test');
  expect((await gateway.request({ method: 'PATCH', url: API.balanceViewFlag, headers: owner, payload: { balance_view: true } })).json()).toEqual({
    balance_view: true,
  });
  expect((await gateway.request({ url: API.balanceViewFlag, headers: owner })).json()).toEqual({ balance_view: true });
  expect((await gateway.request({ url: API.balanceViewFlag, headers: viewer })).json()).toEqual({ balance_view: false });
});

test('billing: Toko Ku has one overdue unpaid statement', async () => {
  const headers = await as('owner@tokoku.test');
  const statements = (await gateway.request({ url: API.billingStatements, headers })).json<{ status: string; due_date_term: string }[]>();
  const unpaid = statements.filter((statement) => statement.status === 'UNPAID');
  expect(unpaid).toHaveLength(1);
  expect(Date.parse(unpaid[0]!.due_date_term)).toBeLessThan(gateway.clock());
});

test('activation countries', async () => {
  const headers = await as('new@warungbaru.test');
  expect((await gateway.request({ url: API.activationCountries, headers })).json()).toEqual(
    expect.arrayContaining([{ id: 'ID', country_name: 'Indonesia' }, { id: 'PH', country_name: 'Philippines' }]),
  );
});

test('e-receipts: the business-id header must name the current business', async () => {
  const headers = await as('owner@tokoku.test');
  expect((await gateway.request({ url: API.ereceiptsMerchants, headers: { ...headers, 'business-id': 'biz_tokoku' } })).status).toBe(200);
  expect((await gateway.request({ url: API.ereceiptsMerchants, headers: { ...headers, 'business-id': 'biz_manila' } })).status).toBe(403);
});

test('the IP whitelist reminder is due for security@tokoku.test (live, production key, no whitelist), not for the owner', async () => {
  const owner = (await gateway.request({ url: API.authenticatedUserData, headers: await as('owner@tokoku.test') })).json<{ user: User }>().user;
  const ownerEntry = owner.account_notifications.find((candidate) => candidate.notify === 'setIpWhitelist');
  expect(ownerEntry).toMatchObject({ business_id: 'biz_tokoku', remind_me: false });
  const headers = await as('security@tokoku.test');
  const { user } = (await gateway.request({ url: API.authenticatedUserData, headers })).json<{ user: User }>();
  const entry = user.account_notifications.find((candidate) => candidate.notify === 'setIpWhitelist');
  expect(entry).toMatchObject({ business_id: 'biz_tokoku', status: 'ACTIVE' });
  expect(Date.parse(entry!.remind_me as string)).toBeLessThan(gateway.clock());
  expect((await gateway.request({ url: `${API.secretApiCredentialsList}?environment=PRODUCTION`, headers })).json()).toMatchObject({
    data: [{ environment: 'PRODUCTION' }],
  });
  expect((await gateway.request({ url: API.apiSettings, headers })).json()).toEqual({ cidr_whitelist: [] });
});

test('whitelist@tokoku.test has no IP whitelist entry (due); every other administrator has one for each business, so no other persona meets the reminder', async () => {
  const { user } = (await gateway.request({ url: API.authenticatedUserData, headers: await as('whitelist@tokoku.test') })).json<{ user: User }>();
  expect(user.account_notifications.filter((entry) => entry.notify === 'setIpWhitelist')).toEqual([]);
  for (const persona of PERSONAS.filter(({ email }) => !['security@tokoku.test', 'whitelist@tokoku.test'].includes(email))) {
    const administered = persona.memberships.filter(({ flags }) => flags === 'all').map(({ businessId }) => businessId);
    const entries = persona.accountNotifications.filter(({ notify }) => notify === 'setIpWhitelist').map(({ business_id }) => business_id);
    expect({ email: persona.email, missing: administered.filter((businessId) => !entries.includes(businessId)) }).toEqual({ email: persona.email, missing: [] });
  }
});
