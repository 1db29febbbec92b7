/** @jest-environment node */
import { jsPDF } from 'jspdf';
import { documentPdf, latin1 } from './document-pdf';
import { RECEIPT_CONTENT } from './printable-document.fixture';

describe('documentPdf (jsPDF on Node, as in the browser)', () => {
  test('one uncompressed A4 page: the name for a logo, the title, each label and value, the footer', async () => {
    const content = { ...RECEIPT_CONTENT, rows: [...RECEIPT_CONTENT.rows.slice(0, 1), { ...RECEIPT_CONTENT.rows[1]!, value: 'Rp\u00a0150.000' }] };
    const pdf = Buffer.from(await documentPdf(jsPDF, content, { pdfTitle: 'Payment receipt order-1' })).toString('latin1');
    expect(pdf.startsWith('%PDF-')).toBe(true);
    expect(pdf.match(/\/Type \/Page\b/g)).toHaveLength(1);
    expect(pdf).toMatch(/\/MediaBox \[0 0 595\.2\d* 841\.8\d*\]/);
    for (const text of ['(Toko Ku)', '(Payment receipt)', '(External ID)', '(order-1)', '(Amount)', '(Rp 150.000)', '(Valid without a signature.)', '(Payment receipt order-1)']) {
      expect(pdf).toContain(text);
    }
  });

  test('writes what the standard fonts cannot show as Latin-1: spaces plain, the mask bullet an asterisk, the rest a question mark', () => {
    expect(latin1('Rp\u00a0150.000\u202f')).toBe('Rp 150.000 ');
    expect(latin1('\u2022\u2022\u20226789')).toBe('***6789');
    expect(latin1('Café ✓')).toBe('Café ?');
  });
});
