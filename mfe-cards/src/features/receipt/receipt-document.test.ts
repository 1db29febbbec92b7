/** @jest-environment node */
import { receiptOf } from '../../rules/receipt';
import { SETTLED_PAYMENT } from '../../testing/payment.fixture';
import { jsPDF } from 'jspdf';
import { documentPdf } from 'shared-ui/overlays';
import { receiptDocument } from './receipt-document';

// A stand-in for i18next's t: the title and footer as written, each field's label by its key.
const TEXTS: Record<string, string> = { 'receipt.title': 'Payment receipt', 'receipt.footer': 'Valid without a signature.' };
const t = ((key: string) => TEXTS[key] ?? `label:${key.replace('receipt.fields.', '')}`) as unknown as Parameters<typeof receiptDocument>[1];

describe('the receipt as a PDF (jsPDF on Node, as in the browser)', () => {
  test('one A4 page with the business name for a logo, every row, the amount as Latin-1 text', async () => {
    const receipt = receiptOf(
      { ...SETTLED_PAYMENT, payment_proof: { formal_processor_holder_name: 'PT Sandbox Pembayaran Indonesia', business_address: null, beneficiary_account_name: 'PT Toko Ku', beneficiary_bank_name: 'BCA', beneficiary_bank_account_number: '••••••6789', entity_campaign_link: null } },
      { name: 'Toko Ku', email: 'finance@tokoku.test', logo: null, entity: 'Sandbox' },
      { time: () => '01/05/2026 17:01:00', method: (card) => `${card.brand} credit card` },
    );
    const pdf = Buffer.from(await documentPdf(jsPDF, receiptDocument(receipt, t), { pdfTitle: 'Payment receipt order-004999' })).toString('latin1');
    expect(pdf.startsWith('%PDF-')).toBe(true);
    expect(pdf.match(/\/Type \/Page\b/g)).toHaveLength(1);
    expect(pdf).toMatch(/\/MediaBox \[0 0 595\.2\d* 841\.8\d*\]/); // A4 in points
    for (const text of ['(Toko Ku)', '(order-004999)', '(123456789012)', '(VISA credit card)', '(label:referenceNumber)', '(411111XXXXXX1091)', '(Valid without a signature.)']) {
      expect(pdf).toContain(text);
    }
    // The no-break space of the number format is a plain space in the standard font.
    expect(pdf).toMatch(/\(Rp 150\.000\)/);
  });
});
