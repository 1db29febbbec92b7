/** @jest-environment node */
import Database from 'better-sqlite3';
import { EMAIL_VERIFICATION_API, EMAIL_VERIFICATION_LIFETIME_MS } from 'shared-contracts/areas/shell/email-verification';
import { REGISTER_API, type RegisterRequest } from 'shared-contracts/areas/shell/register';
import { SIGN_UP_GRACE_MS } from '../store/sign-up-cleanup';
import { createTestGateway, type TestGateway } from '../testing/test-gateway';

// Issue 41 (decision 0081): an unconfirmed sign-up and its business are removed once its link has
// expired and the grace period passed; the email may then register again; a confirmed one stays.
let gateway: TestGateway;
beforeEach(async () => {
  gateway = await createTestGateway({ testMode: true });
});
afterEach(() => gateway.close());

const SIGN_UP: RegisterRequest = {
  email: 'founder@kopikita.test', password: 'Signup-2026', full_name: 'Sari Wulandari', business_name: 'Kopi Kita',
  country_of_operation: 'Indonesia', business_type: 'COMPANY', phone_number: '+6281299990001', terms_accepted: true,
  preferred_language: 'id', brand: 'MAIN',
};
let address = 0;
const signUp = (changes: Partial<RegisterRequest> = {}) =>
  gateway.request({ method: 'POST', url: REGISTER_API.register, payload: { ...SIGN_UP, ...changes }, headers: { 'x-forwarded-for': `10.9.0.${(address += 1)}` } });
const query = <T>(sql: string, ...params: unknown[]): T[] => {
  const db = new Database(gateway.dbPath, { readonly: true });
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
};
const accountOf = (email: string) =>
  query<{ user: string; business: string; status: string }>(
    'SELECT u.id AS user, r.business_id AS business, u.email_verification_status AS status FROM users u JOIN registrations r ON r.user_id = u.id WHERE u.email = ?', email,
  );
const businessCount = (id: string) => query<{ n: number }>('SELECT COUNT(*) AS n FROM businesses WHERE id = ?', id)[0]!.n;
const PAST_EXPIRY = EMAIL_VERIFICATION_LIFETIME_MS + SIGN_UP_GRACE_MS;

describe('unconfirmed sign-ups are cleaned up (decision 0081)', () => {
  test('before the link expired plus the grace period nothing is removed; after it, a register of the same email starts afresh', async () => {
    expect((await signUp()).status).toBe(202);
    const [first] = accountOf(SIGN_UP.email);
    gateway.clock.advance(PAST_EXPIRY - 1_000);
    expect((await signUp({ email: 'other@kopikita.test' })).status).toBe(202);
    expect(accountOf(SIGN_UP.email)).toEqual([first]);

    gateway.clock.advance(2_000);
    expect((await signUp({ business_name: 'Kopi Kita Baru' })).status).toBe(202);
    const [second] = accountOf(SIGN_UP.email);
    expect(second!.user).not.toBe(first!.user);
    expect(businessCount(first!.business)).toBe(0);
    expect(query('SELECT name FROM businesses WHERE id = ?', second!.business)).toEqual([{ name: 'Kopi Kita Baru' }]);
    expect(query('SELECT 1 FROM memberships WHERE user_id = ?', first!.user)).toEqual([]);
  });

  test('a fresh link (a second sign-up before expiry) counts from its own expiry', async () => {
    await signUp();
    gateway.clock.advance(EMAIL_VERIFICATION_LIFETIME_MS / 2);
    await signUp(); // an unconfirmed email: a new link
    const [account] = accountOf(SIGN_UP.email);
    gateway.clock.advance(PAST_EXPIRY - EMAIL_VERIFICATION_LIFETIME_MS / 4);
    await signUp({ email: 'other@kopikita.test' });
    expect(accountOf(SIGN_UP.email)).toEqual([account]);
  });

  test('a confirmed sign-up is never removed, however old', async () => {
    await signUp();
    const [{ subject }] = query<{ subject: string }>("SELECT subject FROM outbox WHERE recipient = ? AND kind = 'EMAIL_VERIFICATION'", SIGN_UP.email);
    const token = /\/confirm_email\/([\w-]+)$/.exec(subject)![1]!;
    expect((await gateway.request({ method: 'POST', url: EMAIL_VERIFICATION_API.confirm, payload: { token } })).status).toBeLessThan(300);
    const [account] = accountOf(SIGN_UP.email);
    expect(account!.status).not.toBe('PENDING');
    gateway.clock.advance(PAST_EXPIRY * 10);
    await signUp({ email: 'other@kopikita.test' });
    expect(accountOf(SIGN_UP.email)).toEqual([account]);
  });

  test('an unconfirmed owner who belongs to another business, or whose business someone joined, is not removed', async () => {
    await signUp();
    const [account] = accountOf(SIGN_UP.email);
    const db = new Database(gateway.dbPath);
    const columns = (db.prepare('PRAGMA table_info(memberships)').all() as { name: string }[]).length;
    db.prepare(`INSERT INTO memberships SELECT ?, 'biz_brand2', 9, ${Array.from({ length: columns - 3 }, () => '0').join(', ')}`).run(account!.user);
    db.close();
    gateway.clock.advance(PAST_EXPIRY * 2);
    await signUp({ email: 'other@kopikita.test' });
    expect(accountOf(SIGN_UP.email)).toEqual([account]);
    expect(businessCount(account!.business)).toBe(1);
  });

  test('the sweep runs when the gateway starts', async () => {
    await signUp();
    const [account] = accountOf(SIGN_UP.email);
    gateway.clock.advance(PAST_EXPIRY + 1);
    gateway = await gateway.restart();
    expect(accountOf(SIGN_UP.email)).toEqual([]);
    expect(businessCount(account!.business)).toBe(0);
  });

  test('two parallel registers of the same email after the expiry: one account, the same answer to both (no enumeration)', async () => {
    await signUp();
    const [old] = accountOf(SIGN_UP.email);
    gateway.clock.advance(PAST_EXPIRY + 1);
    const answers = await Promise.all([signUp({ business_name: 'Kopi A' }), signUp({ business_name: 'Kopi B' })]);
    expect(answers.map((answer) => [answer.status, answer.text])).toEqual([
      [202, JSON.stringify({ link_expires_in: 86_400 })],
      [202, JSON.stringify({ link_expires_in: 86_400 })],
    ]);
    const now = accountOf(SIGN_UP.email);
    expect(now).toHaveLength(1);
    expect(now[0]!.user).not.toBe(old!.user);
    expect(query<{ name: string }>('SELECT name FROM businesses WHERE id = ?', now[0]!.business).map((row) => row.name)[0]).toMatch(/^Kopi [AB]$/);
    expect(businessCount(old!.business)).toBe(0);
  });
});
