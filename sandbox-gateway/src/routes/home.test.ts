/** @jest-environment node */
import {
  HOME_API,
  type BankAccountsAnswer,
  type BusinessUsersAnswer,
  type CapitalOffering,
  type HomeRequestAnswer,
  type HomeSettings,
} from 'shared-contracts/areas/home/home';
import { homeRequests } from '../store/home';
import { openDatabase } from '../db/connection';
import { createTestGateway, signedIn, snapshot, type TestGateway } from '../testing/test-gateway';

let gateway: TestGateway;
const as = signedIn(() => gateway);

beforeEach(async () => {
  gateway = await createTestGateway();
});
afterEach(() => gateway.close());

const get = async (email: string, url: string) => gateway.request({ url, headers: await as(email) });
const post = async (email: string, url: string, payload: unknown) => gateway.request({ method: 'POST', url, payload, headers: await as(email) });

const VALID_INCORPORATION = { full_name: ' Ayu Pratama ', email: 'ayu@tokoku.test', phone_number: '+6281234567001', company_type: 'PT', notes: 'A PT in Jakarta' };

describe('the home reads', () => {
  test.each([
    ['owner@tokoku.test', false],
    ['admin@kilat.test', true],
    ['viewer@tokoku.test', false],
  ])('GET /api/home-settings for %s: invoice creation disabled %s', async (email, disabled) => {
    expect((await get(email, HOME_API.homeSettings)).json<HomeSettings>()).toEqual({ should_disable_invoice_creation: disabled });
  });

  test.each([
    ['owner@tokoku.test', 2],
    ['finance@tokoku.test', 2],
    ['admin@manila.test', 0],
    ['admin@brand2.test', 1],
    ['sub@tokoku.test', 0],
  ])('GET /api/bank-accounts for %s: %i accounts, numbers masked', async (email, count) => {
    const { data } = (await get(email, HOME_API.bankAccounts)).json<BankAccountsAnswer>();
    expect(data).toHaveLength(count);
    for (const account of data) expect(account.masked_account_number).toMatch(/^•+\d{4}$/);
  });

  test('the team leaves internal staff out: Toko Ku has its members, Manila only its administrator', async () => {
    const tokoku = (await get('owner@tokoku.test', HOME_API.businessUsers)).json<BusinessUsersAnswer>().data.map((u) => u.email);
    expect(tokoku).toEqual(expect.arrayContaining(['owner@tokoku.test', 'viewer@tokoku.test']));
    expect(tokoku).not.toContain('staff@internal.test');
    expect((await get('admin@manila.test', HOME_API.businessUsers)).json<BusinessUsersAnswer>().data.map((u) => u.email)).toEqual(['admin@manila.test']);
  });

  test.each([
    ['GET', HOME_API.bankAccounts, 'viewer@tokoku.test'],
    ['GET', HOME_API.bankAccounts, 'dev@tokoku.test'],
    ['GET', HOME_API.businessUsers, 'finance@tokoku.test'],
    ['GET', HOME_API.capitalOffering, 'admin@manila.test'],
    ['GET', HOME_API.secretApiCredentialsList, 'viewer@tokoku.test'],
    ['POST', HOME_API.incorporationServiceRequest, 'viewer@tokoku.test'],
    ['POST', HOME_API.incorporationServiceRequest, 'admin@manila.test'],
    ['POST', HOME_API.earlySettlementRequest, 'ops@tokoku.test'],
    ['POST', HOME_API.earlySettlementRequest, 'new@warungbaru.test'],
    ['POST', HOME_API.earlySettlementRequest, 'admin@remit.test'],
  ])('%s %s is refused to %s', async (method, url, email) => {
    const headers = await as(email);
    const before = snapshot(gateway.dbPath);
    const answer = await gateway.request({ method, url, headers, ...(method === 'POST' ? { payload: {} } : {}) });
    expect(answer.status).toBe(403);
    expect(answer.json()).toMatchObject({ error_code: 'AUTHORIZATION_ERROR' });
    expect(snapshot(gateway.dbPath)).toBe(before);
  });

  test('the remittance and Philippine exceptions may read what their cards need', async () => {
    expect((await get('admin@remit.test', HOME_API.businessUsers)).status).toBe(200);
    expect((await get('admin@remit.test', HOME_API.bankAccounts)).status).toBe(200);
  });
});

describe('the capital offering', () => {
  test('an eligible business says it is interested once; then it can no longer submit', async () => {
    expect((await get('owner@tokoku.test', HOME_API.capitalOffering)).json<CapitalOffering>()).toEqual({
      max_amount: 500_000_000, currency: 'IDR', can_submit: true, submitted_at: null,
    });
    const answer = await post('owner@tokoku.test', HOME_API.capitalOffering, {});
    expect(answer.status).toBe(200);
    expect(answer.json<CapitalOffering>()).toMatchObject({ can_submit: false, submitted_at: '2026-06-15T08:00:00.000Z' });
    const again = await post('owner@tokoku.test', HOME_API.capitalOffering, {});
    expect(again.status).toBe(400);
    expect(again.json()).toMatchObject({ error_code: 'API_VALIDATION_ERROR' });
  });

  test('Toko Ku Express already said so, Warung Baru is not eligible, Partner has no offering', async () => {
    expect((await get('new@warungbaru.test', HOME_API.capitalOffering)).json<CapitalOffering>()).toMatchObject({ max_amount: null, can_submit: false });
    expect((await get('admin@partner.test', HOME_API.capitalOffering)).json<CapitalOffering>()).toMatchObject({ max_amount: null, can_submit: false });
    expect((await post('new@warungbaru.test', HOME_API.capitalOffering, {})).status).toBe(400);
  });
});

describe('the capital offering for someone who may not ask for it (issue 43 §7)', () => {
  test.each(['viewer@tokoku.test', 'finance@tokoku.test', 'dev@tokoku.test'])('%s reads it with can_submit false, and its POST is AUTHORIZATION_ERROR with nothing recorded', async (email) => {
    expect((await get(email, HOME_API.capitalOffering)).json<CapitalOffering>()).toEqual({
      max_amount: 500_000_000, currency: 'IDR', can_submit: false, submitted_at: null,
    });
    const before = snapshot(gateway.dbPath);
    const answer = await post(email, HOME_API.capitalOffering, {});
    expect([answer.status, answer.json<{ error_code: string }>().error_code]).toEqual([403, 'AUTHORIZATION_ERROR']);
    expect(snapshot(gateway.dbPath)).toBe(before);
    // The business can still say so, through an administrator.
    expect((await get('owner@tokoku.test', HOME_API.capitalOffering)).json<CapitalOffering>().can_submit).toBe(true);
  });
});

describe('POST /api/incorporation-service-request', () => {
  test('records a trimmed request of the caller business', async () => {
    const answer = await post('owner@tokoku.test', HOME_API.incorporationServiceRequest, VALID_INCORPORATION);
    expect(answer.status).toBe(200);
    expect(answer.json<HomeRequestAnswer>()).toMatchObject({ status: 'SUBMITTED', id: expect.stringMatching(/^req_/) });
    const db = openDatabase(gateway.dbPath, Date.now());
    expect(homeRequests(db, 'biz_tokoku', 'INCORPORATION_SERVICE')).toEqual([{ ...VALID_INCORPORATION, full_name: 'Ayu Pratama' }]);
    db.close();
  });

  test.each([
    [{ ...VALID_INCORPORATION, full_name: '   ' }, 'full_name'],
    [{ ...VALID_INCORPORATION, full_name: 'x'.repeat(256) }, 'full_name'],
    [{ ...VALID_INCORPORATION, email: 'not-an-email' }, 'email'],
    [{ ...VALID_INCORPORATION, phone_number: '081234567' }, 'phone_number'],
    [{ ...VALID_INCORPORATION, phone_number: '+62812345678901234' }, 'phone_number'],
    [{ ...VALID_INCORPORATION, company_type: 'LLC' }, 'company_type'],
    [{ ...VALID_INCORPORATION, notes: 'n'.repeat(501) }, 'notes'],
    [{ email: 'a@b.test' }, 'full_name'],
  ])('%j is refused naming %s', async (payload, field) => {
    const answer = await post('owner@tokoku.test', HOME_API.incorporationServiceRequest, payload);
    expect(answer.status).toBe(400);
    expect(answer.json<{ errors: { field: string }[] }>().errors.map((e) => e.field)).toContain(field);
  });
});

describe('POST /api/early-settlement-request', () => {
  test.each([
    ['owner@tokoku.test', 25_000_000],
    ['finance@tokoku.test', 1],
    ['admin@manila.test', 1500.5],
  ])('%s may request %d', async (email, amount) => {
    const answer = await post(email, HOME_API.earlySettlementRequest, { amount, reason: 'Stock for the holidays' });
    expect(answer.status).toBe(200);
    expect(answer.json<HomeRequestAnswer>().status).toBe('SUBMITTED');
  });

  test.each([
    ['owner@tokoku.test', { amount: 0, reason: 'x' }, 'amount'],
    ['owner@tokoku.test', { amount: 1_000_000_000_000, reason: 'x' }, 'amount'],
    ['owner@tokoku.test', { amount: '100', reason: 'x' }, 'amount'],
    ['owner@tokoku.test', { amount: 100.5, reason: 'x' }, 'amount'],
    ['admin@manila.test', { amount: 100.505, reason: 'x' }, 'amount'],
    ['owner@tokoku.test', { amount: 100, reason: ' ' }, 'reason'],
    ['owner@tokoku.test', { amount: 100, reason: 'r'.repeat(501) }, 'reason'],
  ])('%s: %j is refused naming %s', async (email, payload, field) => {
    const answer = await post(email, HOME_API.earlySettlementRequest, payload);
    expect(answer.status).toBe(400);
    expect(answer.json<{ errors: { field: string }[] }>().errors.map((e) => e.field)).toContain(field);
  });
});
