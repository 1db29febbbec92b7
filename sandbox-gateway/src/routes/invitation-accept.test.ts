/** @jest-environment node */
import { ACCOUNT_RECOVERY_API, type InvitationDetails } from 'shared-contracts/areas/shell/account-recovery';
import { SETTINGS_API, type InvitationsAnswer, type TeamMembersAnswer } from 'shared-contracts/areas/settings/settings';
import { API, NEW_AUTHENTICATION_HEADER, type TokenLoginAnswer, type UserBusinessesAnswer } from 'shared-contracts/gateway';
import { SANDBOX_PASSWORD } from '../seed/personas';
import { SEEDED_INVITATION } from '../seed/settings-team';
import type { Answer } from '../testing/http-client';
import { createTestGateway, signedIn, snapshot, tokenHeaders, type TestGateway } from '../testing/test-gateway';

// Issue 41 §1: an invited person sees the business and the role, makes an account (or signs in with
// the one the email has), and lands in the business with the invited flags; the invitation is single use.
let gateway: TestGateway;
const as = signedIn(() => gateway);
beforeEach(async () => {
  gateway = await createTestGateway({ testMode: true });
});
afterEach(() => gateway.close());

const TOKEN_MODE = { [NEW_AUTHENTICATION_HEADER]: 'true' };
const code = (answer: Answer) => (answer.text ? answer.json<{ error_code?: string }>().error_code : undefined);
const preview = (token: string) => gateway.request({ url: `${API.invitation}/${token}` });
const accept = (payload: Record<string, unknown>) =>
  gateway.request({ method: 'POST', url: ACCOUNT_RECOVERY_API.acceptInvitation, payload, headers: TOKEN_MODE });
const NEW_ACCOUNT = { token: SEEDED_INVITATION.token, full_name: 'Rina Undangan', password: 'Joined-2026', preferred_language: 'id' };

async function team(): Promise<{ members: string[]; pending: string[] }> {
  const owner = await as('owner@tokoku.test');
  const members = (await gateway.request({ url: SETTINGS_API.teamMembers, headers: owner })).json<TeamMembersAnswer>().data;
  const pending = (await gateway.request({ url: SETTINGS_API.invitations, headers: owner })).json<InvitationsAnswer>().data;
  return { members: members.map((m) => m.email), pending: pending.map((i) => i.email) };
}

test('the link shows the business, the name, the role and that the email has no account yet', async () => {
  expect((await preview(SEEDED_INVITATION.token)).json<InvitationDetails>()).toEqual({
    business_name: 'Toko Ku',
    email: SEEDED_INVITATION.email,
    full_name: SEEDED_INVITATION.fullName,
    expires_at: expect.any(String),
    permissions: SEEDED_INVITATION.permissions,
    account_exists: false,
  });
});

test('a new account: name and a strong password; signed in to Toko Ku as a viewer; the team shows them; the link is spent', async () => {
  const before = snapshot(gateway.dbPath);
  expect(code(await accept({ ...NEW_ACCOUNT, full_name: undefined }))).toBe('API_VALIDATION_ERROR');
  expect(code(await accept({ ...NEW_ACCOUNT, password: 'weakpass' }))).toBe('API_VALIDATION_ERROR');
  expect(code(await accept({ ...NEW_ACCOUNT, full_name: 'Rina\u202eUndangan' }))).toBe('API_VALIDATION_ERROR');
  expect(snapshot(gateway.dbPath)).toBe(before);
  expect((await team()).pending).toContain(SEEDED_INVITATION.email);

  const answer = await accept(NEW_ACCOUNT);
  expect(answer.status).toBe(200);
  const body = answer.json<TokenLoginAnswer>();
  expect(body.business.name).toBe('Toko Ku');
  expect(body.user).toMatchObject({ email: SEEDED_INVITATION.email, full_name: 'Rina Undangan', preferred_language: 'id', ...SEEDED_INVITATION.permissions });
  // The new sign-in works, and the password signs in again later.
  expect((await gateway.request({ url: API.authenticatedUserData, headers: tokenHeaders(body.access_token) })).status).toBe(200);
  const again = await gateway.request({ method: 'POST', url: API.authEmail, payload: { email: SEEDED_INVITATION.email, password: 'Joined-2026' }, headers: TOKEN_MODE });
  expect(again.status).toBe(200);

  expect(await team()).toEqual({ members: expect.arrayContaining([SEEDED_INVITATION.email]), pending: expect.not.arrayContaining([SEEDED_INVITATION.email]) });
  expect((await preview(SEEDED_INVITATION.token)).status).toBe(404);
  expect(code(await accept(NEW_ACCOUNT))).toBe('AUTHORIZATION_TOKEN_ERROR');
});

test('20 parallel accepts of one invitation: one account, one sign-in; 19 told the link is spent', async () => {
  const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => accept({ ...NEW_ACCOUNT, password: `Joined-${i}-2026` })));
  expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
  expect(answers.filter((a) => code(a) === 'AUTHORIZATION_TOKEN_ERROR')).toHaveLength(19);
  expect((await team()).members.filter((email) => email === SEEDED_INVITATION.email)).toHaveLength(1);
});

test('an email with an account signs in with its password and lands in the new business with the invited flags', async () => {
  const owner = await as('owner@tokoku.test');
  const permissions = { ...SEEDED_INVITATION.permissions, can_view: false, can_approve: true };
  const invited = await gateway.request({
    method: 'POST', url: SETTINGS_API.invitations, headers: owner,
    payload: { email: 'admin@manila.test', full_name: 'Isabel Reyes', permissions },
  });
  expect(invited.status).toBe(201);
  const { messages } = (await gateway.request({ url: '/__sandbox/outbox' })).json<{ messages: { recipient: string; subject: string }[] }>();
  const token = /\/invitation\/([\w-]+)/.exec(messages.filter((m) => m.recipient === 'admin@manila.test').at(-1)!.subject)![1]!;
  expect((await preview(token)).json<InvitationDetails>()).toMatchObject({ account_exists: true, permissions });

  expect(code(await accept({ token, password: SANDBOX_PASSWORD, full_name: 'Someone Else' }))).toBe('API_VALIDATION_ERROR');
  expect(code(await accept({ token, password: 'Wrong-guess-1' }))).toBe('INVALID_CREDENTIALS_ERROR');
  const answer = await accept({ token, password: SANDBOX_PASSWORD });
  const body = answer.json<TokenLoginAnswer>();
  expect([answer.status, body.business.name, body.user.full_name]).toEqual([200, 'Toko Ku', 'Isabel Reyes']);
  expect(body.user).toMatchObject(permissions);
  const businesses = (await gateway.request({ url: API.userBusinesses, headers: tokenHeaders(body.access_token) })).json<UserBusinessesAnswer>();
  expect(businesses.map((b) => b.id)).toEqual(expect.arrayContaining(['biz_manila', 'biz_tokoku']));
  expect((await team()).members).toContain('admin@manila.test');
});

test('an unknown or malformed token: AUTHORIZATION_TOKEN_ERROR or API_VALIDATION_ERROR, nothing changed', async () => {
  // The sign-in limit counts the attempts (rate_limit_hits); nothing else moves.
  const before = snapshot(gateway.dbPath, { except: ['rate_limit_hits'] });
  expect(code(await accept({ ...NEW_ACCOUNT, token: 'not-a-real-invitation-token' }))).toBe('AUTHORIZATION_TOKEN_ERROR');
  expect(code(await accept({ ...NEW_ACCOUNT, token: 'short' }))).toBe('API_VALIDATION_ERROR');
  expect(code(await accept({ token: SEEDED_INVITATION.token }))).toBe('API_VALIDATION_ERROR');
  expect(snapshot(gateway.dbPath, { except: ['rate_limit_hits'] })).toBe(before);
});
