/** @jest-environment node */
import { ACTIVITY_LOG_API, type ActivityLogAnswer } from 'shared-contracts/areas/settings/activity-log';
import { SETTINGS_API } from 'shared-contracts/areas/settings/settings';
import { API } from 'shared-contracts/gateway';
import { SEEDED_ACTIVITY } from '../seed/activity-log';
import { createTestGateway, loginWithToken, signedIn, tokenHeaders, type TestGateway } from '../testing/test-gateway';

let gateway: TestGateway;
beforeEach(async () => {
  gateway = await createTestGateway();
});
afterEach(() => gateway.close());

const as = signedIn(() => gateway);
const log = async (headers: Record<string, string>, query: Record<string, string | number> = {}) => {
  const search = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
  return gateway.request({ url: `${ACTIVITY_LOG_API.list}?${search}`, headers });
};
const page = async (headers: Record<string, string>, query: Record<string, string | number> = {}) => (await log(headers, query)).json<ActivityLogAnswer>();

test('the seeded history and this sign-in, newest first, twenty a page', async () => {
  const owner = await as('owner@tokoku.test');
  const first = await page(owner);
  expect(first.total_count).toBe(SEEDED_ACTIVITY.length + 1);
  expect(first.data).toHaveLength(20);
  expect(first.data[0]).toMatchObject({ action: 'SIGN_IN', actor_email: 'owner@tokoku.test', target: null });
  expect(first.data[0]!.ip_address).toMatch(/\d/);
  const created = first.data.map((entry) => entry.created);
  expect(created).toEqual([...created].sort().reverse());
  expect((await page(owner, { page: 2 })).data).toHaveLength(SEEDED_ACTIVITY.length + 1 - 20);
});

test('filters by action, by part of the actor’s email, and by days', async () => {
  const owner = await as('owner@tokoku.test');
  const invites = await page(owner, { action: 'TEAM_MEMBER_INVITED' });
  expect(invites.data.map((entry) => entry.target)).toEqual(['viewer@tokoku.test']);
  const viewer = await page(owner, { actor: 'VIEWER@' });
  expect(viewer.total_count).toBe(4);
  expect(viewer.data.every((entry) => entry.actor_email === 'viewer@tokoku.test')).toBe(true);
  const day = new Date(gateway.clock() - 30 * 3_600_000).toISOString().slice(0, 10);
  const oneDay = await page(owner, { from: day, to: day });
  expect(oneDay.data.length).toBeGreaterThan(0);
  expect(oneDay.data.every((entry) => entry.created.startsWith(day))).toBe(true);
  expect((await page(owner, { actor: '%' })).total_count).toBe(0); // a LIKE wildcard is a character here
});

test('sign-out, in both modes, and the team changes are written as they happen, with who and what', async () => {
  const owner = await as('owner@tokoku.test');
  await gateway.request({ method: 'POST', url: API.logout, headers: owner });
  const token = await loginWithToken(gateway.request, 'owner@tokoku.test');
  await gateway.request({ method: 'DELETE', url: API.authToken, headers: tokenHeaders(token.accessToken), payload: {} });
  as.forget('owner@tokoku.test'); // signed out: the next call signs in again
  const again = await as('owner@tokoku.test');
  const invite = await gateway.request({
    method: 'POST', url: SETTINGS_API.invitations, headers: again,
    payload: { email: 'new.member@tokoku.test', full_name: 'New Member', permissions: { can_view: true, can_edit: false, can_approve: false, can_withdraw: false, can_manage_tech_settings: false, can_administer: false, operation: false } },
  });
  expect(invite.status).toBe(201);
  await gateway.request({ method: 'DELETE', url: '/api/businesses/users/usr_viewer_tokoku', headers: again, payload: {} });
  const latest = (await page(again, { limit: 7 })).data.map((entry) => [entry.action, entry.target]);
  expect(latest).toEqual([
    ['TEAM_MEMBER_REMOVED', 'viewer@tokoku.test'],
    ['TEAM_MEMBER_INVITED', 'new.member@tokoku.test'],
    ['SIGN_IN', null],
    ['SIGN_OUT', null],
    ['SIGN_IN', null],
    ['SIGN_OUT', null],
    ['SIGN_IN', null],
  ]);
});

test('setting the withdrawal PIN is written, by password for a user without a verified phone', async () => {
  const manila = await as('admin@manila.test');
  const set = await gateway.request({
    method: 'PUT', url: '/api/users/_pin', headers: { ...manila, 'x-confirmation-password': 'Sandbox-2026' }, payload: { pin: '246810' },
  });
  expect(set.status).toBe(200);
  expect((await page(manila, { action: 'PIN_SET' })).data.map((entry) => entry.actor_email)).toEqual(['admin@manila.test']);
});

test('administrators only; bad queries are API_VALIDATION_ERROR', async () => {
  const viewer = await as('viewer@tokoku.test');
  const refused = await log(viewer);
  expect(refused.status).toBe(403);
  const owner = await as('owner@tokoku.test');
  const badQueries: Record<string, string | number>[] = [{ action: 'DELETED_EVERYTHING' }, { limit: 101 }, { page: 0 }, { from: '2026-13-01' }, { actor: 'x'.repeat(255) }, { from: '2026-06-10', to: '2026-06-01' }];
  for (const query of badQueries) {
    const answer = await log(owner, query);
    expect([answer.status, answer.json<{ error_code: string }>().error_code]).toEqual([400, 'API_VALIDATION_ERROR']);
  }
});

test('another business’s log is not visible', async () => {
  const manila = await as('admin@manila.test');
  const answer = await page(manila);
  expect(answer.data.every((entry) => entry.actor_email === 'admin@manila.test')).toBe(true);
  expect(answer.total_count).toBe(1);
});
