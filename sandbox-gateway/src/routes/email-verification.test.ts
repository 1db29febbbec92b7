/** @jest-environment node */
import type { User } from 'shared-contracts';
import { EMAIL_VERIFICATION_API } from 'shared-contracts/areas/shell/email-verification';
import { API } from 'shared-contracts/gateway';
import { createTestGateway, loginWithToken, tokenHeaders, type TestGateway } from '../testing/test-gateway';

let gateway: TestGateway;
let headers: Record<string, string>;
beforeEach(async () => {
  gateway = await createTestGateway({ testMode: true });
  headers = tokenHeaders((await loginWithToken(gateway.request, 'pending@tokoku.test')).accessToken);
});
afterEach(() => gateway.close());

const resend = (as = headers) => gateway.request({ method: 'POST', url: EMAIL_VERIFICATION_API.resend, headers: as, payload: {} });
const confirm = (token: string) => gateway.request({ method: 'POST', url: EMAIL_VERIFICATION_API.confirm, payload: { token } });
const me = async () => (await gateway.request({ url: API.authenticatedUserData, headers })).json<{ user: User }>().user;
async function linkToken(): Promise<string> {
  const { messages } = (await gateway.request({ url: '/__sandbox/outbox' })).json<{ messages: { kind: string; recipient: string; subject: string }[] }>();
  const email = messages.filter((m) => m.kind === 'EMAIL_VERIFICATION' && m.recipient === 'pending@tokoku.test').at(-1);
  return email!.subject.match(/\/confirm_email\/([A-Za-z0-9_-]+)/)![1]!;
}

test('pending@tokoku.test: PENDING; the resent email\'s link confirms it, once', async () => {
  expect((await me()).email_verification_status).toBe('PENDING');
  expect((await resend()).status).toBe(204);
  const token = await linkToken();
  expect((await confirm('x'.repeat(20))).json<{ error_code: string }>().error_code).toBe('AUTHORIZATION_TOKEN_ERROR');
  expect((await confirm(token)).status).toBe(204);
  expect((await me()).email_verification_status).toBe('VERIFIED');
  expect((await confirm(token)).status).toBe(400);
  // Confirmed: nothing more to send.
  expect((await resend()).status).toBe(400);
});

test('one email per 30 seconds; a newer email makes the older link invalid; a link lives a day', async () => {
  await resend();
  const first = await linkToken();
  const again = await resend();
  expect(again.status).toBe(429);
  expect(Number(again.headers.get('retry-after'))).toBeGreaterThan(0);
  gateway.clock.advance(30_000);
  expect((await resend()).status).toBe(204);
  const second = await linkToken();
  expect((await confirm(first)).status).toBe(400);
  gateway.clock.advance(24 * 60 * 60 * 1000);
  expect((await confirm(second)).status).toBe(400);
  headers = tokenHeaders((await loginWithToken(gateway.request, 'pending@tokoku.test')).accessToken);
  expect((await me()).email_verification_status).toBe('PENDING');
});

test('a verified user has nothing to resend', async () => {
  const owner = tokenHeaders((await loginWithToken(gateway.request, 'owner@tokoku.test')).accessToken);
  expect((await resend(owner)).status).toBe(400);
});
