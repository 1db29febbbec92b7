// The standard PDF fonts know Latin-1 only: shared-ui's latin1 writes what they cannot show.
import { latin1 } from 'shared-ui/overlays';
import type { StatementContent } from '../../rules/billing-statement';

const MARGIN = 48;
const LABEL_WIDTH = 200;
const LINE = 16;


/**
 * The statement as an A4 PDF, made in the browser from what the dialog shows (jsPDF, imported here so
 * it is fetched on the first download only). Uncompressed: one page is a few KB, and its text stays
 * readable by the browser test.
 */
export async function statementPdf(content: StatementContent, texts: { business: string; title: string; payTitle: string; footer: string }): Promise<ArrayBuffer> {
  const { jsPDF } = await import('jspdf');
  const doc = new jsPDF({ unit: 'pt', format: 'a4', compress: false });
  doc.setProperties({ title: `${texts.title} ${content.facts.find((row) => row.key === 'reference')?.value ?? ''}`.trim(), creator: texts.business });
  const width = doc.internal.pageSize.getWidth();
  let y = MARGIN + 12;
  doc.setFont('helvetica', 'bold').setFontSize(18).text(latin1(texts.business), MARGIN, y);
  y += 26;
  doc.setFontSize(13).text(latin1(texts.title), MARGIN, y);
  const section = (rows: StatementContent['facts'], heading?: string) => {
    y += LINE;
    if (heading) {
      y += LINE / 2;
      doc.setFont('helvetica', 'bold').setFontSize(12).text(latin1(heading), MARGIN, y);
      y += LINE;
    }
    doc.setFontSize(10);
    for (const row of rows) {
      doc.setFont('helvetica', row.key === 'total' ? 'bold' : 'normal').text(latin1(row.label), MARGIN, y);
      const lines = doc.splitTextToSize(latin1(row.value), width - MARGIN * 2 - LABEL_WIDTH) as string[];
      doc.text(lines, MARGIN + LABEL_WIDTH, y);
      y += LINE * lines.length;
    }
  };
  section(content.facts);
  doc.setDrawColor(200).line(MARGIN, y, width - MARGIN, y);
  section(content.amounts);
  if (content.payment.length > 0) section(content.payment, texts.payTitle);
  y += LINE * 2;
  doc.setFont('helvetica', 'normal').setFontSize(9).text(doc.splitTextToSize(latin1(texts.footer), width - MARGIN * 2) as string[], MARGIN, y);
  return doc.output('arraybuffer');
}
