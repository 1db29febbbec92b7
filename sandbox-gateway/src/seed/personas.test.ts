/** @jest-environment node */
import { PERMISSION_FLAGS, type Business } from 'shared-contracts';
import { API, type SessionLoginAnswer } from 'shared-contracts/gateway';
import { createTestGateway, loginWithSession, sessionHeaders, type TestGateway } from '../testing/test-gateway';
import { BUSINESSES } from './businesses';
import { NOTIFICATIONS } from './notifications';
import { INTERNAL_STAFF_DOMAINS, PERSONAS } from './personas';

let gateway: TestGateway;
beforeAll(async () => {
  gateway = await createTestGateway();
});
afterAll(() => gateway.close());

const signIn = async (email: string) => (await loginWithSession(gateway.request, email)).answer.json<SessionLoginAnswer>();
const ALL = Object.fromEntries(PERMISSION_FLAGS.map((flag) => [flag, true]));
const only = (...flags: string[]) => Object.fromEntries(PERMISSION_FLAGS.map((flag) => [flag, flags.includes(flag)]));

/** The persona table of ARCHITECTURE.md, as the gateway answers it. */
test.each([
  ['owner@tokoku.test', { country_of_operation: 'Indonesia', brand_name: 'MAIN', go_live_status: 'LIVE', name: 'Toko Ku' }, ALL],
  ['viewer@tokoku.test', { id: 'biz_tokoku' }, only('can_view')],
  ['ops@tokoku.test', { id: 'biz_tokoku' }, only('operation')],
  ['dev@tokoku.test', { id: 'biz_tokoku' }, only('can_manage_tech_settings')],
  ['finance@tokoku.test', { id: 'biz_tokoku' }, only('can_approve', 'can_withdraw')],
  ['authn@tokoku.test', { id: 'biz_tokoku' }, ALL],
  ['pending@tokoku.test', { id: 'biz_tokoku' }, { ...only('can_view'), email_verification_status: 'PENDING' }],
  ['new@warungbaru.test', { go_live_status: 'AWAITING_DOCS', environment: 'DEVELOPMENT' }, ALL],
  ['admin@manila.test', { country_of_operation: 'Philippines', go_live_status: 'LIVE' }, ALL],
  ['admin@remit.test', { country_of_operation: 'Singapore', go_live_status: 'LIVE' }, ALL],
  ['admin@brand2.test', { brand_name: 'SECOND', country_of_operation: 'Indonesia', go_live_status: 'LIVE' }, ALL],
  ['admin@partner.test', { brand_name: 'PARTNER_A', go_live_status: 'LIVE' }, ALL],
  ['staff@internal.test', { go_live_status: 'LIVE' }, ALL],
  ['sub@tokoku.test', { id: 'biz_platform_sub', is_xp_sub_account: true, xp_sub_account_type: 'MANAGED' }, ALL],
  ['admin@kilat.test', { go_live_status: 'INSTANT_LIVE_PENDING_VERIFICATION', environment: 'DEVELOPMENT' }, ALL],
])('%s', async (email, business, flags) => {
  const answer = await signIn(email);
  expect(answer.business).toMatchObject(business);
  expect(answer.user).toMatchObject(flags);
});

test('owner@tokoku.test also belongs to a TIER_1 and an AWAITING_DOCS business; staff to 12', async () => {
  const owner = (await loginWithSession(gateway.request, 'owner@tokoku.test')).cookie;
  const statuses = (await gateway.request({ url: API.userBusinesses, headers: sessionHeaders(owner) })).json<Business[]>().map((b) => b.go_live_status);
  expect(statuses).toEqual(['LIVE', 'TIER_1', 'AWAITING_DOCS']);
  const staff = (await loginWithSession(gateway.request, 'staff@internal.test')).cookie;
  expect((await gateway.request({ url: API.userBusinesses, headers: sessionHeaders(staff) })).json<Business[]>()).toHaveLength(12);
  expect(INTERNAL_STAFF_DOMAINS).toContain('staff@internal.test'.split('@')[1]);
});

test('every business of the seed is reachable by some persona, and ids are unique', () => {
  const reachable = new Set(PERSONAS.flatMap((persona) => persona.memberships.map((membership) => membership.businessId)));
  expect(BUSINESSES.map((business) => business.id).filter((id) => !reachable.has(id))).toEqual([]);
  expect(new Set(BUSINESSES.map((business) => business.id)).size).toBe(BUSINESSES.length);
  expect(new Set(NOTIFICATIONS.map((item) => item.id)).size).toBe(NOTIFICATIONS.length);
});

test('owner@tokoku.test has at least 120 notifications in Toko Ku, enough to page', () => {
  expect(NOTIFICATIONS.filter((item) => item.userId === 'usr_owner_tokoku' && item.businessId === 'biz_tokoku').length).toBeGreaterThanOrEqual(120);
});
