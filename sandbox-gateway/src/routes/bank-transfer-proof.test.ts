/** @jest-environment node */
import Database from 'better-sqlite3';
import { BALANCE_API, type LedgerEntryDetail } from 'shared-contracts/areas/balance/balance';
import { SENDING_MONEY_API } from 'shared-contracts/areas/sending-money/sending-money';
import { PIN_API, type Withdrawal } from 'shared-contracts/areas/settings/settings';
import { API } from 'shared-contracts/gateway';
import { SANDBOX_ONE_TIME_CODE } from '../seed/personas';
import { bankReferenceOf } from '../store/bank-transfer-proof';
import { createTestGateway, signedIn, snapshot, type TestGateway } from '../testing/test-gateway';

let gateway: TestGateway;
const as = signedIn(() => gateway);
beforeAll(async () => {
  gateway = await createTestGateway();
});
afterAll(() => gateway.close());

const get = async (url: string, email = 'owner@tokoku.test') => gateway.request({ url, headers: await as(email) });
const detailOf = async (id: string, email?: string) => (await get(BALANCE_API.transaction(id), email)).json<LedgerEntryDetail>();

/** The id of the ledger entry of `type` a source wrote. */
function entryOf(sourceId: string, type = 'WITHDRAWAL'): string {
  const db = new Database(gateway.dbPath, { readonly: true });
  try {
    return db.prepare('SELECT id FROM ledger_entries WHERE source_id = ? AND type = ?').pluck().get(sourceId, type) as string;
  } finally {
    db.close();
  }
}

describe('the payment proof of a bank transfer (issue 41, decision 0081)', () => {
  test("a seeded withdrawal's entry carries spec 02 §3's parties, the account numbers masked", async () => {
    const detail = await detailOf(entryOf('wd_tokoku_05'));
    expect(detail.payment_proof).toEqual({
      formal_processor_holder_name: 'PT Sandbox Pembayaran Indonesia',
      business_address: expect.stringContaining('Jakarta'),
      external_id: 'wd_tokoku_05',
      amount: 50_000_000,
      description: 'Withdrawal to BCA ••••6789',
      source_bank_name: 'BNI',
      source_account_number: '••••••2345',
      bank_reference_number: bankReferenceOf('wd_tokoku_05'),
      beneficiary_account_name: 'PT Toko Ku',
      beneficiary_bank_name: 'BCA',
      beneficiary_bank_account_number: '••••••6789',
      entity_campaign_link: null,
    });
    expect(detail.payment_proof!.bank_reference_number).toMatch(/^\d{12}$/);
  });

  test('the reference is stable per transfer and differs between transfers', () => {
    expect(bankReferenceOf('wd_a')).toBe(bankReferenceOf('wd_a'));
    expect(bankReferenceOf('wd_a')).not.toBe(bankReferenceOf('wd_b'));
  });

  test('a withdrawal made now gets its proof through the same path; parallel reads agree', async () => {
    const owner = await as('owner@tokoku.test');
    await gateway.request({ method: 'POST', url: API.otp, payload: { recipient: '+6281234567001', type: 'PHONE_NUMBER' }, headers: owner });
    await gateway.request({ method: 'PUT', url: PIN_API.pin, payload: { pin: '135790', token: SANDBOX_ONE_TIME_CODE }, headers: owner });
    const made = await gateway.request({ method: 'POST', url: PIN_API.withdrawals, payload: { bank_account_id: 'bank_biz_tokoku_1', amount: 250_000, pin: '135790' }, headers: owner });
    expect(made.status).toBe(201);
    const id = entryOf(made.json<Withdrawal>().id);
    const proofs = (await Promise.all([1, 2, 3].map(() => detailOf(id)))).map((detail) => detail.payment_proof);
    expect(proofs[0]).toEqual(expect.objectContaining({ external_id: made.json<Withdrawal>().id, amount: 250_000, beneficiary_bank_name: 'BCA' }));
    expect(proofs[1]).toEqual(proofs[0]);
    expect(proofs[2]).toEqual(proofs[0]);
  });

  // After the test above, which set the owner's withdrawal PIN (disbursements ask for it too).
  test("a bank disbursement's entry proves the transfer to its recipient; an e-wallet one has none", async () => {
    const owner = await as('owner@tokoku.test');
    const send = async (body: object) => {
      const answer = await gateway.request({ method: 'POST', url: SENDING_MONEY_API.disbursements, headers: owner, payload: { amount: 50_000, description: 'Supplier invoice 17', pin: '135790', ...body } });
      expect(answer.status).toBeLessThan(300);
      return answer.json<{ id: string }>().id;
    };
    const bank = await send({ channel_code: 'BCA', account_number: '1234567890', account_holder_name: 'Budi Santoso', idempotency_key: 'proof-bank-1' });
    expect((await detailOf(entryOf(bank))).payment_proof).toEqual(expect.objectContaining({
      external_id: bank, amount: 50_000, beneficiary_account_name: 'Budi Santoso', beneficiary_bank_name: 'BCA', beneficiary_bank_account_number: '••••••7890',
      bank_reference_number: bankReferenceOf(bank),
    }));
    const wallet = await send({ channel_code: 'OVO', account_number: '081234567890', account_holder_name: 'Budi Santoso', idempotency_key: 'proof-wallet-1' });
    expect((await detailOf(entryOf(wallet))).payment_proof).toBeNull();
  });

  test('entries that are not money sent by bank transfer have none: a card payment, a returned withdrawal', async () => {
    const db = new Database(gateway.dbPath, { readonly: true });
    const payment = db.prepare("SELECT id FROM ledger_entries WHERE business_id = 'biz_tokoku' AND environment = 'PRODUCTION' AND currency = 'IDR' AND type = 'PAYMENT' LIMIT 1").pluck().get() as string;
    db.close();
    expect((await detailOf(payment)).payment_proof).toBeNull();
    expect((await detailOf(entryOf('wd_tokoku_04', 'WITHDRAWAL_RETURN'))).payment_proof).toBeNull();
  });

  test('an operations reader sees the proof as the detail does', async () => {
    expect((await detailOf(entryOf('wd_tokoku_05'), 'ops@tokoku.test')).payment_proof?.external_id).toBe('wd_tokoku_05');
  });

  test("another business cannot read a business's proof: NOT_FOUND_ERROR, nothing of it in the answer, nothing changed", async () => {
    const id = entryOf('wd_tokoku_05');
    await as('admin@brand2.test');
    const before = snapshot(gateway.dbPath);
    const answer = await get(BALANCE_API.transaction(id), 'admin@brand2.test');
    expect([answer.status, answer.json<{ error_code: string }>().error_code]).toEqual([404, 'NOT_FOUND_ERROR']);
    expect(answer.text).not.toContain('wd_tokoku_05');
    expect(answer.text).not.toContain('6789');
    const bad = await get(BALANCE_API.transaction('not an id!'), 'admin@brand2.test');
    expect([bad.status, bad.json<{ error_code: string }>().error_code]).toEqual([400, 'API_VALIDATION_ERROR']);
    expect(snapshot(gateway.dbPath)).toBe(before);
  });
});
