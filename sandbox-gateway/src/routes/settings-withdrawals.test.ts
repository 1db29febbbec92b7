/** @jest-environment node */
import { SETTINGS_API, type AvailableBanksAnswer, type BankAccount, type BankAccountsAnswer } from 'shared-contracts/areas/settings/settings';
import { createTestGateway, signedIn, snapshot, type TestGateway } from '../testing/test-gateway';

let gateway: TestGateway;
const as = signedIn(() => gateway);

beforeEach(async () => {
  gateway = await createTestGateway();
});
afterEach(() => gateway.close());

const get = async (email: string, url: string) => gateway.request({ url, headers: await as(email) });
const post = async (email: string, url: string, payload: unknown) => gateway.request({ method: 'POST', url, payload, headers: await as(email) });

const VALID = { bank_code: 'BNI', account_holder_name: ' PT Toko Ku ', account_number: '8800112233' };

describe('GET /api/available_disbursements_bank_names', () => {
  test.each([
    ['owner@tokoku.test', 'BCA'],
    ['finance@tokoku.test', 'MANDIRI'],
    ['admin@manila.test', 'BDO'],
  ])('answers %s the banks of its country (%s among them)', async (email, code) => {
    const answer = await get(email, SETTINGS_API.availableBanks);
    expect(answer.status).toBe(200);
    expect(answer.json<AvailableBanksAnswer>().data.map((bank) => bank.code)).toContain(code);
  });

  test.each([
    ['ID', 'BCA'],
    ['PH', 'BDO'],
    ['MY', 'MAYBANK'],
    ['VN', 'VIETCOMBANK'],
  ])('answers the banks of the activation country %s with country_id (%s among them)', async (countryId, code) => {
    const answer = await get('new@warungbaru.test', `${SETTINGS_API.availableBanks}?country_id=${countryId}`);
    expect(answer.status).toBe(200);
    expect(answer.json<AvailableBanksAnswer>().data.map((bank) => bank.code)).toContain(code);
  });

  test('every activation country has banks', async () => {
    const countries = (await get('new@warungbaru.test', '/api/activation-countries')).json<{ id: string }[]>();
    for (const { id } of countries) {
      expect((await get('new@warungbaru.test', `${SETTINGS_API.availableBanks}?country_id=${id}`)).json<AvailableBanksAnswer>().data.length).toBeGreaterThan(0);
    }
  });

  test.each([
    ['a country that is not an activation country', 'XX'],
    ['a lower-case id', 'id'],
    ['a three-letter code', 'IDN'],
    ['an empty id', ''],
    ['the id twice', 'ID&country_id=PH'],
  ])('refuses %s with API_VALIDATION_ERROR on country_id, never 500', async (_name, value) => {
    const answer = await get('new@warungbaru.test', `${SETTINGS_API.availableBanks}?country_id=${value}`);
    expect(answer.status).toBe(400);
    expect(answer.json<{ error_code: string }>().error_code).toBe('API_VALIDATION_ERROR');
    expect(JSON.stringify(answer.json())).toContain('country_id');
  });

  test.each(['viewer@tokoku.test', 'dev@tokoku.test'])('refuses %s (neither administer nor withdraw)', async (email) => {
    const answer = await get(email, SETTINGS_API.availableBanks);
    expect(answer.status).toBe(403);
  });
});

describe('POST /api/bank-accounts', () => {
  test('an administrator adds an account; it is listed, trimmed, its number masked to the last 4 digits', async () => {
    const answer = await post('owner@tokoku.test', SETTINGS_API.bankAccounts, VALID);
    expect(answer.status).toBe(201);
    const added = answer.json<BankAccount>();
    expect(added).toMatchObject({ bank_code: 'BNI', account_holder_name: 'PT Toko Ku', masked_account_number: '••••••2233' });
    const { data } = (await get('owner@tokoku.test', SETTINGS_API.bankAccounts)).json<BankAccountsAnswer>();
    expect(data.map((account) => account.id)).toContain(added.id);
    expect(JSON.stringify(data)).not.toContain('8800112233');
  });

  test('a withdrawer may read the list but not add to it', async () => {
    await as('finance@tokoku.test');
    const before = snapshot(gateway.dbPath);
    expect((await post('finance@tokoku.test', SETTINGS_API.bankAccounts, VALID)).status).toBe(403);
    expect(snapshot(gateway.dbPath)).toBe(before);
  });

  test.each([
    ['a number with letters', { ...VALID, account_number: '12ab34' }, 'account_number'],
    ['a number with spaces', { ...VALID, account_number: '1234 5678' }, 'account_number'],
    ['a 256-character name', { ...VALID, account_holder_name: 'a'.repeat(256) }, 'account_holder_name'],
    ['a name of spaces', { ...VALID, account_holder_name: '   ' }, 'account_holder_name'],
    ['a 256-digit number', { ...VALID, account_number: '1'.repeat(256) }, 'account_number'],
    ['no bank', { account_holder_name: 'PT Toko Ku', account_number: '123' }, 'bank_code'],
    ['a bank of another country', { ...VALID, bank_code: 'BDO' }, 'bank_code'],
    ['a number as a number', { ...VALID, account_number: 8800112233 }, 'account_number'],
    ['an account already added', { bank_code: 'BCA', account_holder_name: 'PT Toko Ku', account_number: '0123456789' }, 'account_number'],
  ])('refuses %s with API_VALIDATION_ERROR naming the field', async (_name, payload, field) => {
    await as('owner@tokoku.test');
    const before = snapshot(gateway.dbPath);
    const answer = await post('owner@tokoku.test', SETTINGS_API.bankAccounts, payload);
    expect(answer.status).toBe(400);
    const body = answer.json<{ error_code: string; errors: { field: string }[] }>();
    expect(body.error_code).toBe('API_VALIDATION_ERROR');
    expect(body.errors.map((error) => error.field)).toContain(field);
    expect(snapshot(gateway.dbPath)).toBe(before);
  });
});

describe('removing a bank account and choosing the default (issue 42)', () => {
  const send = async (email: string, method: string, url: string) => gateway.request({ method, url, payload: {}, headers: await as(email) });
  const accounts = async () => (await get('owner@tokoku.test', SETTINGS_API.bankAccounts)).json<BankAccountsAnswer>().data;
  const codeOf = (answer: { json: <T>() => T }) => answer.json<{ error_code: string }>().error_code;

  test('the oldest is the default until another is chosen; the default is not removed while others remain', async () => {
    expect((await accounts()).map((account) => [account.id, account.is_default])).toEqual([['bank_biz_tokoku_1', true], ['bank_biz_tokoku_2', false]]);
    expect(codeOf(await send('owner@tokoku.test', 'DELETE', SETTINGS_API.bankAccount('bank_biz_tokoku_1')))).toBe('API_VALIDATION_ERROR');
    expect((await send('owner@tokoku.test', 'PUT', SETTINGS_API.bankAccountDefault('bank_biz_tokoku_2'))).status).toBe(204);
    expect((await accounts()).map((account) => [account.id, account.is_default])).toEqual([['bank_biz_tokoku_1', false], ['bank_biz_tokoku_2', true]]);
  });

  test('an account a withdrawal is on its way to stays; once it arrived, the account goes from the list (kept for the history that names it)', async () => {
    // The sandbox's control API (a withdrawal's outcome) answers in test mode.
    gateway.close();
    gateway = await createTestGateway({ testMode: true });
    await send('owner@tokoku.test', 'PUT', SETTINGS_API.bankAccountDefault('bank_biz_tokoku_2'));
    // wd_tokoku_05 is PENDING to bank_biz_tokoku_1 (the seed's ledger).
    expect(codeOf(await send('owner@tokoku.test', 'DELETE', SETTINGS_API.bankAccount('bank_biz_tokoku_1')))).toBe('API_VALIDATION_ERROR');
    expect((await gateway.request({ method: 'POST', url: '/__sandbox/withdrawals/wd_tokoku_05/outcome', payload: { outcome: 'COMPLETED' } })).status).toBe(200);
    expect((await send('owner@tokoku.test', 'DELETE', SETTINGS_API.bankAccount('bank_biz_tokoku_1'))).status).toBe(204);
    expect((await accounts()).map((account) => account.id)).toEqual(['bank_biz_tokoku_2']);
    expect(codeOf(await send('owner@tokoku.test', 'DELETE', SETTINGS_API.bankAccount('bank_biz_tokoku_1')))).toBe('NOT_FOUND_ERROR');
    expect(codeOf(await send('owner@tokoku.test', 'PUT', SETTINGS_API.bankAccountDefault('bank_biz_tokoku_1')))).toBe('NOT_FOUND_ERROR');
    // The last one may go too: the business then adds another before it withdraws.
    expect((await send('owner@tokoku.test', 'DELETE', SETTINGS_API.bankAccount('bank_biz_tokoku_2'))).status).toBe(204);
    expect(await accounts()).toEqual([]);
    // The same account may be added again.
    expect((await post('owner@tokoku.test', SETTINGS_API.bankAccounts, { bank_code: 'BCA', account_holder_name: 'PT Toko Ku', account_number: '0123456789' })).status).toBe(201);
  });

  test("a non-administrator, or another business's account, is refused and nothing changes", async () => {
    await as('finance@tokoku.test');
    await as('admin@manila.test');
    const before = snapshot(gateway.dbPath);
    expect((await send('finance@tokoku.test', 'DELETE', SETTINGS_API.bankAccount('bank_biz_tokoku_2'))).status).toBe(403);
    expect((await send('finance@tokoku.test', 'PUT', SETTINGS_API.bankAccountDefault('bank_biz_tokoku_2'))).status).toBe(403);
    expect((await send('admin@manila.test', 'DELETE', SETTINGS_API.bankAccount('bank_biz_tokoku_2'))).status).toBe(404);
    expect((await send('admin@manila.test', 'PUT', SETTINGS_API.bankAccountDefault('bank_biz_tokoku_2'))).status).toBe(404);
    expect(snapshot(gateway.dbPath)).toBe(before);
  });
});
