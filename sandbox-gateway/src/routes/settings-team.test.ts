/** @jest-environment node */
import { PERMISSION_FLAGS, type PermissionFlags } from 'shared-contracts';
import { SETTINGS_API, type Invitation, type InvitationsAnswer, type TeamMembersAnswer } from 'shared-contracts/areas/settings/settings';
import { API, type InvitationPreview } from 'shared-contracts/gateway';
import { SEEDED_INVITATION } from '../seed/settings-team';
import {
  createTestGateway,
  loginWithSession,
  loginWithToken,
  refreshCookieHeader,
  sessionHeaders,
  signedIn,
  snapshot,
  tokenHeaders,
  type TestGateway,
} from '../testing/test-gateway';

let gateway: TestGateway;
const as = signedIn(() => gateway);

beforeEach(async () => {
  // Test mode for the outbox, where the sandbox's "emails" are read.
  gateway = await createTestGateway({ testMode: true });
});
afterEach(() => gateway.close());

const send = async (email: string, method: string, url: string, payload?: unknown) =>
  gateway.request({ method, url, ...(payload === undefined ? {} : { payload }), headers: await as(email) });
const flags = (...on: (keyof PermissionFlags)[]): PermissionFlags =>
  Object.fromEntries(PERMISSION_FLAGS.map((flag) => [flag, on.includes(flag)])) as unknown as PermissionFlags;
const members = async (email: string) => (await send(email, 'GET', SETTINGS_API.teamMembers)).json<TeamMembersAnswer>().data;
const outbox = async () => (await gateway.request({ url: '/__sandbox/outbox' })).json<{ messages: { kind: string; recipient: string; subject: string }[] }>().messages;

describe('the team list', () => {
  test('each member with their permission flags, internal staff left out', async () => {
    const team = await members('owner@tokoku.test');
    expect(team.find((m) => m.email === 'finance@tokoku.test')?.permissions).toEqual(flags('can_approve', 'can_withdraw'));
    expect(team.every((m) => !m.email.endsWith('internal.test'))).toBe(true);
  });
});

describe('changing and removing members', () => {
  test('an administrator changes a member’s flags and removes a member', async () => {
    expect((await send('owner@tokoku.test', 'PATCH', SETTINGS_API.teamMember('usr_viewer_tokoku'), { permissions: flags('can_view', 'can_edit') })).status).toBe(204);
    expect((await members('owner@tokoku.test')).find((m) => m.id === 'usr_viewer_tokoku')?.permissions).toEqual(flags('can_view', 'can_edit'));
    expect((await send('owner@tokoku.test', 'DELETE', SETTINGS_API.teamMember('usr_ops_tokoku'))).status).toBe(204);
    expect((await members('owner@tokoku.test')).map((m) => m.id)).not.toContain('usr_ops_tokoku');
  });

  test('the last administrator can neither be removed nor lose administer (internal staff do not count)', async () => {
    // Internal staff, an administrator of Manila, acting on its only customer administrator.
    const staff = sessionHeaders((await loginWithSession(gateway.request, 'staff@internal.test')).cookie);
    expect((await gateway.request({ method: 'POST', url: API.switchBusinessSession, headers: staff, payload: { business_id: 'biz_manila' } })).status).toBe(200);
    const asStaff = (method: string, url: string, payload?: unknown) => gateway.request({ method, url, headers: staff, ...(payload === undefined ? {} : { payload }) });
    const isabel = (await members('admin@manila.test')).find((member) => member.email === 'admin@manila.test');
    const before = snapshot(gateway.dbPath);
    const drop = await asStaff('PATCH', SETTINGS_API.teamMember(isabel!.id), { permissions: flags('can_view') });
    expect(drop.status).toBe(409);
    expect(drop.json<{ error_code: string }>().error_code).toBe('LAST_ADMINISTRATOR_ERROR');
    const remove = await asStaff('DELETE', SETTINGS_API.teamMember(isabel!.id));
    expect(remove.json<{ error_code: string }>().error_code).toBe('LAST_ADMINISTRATOR_ERROR');
    expect(snapshot(gateway.dbPath)).toBe(before);
  });

  test('no administrator changes their own permissions or removes themself (issue 42): AUTHORIZATION_ERROR, nothing changes', async () => {
    await as('owner@tokoku.test');
    const before = snapshot(gateway.dbPath);
    for (const [method, payload] of [['PATCH', { permissions: flags('can_view') }], ['DELETE', undefined]] as const) {
      const answer = await send('owner@tokoku.test', method, SETTINGS_API.teamMember('usr_owner_tokoku'), payload);
      expect([answer.status, answer.json<{ error_code: string }>().error_code]).toEqual([403, 'AUTHORIZATION_ERROR']);
    }
    expect(snapshot(gateway.dbPath)).toBe(before);
  });

  test('someone not on the team is NOT_FOUND_ERROR; a non-administrator is refused and nothing changes', async () => {
    expect((await send('owner@tokoku.test', 'DELETE', SETTINGS_API.teamMember('usr_admin_manila'))).status).toBe(404);
    await as('finance@tokoku.test');
    const before = snapshot(gateway.dbPath);
    expect((await send('finance@tokoku.test', 'DELETE', SETTINGS_API.teamMember('usr_viewer_tokoku'))).status).toBe(403);
    expect((await send('finance@tokoku.test', 'GET', SETTINGS_API.invitations)).status).toBe(403);
    expect(snapshot(gateway.dbPath)).toBe(before);
  });
});

describe('a removed member (issue 43 §7)', () => {
  test('their refresh token stops working: INVALIDATED_TOKEN, and their access token and session end too', async () => {
    const token = await loginWithToken(gateway.request, 'viewer@tokoku.test');
    const { cookie } = await loginWithSession(gateway.request, 'viewer@tokoku.test');
    expect((await send('owner@tokoku.test', 'DELETE', SETTINGS_API.teamMember('usr_viewer_tokoku'))).status).toBe(204);

    const refresh = await gateway.request({ method: 'POST', url: API.refreshToken, headers: refreshCookieHeader(token.refreshToken) });
    expect([refresh.status, refresh.json<{ error_code: string }>().error_code]).toEqual([401, 'INVALIDATED_TOKEN']);
    expect(refresh.json()).not.toHaveProperty('access_token');
    const read = await gateway.request({ url: API.authenticatedUserData, headers: tokenHeaders(token.accessToken) });
    expect([read.status, read.json<{ error_code: string }>().error_code]).toEqual([401, 'INVALIDATED_TOKEN']);
    expect((await gateway.request({ url: API.authenticatedUserData, headers: sessionHeaders(cookie) })).status).toBe(401);
  });

  test('a member whose permissions change keeps their sign-in', async () => {
    const token = await loginWithToken(gateway.request, 'viewer@tokoku.test');
    expect((await send('owner@tokoku.test', 'PATCH', SETTINGS_API.teamMember('usr_viewer_tokoku'), { permissions: flags('can_view', 'can_edit') })).status).toBe(204);
    const refresh = await gateway.request({ method: 'POST', url: API.refreshToken, headers: refreshCookieHeader(token.refreshToken) });
    expect(refresh.status).toBe(200);
  });
});

describe('internal staff hidden from the team list (issue 43 §7)', () => {
  test.each([
    ['removed', 'DELETE', undefined],
    ['changed', 'PATCH', { permissions: flags('can_view') }],
  ])('cannot be %s by a customer’s administrator: NOT_FOUND_ERROR, as someone not on the team, and nothing changes', async (_name, method, payload) => {
    await as('owner@tokoku.test');
    const before = snapshot(gateway.dbPath);
    const answer = await send('owner@tokoku.test', method, SETTINGS_API.teamMember('usr_staff_internal'), payload);
    expect([answer.status, answer.json<{ error_code: string }>().error_code]).toEqual([404, 'NOT_FOUND_ERROR']);
    expect(snapshot(gateway.dbPath)).toBe(before);
    // Staff still reach the business.
    expect((await send('staff@internal.test', 'GET', API.userBusinesses)).json<{ id: string }[]>().map((b) => b.id)).toContain('biz_tokoku');
  });
});

describe('invitations', () => {
  const INVITE = { email: 'New.Person@Example.test', full_name: ' Nia Baru ', permissions: flags('can_view') };
  const tokenIn = (subject: string) => /\/invitation\/([\w-]+)$/.exec(subject)![1]!;

  test('resent: a new link and expiry by email, the old link no longer reads; revoked: gone from the list and its link dead (issue 42)', async () => {
    const created = (await send('owner@tokoku.test', 'POST', SETTINGS_API.invitations, INVITE)).json<Invitation>();
    const first = tokenIn((await outbox()).filter((m) => m.kind === 'TEAM_INVITATION_EMAIL').at(-1)!.subject);
    const resent = await send('owner@tokoku.test', 'POST', SETTINGS_API.invitationResend(created.id), {});
    expect(resent.status).toBe(200);
    expect(resent.json<Invitation>()).toMatchObject({ id: created.id, email: 'new.person@example.test' });
    const emails = (await outbox()).filter((m) => m.kind === 'TEAM_INVITATION_EMAIL' && m.recipient === 'new.person@example.test');
    expect(emails).toHaveLength(2);
    const second = tokenIn(emails.at(-1)!.subject);
    expect((await gateway.request({ url: `${API.invitation}/${first}` })).status).toBe(404);
    expect((await gateway.request({ url: `${API.invitation}/${second}` })).status).toBe(200);

    expect((await send('owner@tokoku.test', 'DELETE', SETTINGS_API.invitation(created.id), {})).status).toBe(204);
    expect((await send('owner@tokoku.test', 'GET', SETTINGS_API.invitations)).json<InvitationsAnswer>().data.map((i) => i.id)).not.toContain(created.id);
    expect((await gateway.request({ url: `${API.invitation}/${second}` })).status).toBe(404);
    for (const [method, url] of [['DELETE', SETTINGS_API.invitation(created.id)], ['POST', SETTINGS_API.invitationResend(created.id)]] as const) {
      expect((await send('owner@tokoku.test', method, url, {})).json<{ error_code: string }>().error_code).toBe('NOT_FOUND_ERROR');
    }
  });

  test("another business's invitation, or a non-administrator, is refused; nothing changes", async () => {
    await as('viewer@tokoku.test');
    await as('admin@manila.test');
    const seeded = (await send('owner@tokoku.test', 'GET', SETTINGS_API.invitations)).json<InvitationsAnswer>().data[0]!;
    const before = snapshot(gateway.dbPath);
    expect((await send('viewer@tokoku.test', 'DELETE', SETTINGS_API.invitation(seeded.id), {})).status).toBe(403);
    expect((await send('viewer@tokoku.test', 'POST', SETTINGS_API.invitationResend(seeded.id), {})).status).toBe(403);
    expect((await send('admin@manila.test', 'DELETE', SETTINGS_API.invitation(seeded.id), {})).status).toBe(404);
    expect((await send('admin@manila.test', 'POST', SETTINGS_API.invitationResend(seeded.id), {})).status).toBe(404);
    expect(snapshot(gateway.dbPath)).toBe(before);
  });

  test('an invitation is stored, listed and emailed with a token the public link reads', async () => {
    const answer = await send('owner@tokoku.test', 'POST', SETTINGS_API.invitations, INVITE);
    expect(answer.status).toBe(201);
    expect(answer.json<Invitation>()).toMatchObject({ email: 'new.person@example.test', full_name: 'Nia Baru' });
    const listed = (await send('owner@tokoku.test', 'GET', SETTINGS_API.invitations)).json<InvitationsAnswer>().data.map((i) => i.email);
    expect(listed).toEqual(expect.arrayContaining(['new.person@example.test', SEEDED_INVITATION.email]));
    const email = (await outbox()).find((m) => m.kind === 'TEAM_INVITATION_EMAIL')!;
    const token = /\/invitation\/([\w-]+)$/.exec(email.subject)![1]!;
    // Only the emailed link holds the token; the invitation is stored under its hash.
    expect(snapshot(gateway.dbPath).replaceAll(email.subject, '')).not.toContain(token);
    const preview = await gateway.request({ url: `${API.invitation}/${token}` });
    expect(preview.json<InvitationPreview>()).toMatchObject({ business_name: 'Toko Ku', email: 'new.person@example.test', full_name: 'Nia Baru' });
  });

  test('ten identical invitations at once send one email: one is stored (201), the other nine answer it (200)', async () => {
    const headers = await as('owner@tokoku.test');
    const answers = await Promise.all(Array.from({ length: 10 }, () => gateway.request({ method: 'POST', url: SETTINGS_API.invitations, payload: INVITE, headers })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
    expect(new Set(answers.map((answer) => answer.json<Invitation>().id)).size).toBe(1);
    expect((await outbox()).filter((m) => m.kind === 'TEAM_INVITATION_EMAIL' && m.recipient === 'new.person@example.test')).toHaveLength(1);
    // Later, the same invitation again is still the one pending; a corrected one replaces it and is sent.
    const again = await send('owner@tokoku.test', 'POST', SETTINGS_API.invitations, INVITE);
    expect([again.status, again.json<Invitation>().id]).toEqual([200, answers[0]!.json<Invitation>().id]);
    const corrected = await send('owner@tokoku.test', 'POST', SETTINGS_API.invitations, { ...INVITE, permissions: flags('can_view', 'can_edit') });
    expect(corrected.status).toBe(201);
    expect((await outbox()).filter((m) => m.kind === 'TEAM_INVITATION_EMAIL' && m.recipient === 'new.person@example.test')).toHaveLength(2);
    const listed = (await send('owner@tokoku.test', 'GET', SETTINGS_API.invitations)).json<InvitationsAnswer>().data;
    expect(listed.filter((i) => i.email === 'new.person@example.test')).toEqual([corrected.json<Invitation>()]);
  });

  test('40 different invitations at once: 30 an hour per business are sent, the rest are TOO_MANY_REQUESTS with Retry-After', async () => {
    const headers = await as('owner@tokoku.test');
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => gateway.request({ method: 'POST', url: SETTINGS_API.invitations, payload: { ...INVITE, email: `person${i}@example.test` }, headers })),
    );
    const refused = answers.filter((answer) => answer.status === 429);
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(30);
    expect(refused).toHaveLength(10);
    for (const answer of refused) {
      expect(answer.json()).toMatchObject({ error_code: 'TOO_MANY_REQUESTS', retryAfter: expect.any(Number) });
      expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    expect((await outbox()).filter((m) => m.kind === 'TEAM_INVITATION_EMAIL')).toHaveLength(30);
    // Another business has its own limit; the hour passes and Toko Ku invites again.
    expect((await send('admin@manila.test', 'POST', SETTINGS_API.invitations, INVITE)).status).toBe(201);
    gateway.clock.advance(60 * 60_000);
    expect((await send('owner@tokoku.test', 'POST', SETTINGS_API.invitations, INVITE)).status).toBe(201);
  });

  test('the seeded invitation reads without signing in; an unknown token is NOT_FOUND_ERROR', async () => {
    expect((await gateway.request({ url: `${API.invitation}/${SEEDED_INVITATION.token}` })).json<InvitationPreview>().email).toBe(SEEDED_INVITATION.email);
    const unknown = await gateway.request({ url: `${API.invitation}/not-a-real-invitation-token` });
    expect(unknown.status).toBe(404);
  });

  test.each([
    ['a member’s email', { ...INVITE, email: 'viewer@tokoku.test' }],
    ['an empty name', { ...INVITE, full_name: '   ' }],
    ['a name over 255 characters', { ...INVITE, full_name: 'n'.repeat(256) }],
    ['no permission at all', { ...INVITE, permissions: flags() }],
    ['a flag that is not a boolean', { ...INVITE, permissions: { ...flags(), can_view: 'true' } }],
  ])('refuses %s and stores nothing', async (_name, payload) => {
    await as('owner@tokoku.test');
    const before = snapshot(gateway.dbPath);
    const answer = await send('owner@tokoku.test', 'POST', SETTINGS_API.invitations, payload);
    expect(answer.status).toBe(400);
    expect(answer.json<{ error_code: string }>().error_code).toBe('API_VALIDATION_ERROR');
    expect(snapshot(gateway.dbPath)).toBe(before);
  });
});
