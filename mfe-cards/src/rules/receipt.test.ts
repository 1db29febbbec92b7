import type { CardPaymentDetail } from 'shared-contracts/areas/cards/card-payment';
import { FRAUD_BLOCKED_PAYMENT, SETTLED_PAYMENT } from '../testing/payment.fixture';
import { hasReceipt, receiptFileName, receiptOf, type ReceiptBusiness } from './receipt';

const TOKO_KU: ReceiptBusiness = { name: 'Toko Ku', email: 'finance@tokoku.test', logo: null, entity: 'Sandbox' };
const PAID: CardPaymentDetail = {
  ...SETTLED_PAYMENT,
  payment_proof: {
    formal_processor_holder_name: 'PT Sandbox Pembayaran Indonesia',
    business_address: 'Jl. Kebon Sirih No. 17, Jakarta',
    beneficiary_account_name: 'PT Toko Ku',
    beneficiary_bank_name: 'BCA',
    beneficiary_bank_account_number: '••••••6789',
    entity_campaign_link: null,
  },
};
const at = { time: (iso: string) => `at ${iso}`, method: (card: CardPaymentDetail['card']) => `${card.brand} ${card.type.toLowerCase()} card` };
const valuesOf = (payment: CardPaymentDetail, business: ReceiptBusiness | null = TOKO_KU) =>
  Object.fromEntries(receiptOf(payment, business, at).rows.map((row) => [row.key, row.value]));

describe('the payment receipt', () => {
  test("is a card receipt (issue 42): the card, its issuing bank, the authorisation and the amount in the payment's currency, in order", () => {
    const receipt = receiptOf(PAID, TOKO_KU, at);
    expect(receipt.rows.map((row) => row.key)).toEqual([
      'formalProcessorHolderName', 'businessName', 'businessEmail', 'businessAddress', 'externalId', 'paidAt', 'method',
      'cardNumber', 'issuingBank', 'authorizationId', 'referenceNumber', 'amount', 'refunded', 'currency', 'description', 'entity',
    ]);
    expect(valuesOf(PAID)).toMatchObject({
      formalProcessorHolderName: 'PT Sandbox Pembayaran Indonesia', businessName: 'Toko Ku', businessEmail: 'finance@tokoku.test',
      externalId: 'order-004999', paidAt: 'at 2026-05-01T10:01:00.000Z', method: `${PAID.card.brand} ${PAID.card.type.toLowerCase()} card`,
      cardNumber: '411111XXXXXX1091', issuingBank: 'BANK CENTRAL ASIA', authorizationId: PAID.authorization_id,
      referenceNumber: '123456789012', currency: 'IDR', description: 'Order 4999', entity: 'Sandbox',
    });
    // What was captured is what was paid; no bank-transfer parties on a card payment.
    expect(valuesOf(PAID).amount).toMatch(/^Rp\s?150\.000$/);
    expect(valuesOf(PAID).refunded).toMatch(/^Rp\s?50\.000$/);
    expect(JSON.stringify(receipt)).not.toMatch(/Bank Transfer|••••••6789|PT Toko Ku|BCA/);
    expect(receipt.fileName).toBe('order-004999-123456789012.pdf');
  });

  test("a payment in pesos is in pesos, and what was refunded since is said beside what was paid", () => {
    const values = valuesOf({ ...PAID, currency: 'PHP', capture_amount: 2500, refunded_amount: 500 });
    expect(values).toMatchObject({ currency: 'PHP' });
    expect(values.amount).toMatch(/2,500\.00|2\.500,00/);
    expect(values.amount).toMatch(/₱|PHP/);
    expect(values.refunded).toMatch(/500/);
    expect(valuesOf({ ...PAID, refunded_amount: 0 })).not.toHaveProperty('refunded');
  });

  test('the logo heads the receipt; without one, the business name does', () => {
    expect(receiptOf(PAID, { ...TOKO_KU, logo: '/logos/tokoku.png' }, at)).toMatchObject({ logo: '/logos/tokoku.png', businessName: 'Toko Ku' });
    expect(receiptOf(PAID, TOKO_KU, at)).toMatchObject({ logo: null, businessName: 'Toko Ku' });
    expect(receiptOf(PAID, { ...TOKO_KU, logo: '' }, at).logo).toBeNull();
  });

  test('fields nobody gave are left out: an older gateway without the proof, no business, blank texts', () => {
    const bare = valuesOf({ ...SETTLED_PAYMENT, description: '  ' }, null);
    for (const missing of ['formalProcessorHolderName', 'businessName', 'businessEmail', 'businessAddress', 'description', 'entity']) {
      expect(bare).not.toHaveProperty(missing);
    }
    expect(bare).toMatchObject({ externalId: 'order-004999', referenceNumber: '123456789012', cardNumber: '411111XXXXXX1091' });
    expect(receiptOf(SETTLED_PAYMENT, null, at).businessName).toBe('');
  });

  test('the file name is the external id, a dash and the bank reference number, safe for a file system', () => {
    expect(receiptFileName('order-004969', '004211223344')).toBe('order-004969-004211223344.pdf');
    expect(receiptFileName('inv/2026:07 "a"', '12')).toBe('inv_2026_07 _a_-12.pdf');
    expect(receiptFileName('order-1', '')).toBe('order-1.pdf');
    expect(receiptFileName('order-1', null)).toBe('order-1.pdf');
    expect(receiptFileName('  ', '12')).toBe('receipt-12.pdf');
  });

  test('only a captured payment has a receipt', () => {
    expect(hasReceipt(SETTLED_PAYMENT)).toBe(true);
    expect(hasReceipt(FRAUD_BLOCKED_PAYMENT)).toBe(false);
    expect(hasReceipt({ captured_at: null, capture_amount: 0 })).toBe(false);
  });
});
