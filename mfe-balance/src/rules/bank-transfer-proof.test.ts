import type { LedgerEntryDetail } from 'shared-contracts/areas/balance/balance';
import { PROOF_FIELDS, hasProof, proofFileName, proofOf } from './bank-transfer-proof';

const PROOF = {
  formal_processor_holder_name: 'PT Sandbox Pembayaran Indonesia',
  business_address: 'Jl. Kebon Sirih No. 17, Jakarta',
  external_id: 'wd_tokoku_05',
  amount: 50_000_000,
  description: 'Withdrawal to BCA ••••6789',
  source_bank_name: 'BNI',
  source_account_number: '••••••2345',
  bank_reference_number: '004512398877',
  beneficiary_account_name: 'PT Toko Ku',
  beneficiary_bank_name: 'BCA',
  beneficiary_bank_account_number: '••••••6789',
  entity_campaign_link: null,
};

const entry = (proof: LedgerEntryDetail['payment_proof'] = PROOF): LedgerEntryDetail => ({
  id: 'ldg_1', type: 'WITHDRAWAL', status: 'AVAILABLE', channel: 'BANK_TRANSFER', currency: 'IDR', amount: -50_000_000, fee: 0,
  running_balance: 1, reference: null, description: 'Withdrawal to BCA ••••6789', source: { kind: 'withdrawal', id: 'wd_tokoku_05' },
  available_on: null, created: '2026-06-13T08:00:00.000Z', updated: '2026-06-13T08:00:00.000Z', timeline: [], payment_proof: proof,
});

const BUSINESS = { name: 'PT Toko Ku', email: 'owner@tokoku.test', logo: null, entity: 'ID' };
const FORMAT = { time: (iso: string) => `at ${iso}`, method: 'Bank Transfer' };

describe('the payment proof of a bank transfer (spec 02 §3, §9)', () => {
  test.each([
    ['wd_tokoku_05', '004512398877', 'wd_tokoku_05-004512398877.pdf'],
    ['order/7: "a"', '12', 'order_7_ _a_-12.pdf'],
    ['  ', '12', 'payment-proof-12.pdf'],
    ['wd_1', '', 'wd_1.pdf'],
  ])('the file of %j and %j is %s', (externalId, reference, name) => {
    expect(proofFileName(externalId, reference)).toBe(name);
  });

  test("every spec field the gateway and the session give is a row, in the spec's order, IDR and Bank Transfer", () => {
    const proof = proofOf(entry(), BUSINESS, FORMAT)!;
    expect(proof.fileName).toBe('wd_tokoku_05-004512398877.pdf');
    expect(Object.fromEntries(proof.rows.map((row) => [row.key, row.value]))).toEqual({
      formalProcessorHolderName: 'PT Sandbox Pembayaran Indonesia',
      businessName: 'PT Toko Ku',
      businessEmail: 'owner@tokoku.test',
      businessAddress: 'Jl. Kebon Sirih No. 17, Jakarta',
      externalId: 'wd_tokoku_05',
      transferredAt: 'at 2026-06-13T08:00:00.000Z',
      method: 'Bank Transfer',
      amount: expect.stringMatching(/^Rp\s?50\.000\.000$/),
      currency: 'IDR',
      description: 'Withdrawal to BCA ••••6789',
      sourceBankName: 'BNI',
      sourceAccountNumber: '••••••2345',
      bankReferenceNumber: '004512398877',
      beneficiaryAccountName: 'PT Toko Ku',
      beneficiaryBankName: 'BCA',
      beneficiaryBankAccountNumber: '••••••6789',
      entity: 'ID',
    });
    // The campaign link is absent: left out rather than printed empty.
    expect(proof.rows.map((row) => row.key)).toEqual(PROOF_FIELDS.filter((key) => key !== 'entityCampaignLink'));
    expect(proof.businessName).toBe('PT Toko Ku');
  });

  test('an entry without a proof (a card payment, an older gateway) has none', () => {
    expect(hasProof(entry(null))).toBe(false);
    expect(hasProof({})).toBe(false);
    expect(proofOf(entry(null), BUSINESS, FORMAT)).toBeNull();
    expect(hasProof(entry())).toBe(true);
  });

  test('without a business in the session the header is the processor', () => {
    const proof = proofOf(entry(), null, FORMAT)!;
    expect(proof.businessName).toBe('PT Sandbox Pembayaran Indonesia');
    expect(proof.rows.some((row) => row.key === 'businessName')).toBe(false);
  });
});
