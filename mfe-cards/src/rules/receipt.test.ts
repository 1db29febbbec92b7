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
const at = (iso: string) => `at ${iso}`;
const valuesOf = (payment: CardPaymentDetail, business: ReceiptBusiness | null = TOKO_KU) =>
  Object.fromEntries(receiptOf(payment, business, at).rows.map((row) => [row.key, row.value]));

describe('the payment receipt', () => {
  test('has the payment proof fields of spec 02 §3 in order, in IDR by Bank Transfer', () => {
    const receipt = receiptOf(PAID, TOKO_KU, at);
    expect(receipt.rows.map((row) => row.key)).toEqual([
      'formalProcessorHolderName', 'businessName', 'businessEmail', 'businessAddress', 'externalId', 'paidAt', 'currency', 'method',
      'amount', 'description', 'sourceBankName', 'sourceAccountNumber', 'bankReferenceNumber', 'beneficiaryAccountName',
      'beneficiaryBankName', 'beneficiaryBankAccountNumber', 'entity',
    ]);
    expect(valuesOf(PAID)).toMatchObject({
      formalProcessorHolderName: 'PT Sandbox Pembayaran Indonesia', businessName: 'Toko Ku', businessEmail: 'finance@tokoku.test',
      externalId: 'order-004999', paidAt: 'at 2026-05-01T10:01:00.000Z', currency: 'IDR', method: 'Bank Transfer',
      description: 'Order 4999', sourceBankName: 'BANK CENTRAL ASIA', sourceAccountNumber: '411111XXXXXX1091',
      bankReferenceNumber: '123456789012', beneficiaryBankAccountNumber: '••••••6789', entity: 'Sandbox',
    });
    // What was captured is what was paid; refunds have receipts of their own.
    expect(valuesOf(PAID).amount).toMatch(/^Rp\s?150\.000$/);
    expect(receipt.fileName).toBe('order-004999-123456789012.pdf');
  });

  test('the logo heads the receipt; without one, the business name does', () => {
    expect(receiptOf(PAID, { ...TOKO_KU, logo: '/logos/tokoku.png' }, at)).toMatchObject({ logo: '/logos/tokoku.png', businessName: 'Toko Ku' });
    expect(receiptOf(PAID, TOKO_KU, at)).toMatchObject({ logo: null, businessName: 'Toko Ku' });
    expect(receiptOf(PAID, { ...TOKO_KU, logo: '' }, at).logo).toBeNull();
  });

  test('fields nobody gave are left out: an older gateway without the proof, no business, blank texts', () => {
    const bare = valuesOf({ ...SETTLED_PAYMENT, description: '  ' }, null);
    for (const missing of ['formalProcessorHolderName', 'businessName', 'businessEmail', 'businessAddress', 'description', 'beneficiaryAccountName', 'entity']) {
      expect(bare).not.toHaveProperty(missing);
    }
    expect(bare).toMatchObject({ externalId: 'order-004999', bankReferenceNumber: '123456789012', method: 'Bank Transfer' });
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
