/** @jest-environment node */
import Database from 'better-sqlite3';
import { ACTIVATION_API } from 'shared-contracts/areas/activation/activation';
import { EMAIL_VERIFICATION_API } from 'shared-contracts/areas/shell/email-verification';
import { REGISTER_API, type RegisterRequest } from 'shared-contracts/areas/shell/register';
import type { Business, FeatureFlags, User } from 'shared-contracts';
import { API } from 'shared-contracts/gateway';
import { DEFAULT_RATE_LIMITS } from '../auth/rate-limit';
import type { Answer } from '../testing/http-client';
import { createTestGateway, sessionHeaders, snapshot, type TestGateway } from '../testing/test-gateway';

// Issue 41 §1 "register" (docs/decisions/0073-register.md): a business and its owner in test mode,
// the same answer for every email (no enumeration), limits per email and address, bursts make one account.
let gateway: TestGateway;
beforeEach(async () => {
  gateway = await createTestGateway({ testMode: true });
});
afterEach(() => gateway.close());

const PASSWORD = 'Signup-2026';
const SIGN_UP: RegisterRequest = {
  email: 'founder@kopikita.test',
  password: PASSWORD,
  full_name: 'Sari Wulandari',
  business_name: 'Kopi Kita',
  country_of_operation: 'Indonesia',
  business_type: 'COMPANY',
  phone_number: '+6281299990001',
  terms_accepted: true,
  preferred_language: 'id',
  brand: 'MAIN',
};
const ACCEPTED = [202, JSON.stringify({ link_expires_in: 86_400 })];

const code = (answer: Answer) => (answer.text ? answer.json<{ error_code?: string }>().error_code : undefined);
const from = (address: string) => ({ 'x-forwarded-for': address });
const signUp = (changes: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
  gateway.request({ method: 'POST', url: REGISTER_API.register, payload: { ...SIGN_UP, ...changes }, headers });
const signIn = (email: string, password: string) => gateway.request({ method: 'POST', url: API.sessions, payload: { email, password } });

type Message = { kind: string; recipient: string; subject: string };
async function outbox(recipient: string): Promise<Message[]> {
  const { messages } = (await gateway.request({ url: '/__sandbox/outbox' })).json<{ messages: Message[] }>();
  return messages.filter((m) => m.recipient === recipient);
}
const count = (sql: string, ...params: unknown[]) => {
  const db = new Database(gateway.dbPath, { readonly: true });
  try {
    return db.prepare(sql).pluck().get(...params) as number;
  } finally {
    db.close();
  }
};

describe('a new email', () => {
  test('makes an owner and a business in test mode, sends the confirmation link, and the account works', async () => {
    expect([(await signUp()).status, (await signUp({ email: 'other@kopikita.test' })).text]).toEqual([202, ACCEPTED[1]]);
    const [message] = await outbox(SIGN_UP.email);
    expect(message?.kind).toBe('EMAIL_VERIFICATION');
    const token = /\/confirm_email\/([\w-]+)$/.exec(message!.subject)![1]!;

    // Signed in before confirming: the user is PENDING and the business asks for confirmation (the flag).
    const login = await signIn(SIGN_UP.email, PASSWORD);
    expect(login.status).toBe(200);
    const headers = sessionHeaders(`session_id=${login.cookie('session_id')!.value}`);
    const read = async <T>(url: string) => {
      const answer = await gateway.request({ url, headers });
      expect([url, answer.status]).toEqual([url, 200]);
      return answer.json<T>();
    };
    const data = await read<{ user: User; business: Business }>(API.authenticatedUserData);
    expect(data.user).toMatchObject({
      email: SIGN_UP.email, full_name: 'Sari Wulandari', phone_number: '+6281299990001', is_phone_number_verified: false,
      email_verification_status: 'PENDING', preferred_language: 'id', can_administer: true, can_withdraw: true, can_view: true,
    });
    expect(data.business).toMatchObject({
      name: 'Kopi Kita', brand_name: 'MAIN', country_of_operation: 'Indonesia', environment: 'DEVELOPMENT', go_live_status: 'AWAITING_DOCS',
    });
    expect(await read<FeatureFlags>(`${API.featureFlags}/${data.business.id}?email=${SIGN_UP.email}`)).toMatchObject({ dashboard_email_verification: true, get_started: true });
    expect(await read<Business[]>(API.userBusinesses)).toHaveLength(1);
    await read(API.businessSettings);
    expect(await read(API.commonCompanyDetail)).toMatchObject({ go_live_status: 'AWAITING_DOCS', kyc_verification_status: 'AWAITING_DATA', get_started_page_enabled: true });
    // The activation remote's reads answer for the new business.
    await read(ACTIVATION_API.getStartedStatuses);
    await read(`${ACTIVATION_API.masterFields}`);
    await read(API.activationCountries);

    // The link confirms the email.
    const confirm = await gateway.request({ method: 'POST', url: EMAIL_VERIFICATION_API.confirm, payload: { token } });
    expect(confirm.status).toBe(204);
    expect((await read<{ user: User }>(API.authenticatedUserData)).user.email_verification_status).toBe('VERIFIED');
    expect(count('SELECT business_type FROM registrations r JOIN users u ON u.id = r.user_id WHERE u.email = ?', SIGN_UP.email)).toBe('COMPANY');
  });

  test('in the Philippines the business is REGISTERED (tier zero there)', async () => {
    await signUp({ email: 'owner@manilakape.test', country_of_operation: 'Philippines', phone_number: '+639171234567', preferred_language: 'en' });
    const login = await signIn('owner@manilakape.test', PASSWORD);
    const { business } = login.json<{ business: Business }>();
    expect(business).toMatchObject({ country_of_operation: 'Philippines', go_live_status: 'REGISTERED', environment: 'DEVELOPMENT' });
  });
});

test('the second brand has Register too (spec 01 §1 removes it from white-label brands only)', async () => {
  await signUp({ email: 'owner@nusantara.test', brand: 'SECOND' });
  expect((await signIn('owner@nusantara.test', PASSWORD)).json<{ business: Business }>().business.brand_name).toBe('SECOND');
});

describe('no user enumeration', () => {
  test('an email with an account is answered as a new one; nothing changes but the outbox', async () => {
    const answer = await signUp({ email: 'owner@tokoku.test' });
    expect([answer.status, answer.text]).toEqual(ACCEPTED);
    expect((await outbox('owner@tokoku.test')).map((m) => m.kind)).toEqual(['ACCOUNT_EXISTS_EMAIL']);
    // Its password is unchanged: the sign-up's does not sign in, the persona's does.
    expect((await signIn('owner@tokoku.test', PASSWORD)).status).toBe(401);
    expect(count("SELECT COUNT(*) FROM businesses WHERE name = 'Kopi Kita'")).toBe(0);
  });

  test('an account still unconfirmed gets a new confirmation link, and keeps its password', async () => {
    await signUp();
    await signUp({ password: 'Another-2026' });
    expect((await outbox(SIGN_UP.email)).map((m) => m.kind)).toEqual(['EMAIL_VERIFICATION', 'EMAIL_VERIFICATION']);
    expect((await signIn(SIGN_UP.email, 'Another-2026')).status).toBe(401);
    expect(count('SELECT COUNT(*) FROM users WHERE email = ?', SIGN_UP.email)).toBe(1);
  });
});

describe('bursts', () => {
  test('parallel sign-ups of one email make one user and one business', async () => {
    const answers = await Promise.all([signUp(), signUp(), signUp({ full_name: 'Someone Else' })]);
    expect(answers.map((a) => [a.status, a.text])).toEqual(Array(3).fill(ACCEPTED));
    expect(count('SELECT COUNT(*) FROM users WHERE email = ?', SIGN_UP.email)).toBe(1);
    expect(count("SELECT COUNT(*) FROM businesses WHERE name = 'Kopi Kita'")).toBe(1);
    expect(count('SELECT COUNT(*) FROM registrations')).toBe(1);
  });

  test.each([['founder@kopikita.test'], ['owner@tokoku.test']])(
    '40 parallel sign-ups of %s from 40 addresses: 3 answered, 37 refused — the same for a new and a known email',
    async (email) => {
      const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => signUp({ email }, from(`198.51.100.${i + 1}`))));
      expect(answers.filter((a) => a.status === 202)).toHaveLength(DEFAULT_RATE_LIMITS.registerPerEmail.max);
      const refused = answers.filter((a) => a.status === 429);
      expect(refused).toHaveLength(40 - DEFAULT_RATE_LIMITS.registerPerEmail.max);
      expect(refused.every((a) => code(a) === 'TOO_MANY_REQUESTS' && Number(a.headers.get('retry-after')) > 0)).toBe(true);
      expect(count('SELECT COUNT(*) FROM users WHERE email = ?', email)).toBe(1);
    },
  );

  test('one address is limited across emails', async () => {
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => signUp({ email: `shop${i}@kopikita.test` }, from('203.0.113.9'))));
    expect(answers.filter((a) => a.status === 202)).toHaveLength(DEFAULT_RATE_LIMITS.registerPerIp.max);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(12 - DEFAULT_RATE_LIMITS.registerPerIp.max);
  });
});

describe('validation: API_VALIDATION_ERROR naming the field, nothing stored, never a 500', () => {
  test.each([
    ['email', { email: 'not an email' }],
    ['password', { password: 'short1' }],
    ['password', { password: 'onlyletters' }],
    ['full_name', { full_name: '12345' }],
    ['full_name', { full_name: '' }],
    ['business_name', { business_name: '<script>' }],
    ['business_name', { business_name: 'x'.repeat(101) }],
    ['country_of_operation', { country_of_operation: 'Singapore' }],
    ['business_type', { business_type: 'OWNED' }],
    ['phone_number', { phone_number: '081234567' }],
    ['terms_accepted', { terms_accepted: false }],
    ['terms_accepted', { terms_accepted: 'true' }],
    ['brand', { brand: 'PARTNER_A' }],
    ['is_admin', { is_admin: true }],
  ])('%s: %j', async (field, changes) => {
    const before = snapshot(gateway.dbPath, { except: ['rate_limit_hits'] });
    const answer = await signUp(changes);
    expect([answer.status, code(answer)]).toEqual([400, 'API_VALIDATION_ERROR']);
    expect(answer.json<{ errors: { field: string }[] }>().errors.map((e) => e.field)).toContain(field);
    expect(snapshot(gateway.dbPath, { except: ['rate_limit_hits'] })).toBe(before);
  });

  test('a body that is not JSON, or none, is a 400', async () => {
    const answers = await Promise.all([
      gateway.request({ method: 'POST', url: REGISTER_API.register, payload: 'nope', headers: { 'content-type': 'application/json' } }),
      gateway.request({ method: 'POST', url: REGISTER_API.register }),
    ]);
    expect(answers.map((a) => a.status)).toEqual([400, 400]);
  });
});
