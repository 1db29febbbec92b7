/** @jest-environment node */
import type { LedgerEntryDetail } from 'shared-contracts/areas/balance/balance';
import { proofOf } from '../../../rules/bank-transfer-proof';
import { jsPDF } from 'jspdf';
import { documentPdf } from 'shared-ui/overlays';
import { proofDocument } from './proof-document';

// A stand-in for i18next's t: the title and footer as written, each field's label by its key.
const TEXTS: Record<string, string> = { 'proof.title': 'Bank transfer payment proof', 'proof.footer': 'Valid without a signature.' };
const t = ((key: string) => TEXTS[key] ?? `label:${key.replace('proof.fields.', '')}`) as unknown as Parameters<typeof proofDocument>[1];

const ENTRY: LedgerEntryDetail = {
  id: 'ldg_1', type: 'WITHDRAWAL', status: 'AVAILABLE', channel: 'BANK_TRANSFER', currency: 'IDR', amount: -150_000, fee: 0,
  running_balance: null, reference: null, description: 'Withdrawal to BCA ••••6789', source: { kind: 'withdrawal', id: 'wd_1' },
  available_on: null, created: '2026-06-13T08:00:00.000Z', updated: '2026-06-13T08:00:00.000Z', timeline: [],
  payment_proof: {
    formal_processor_holder_name: 'PT Sandbox Pembayaran Indonesia', business_address: null, external_id: 'wd_1', amount: 150_000,
    description: 'Withdrawal to BCA ••••6789', source_bank_name: 'BNI', source_account_number: '••••••2345', bank_reference_number: '123456789012',
    beneficiary_account_name: 'PT Toko Ku', beneficiary_bank_name: 'BCA', beneficiary_bank_account_number: '••••••6789', entity_campaign_link: null,
  },
};

describe('the bank transfer proof as a PDF (jsPDF on Node, as in the browser)', () => {
  test('one A4 page with the business name for a logo, every row, masked numbers and the amount as Latin-1 text', async () => {
    const proof = proofOf(ENTRY, { name: 'Toko Ku', email: 'finance@tokoku.test', logo: null, entity: 'Sandbox' }, { time: () => '13/06/2026 15:00:00', method: 'Bank Transfer' })!;
    const pdf = Buffer.from(await documentPdf(jsPDF, proofDocument(proof, t), { pdfTitle: 'Bank transfer payment proof wd_1' })).toString('latin1');
    expect(pdf.startsWith('%PDF-')).toBe(true);
    expect(pdf.match(/\/Type \/Page\b/g)).toHaveLength(1);
    expect(pdf).toMatch(/\/MediaBox \[0 0 595\.2\d* 841\.8\d*\]/);
    for (const text of ['(Toko Ku)', '(wd_1)', '(123456789012)', '(Bank Transfer)', '(IDR)', '(BNI)', '(******2345)', '(******6789)', '(label:beneficiaryBankName)', '(Valid without a signature.)']) {
      expect(pdf).toContain(text);
    }
    expect(pdf).toMatch(/\(Rp 150\.000\)/);
  });
});
