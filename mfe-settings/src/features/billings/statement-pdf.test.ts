/** @jest-environment node */
import type { BillingStatementDetail } from 'shared-contracts/areas/settings/settings';
import { statementContent } from '../../rules/billing-statement';
import { statementPdf } from './statement-pdf';

const UNPAID: BillingStatementDetail = {
  id: 'bill_biz_tokoku_1', status: 'UNPAID', due_date_term: '2026-11-20', amount: 1_250_000, currency: 'IDR', period: 'last month',
  issued_date: '2026-11-06', period_start: '2026-10-01', period_end: '2026-10-31', subtotal: 1_126_126,
  tax: { name: 'PPN', rate_percent: 11, amount: 123_874 },
  payment_instructions: { method: 'VIRTUAL_ACCOUNT', bank_name: 'BCA', account_number: '3908112345678901', account_name: 'PT Sandbox Pembayaran Indonesia - Toko Ku', amount: 1_250_000 },
};
const label = (key: string, values?: Record<string, unknown>) => (values ? `${key}:${Object.values(values).join(',')}` : key);
const texts = { business: 'Toko Ku', title: 'Billing statement', payTitle: 'How to pay', footer: 'Valid without a signature.' };

describe('a billing statement', () => {
  test("says the month, the dates and the state in the country's format, the amounts adding up, and the account to pay into", () => {
    const content = statementContent(UNPAID, 'ID', new Date('2026-11-30T00:00:00Z'), label);
    expect(Object.fromEntries(content.facts.map((row) => [row.key, row.value]))).toEqual({
      period: '01/10/2026 – 31/10/2026', issued: '06/11/2026', due: '20/11/2026', status: 'billings.states.OVERDUE', reference: 'bill_biz_tokoku_1',
    });
    expect(content.amounts.map((row) => row.label)).toEqual(['billings.detail.fees', 'billings.detail.tax:PPN,11', 'billings.detail.total']);
    expect(content.amounts.map((row) => row.value)).toEqual([expect.stringMatching(/1\.126\.126/), expect.stringMatching(/123\.874/), expect.stringMatching(/1\.250\.000/)]);
    expect(content.payment.map((row) => row.key)).toEqual(['bank', 'account', 'accountName', 'amount']);
    expect(content.fileName).toBe('billing-statement-bill_biz_tokoku_1.pdf');
    // In the Philippines, month first; paid: nothing to pay.
    const paid = statementContent({ ...UNPAID, status: 'PAID', payment_instructions: null }, 'PH', new Date('2026-11-30T00:00:00Z'), label);
    expect(paid.facts[0]?.value).toBe('10/01/2026 – 10/31/2026');
    expect(paid.state).toBe('PAID');
    expect(paid.payment).toEqual([]);
  });

  test('as a one-page A4 PDF with every row and the virtual account, as Latin-1 text', async () => {
    const content = statementContent(UNPAID, 'ID', new Date('2026-11-10T00:00:00Z'), (key) => key.split('.').pop() ?? key);
    const pdf = Buffer.from(await statementPdf(content, texts)).toString('latin1');
    expect(pdf.startsWith('%PDF-')).toBe(true);
    expect(pdf.match(/\/Type \/Page\b/g)).toHaveLength(1);
    for (const text of ['(Toko Ku)', '(Billing statement)', '(How to pay)', '(3908112345678901)', '(bill_biz_tokoku_1)', '(Valid without a signature.)']) {
      expect(pdf).toContain(text);
    }
    expect(pdf).toMatch(/\(Rp 1\.250\.000\)/);
  });
});
