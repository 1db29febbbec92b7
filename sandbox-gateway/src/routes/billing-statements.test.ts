/** @jest-environment node */
import type { BillingStatement, BillingStatementDetail } from 'shared-contracts/areas/settings/settings';
import { SETTINGS_API } from 'shared-contracts/areas/settings/settings';
import { createTestGateway, signedIn, type TestGateway } from '../testing/test-gateway';

// Issue 42: a billing statement's detail — the fees and the tax on them, and how to pay it.
let gateway: TestGateway;
beforeEach(async () => {
  gateway = await createTestGateway();
});
afterEach(() => gateway.close());

const as = signedIn(() => gateway);
const statements = async (email: string) =>
  (await gateway.request({ url: SETTINGS_API.billingStatements, headers: await as(email) })).json<BillingStatement[]>();
const detail = async (email: string, id: string) => gateway.request({ url: SETTINGS_API.billingStatement(id), headers: await as(email) });

test("an unpaid statement: the fees and Indonesia's PPN add up to the total, paid into a virtual account of its own", async () => {
  const unpaid = (await statements('owner@tokoku.test')).find((statement) => statement.status === 'UNPAID')!;
  const answer = await detail('owner@tokoku.test', unpaid.id);
  expect(answer.status).toBe(200);
  const body = answer.json<BillingStatementDetail>();
  expect(body).toMatchObject({ id: unpaid.id, amount: unpaid.amount, currency: 'IDR', status: 'UNPAID', tax: { name: 'PPN', rate_percent: 11 } });
  expect(body.subtotal + body.tax.amount).toBe(body.amount);
  expect(body.tax.amount).toBe(Math.round(body.amount - (body.amount * 100) / 111));
  // Issued 14 days before it is due, for the calendar month before.
  expect(Date.parse(body.due_date_term) - Date.parse(body.issued_date)).toBe(14 * 86_400_000);
  expect(body.period_start.slice(8)).toBe('01');
  expect(Date.parse(body.period_end)).toBeLessThan(Date.parse(body.issued_date));
  expect(body.payment_instructions).toEqual({
    method: 'VIRTUAL_ACCOUNT', bank_name: 'BCA', account_number: expect.stringMatching(/^39081\d{11}$/),
    account_name: 'PT Sandbox Pembayaran Indonesia - Toko Ku', amount: body.amount,
  });
  // The same statement always has the same account; another statement has another.
  const again = (await detail('viewer@tokoku.test', unpaid.id)).json<BillingStatementDetail>();
  expect(again.payment_instructions?.account_number).toBe(body.payment_instructions?.account_number);
});

test('a paid statement has no payment instructions', async () => {
  const paid = (await statements('owner@tokoku.test')).find((statement) => statement.status === 'PAID')!;
  expect((await detail('owner@tokoku.test', paid.id)).json<BillingStatementDetail>().payment_instructions).toBeNull();
});

test("another business's statement is not found; a malformed id is refused; a member without can_view or can_administer may not read", async () => {
  const manila = (await statements('admin@manila.test'))[0];
  if (manila) {
    const answer = await detail('owner@tokoku.test', manila.id);
    expect(answer.status).toBe(404);
    expect(answer.json()).toMatchObject({ error_code: 'NOT_FOUND_ERROR' });
  }
  expect((await detail('owner@tokoku.test', 'bill_nobody_1')).json()).toMatchObject({ error_code: 'NOT_FOUND_ERROR' });
  const malformed = await detail('owner@tokoku.test', 'bill one!');
  expect(malformed.status).toBe(400);
  expect(malformed.json()).toMatchObject({ error_code: 'API_VALIDATION_ERROR' });
  const [first] = await statements('owner@tokoku.test');
  expect((await detail('ops@tokoku.test', first!.id)).status).toBe(403);
});
