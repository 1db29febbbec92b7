import type { ReceiptContent } from '../../rules/receipt';

/** The receipt's texts in the user's language: the labels, the title and the footer. */
export interface ReceiptTexts {
  title: string;
  label: (key: ReceiptContent['rows'][number]['key']) => string;
  footer: string;
}

const PAGE_MARGIN = 48;
const LABEL_WIDTH = 190;
const LINE = 16;
const LOGO_HEIGHT = 40;

/**
 * The standard PDF fonts know Latin-1 only: a space the number format uses (no-break, narrow
 * no-break) becomes a plain one, the mask's bullet an asterisk, anything else beyond printable Latin-1 a `?`.
 */
const latin1 = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ').replace(/\u2022/g, '*').replace(/[^\u0020-\u00ff]/g, '?');

/**
 * The logo as a PNG data URL through an <img> (img-src of the policy, no fetch) and a canvas; null
 * when it does not load, or comes from an origin without CORS (the canvas would be tainted).
 */
export function logoAsPng(url: string, timeoutMs = 3000): Promise<{ data: string; width: number; height: number } | null> {
  return new Promise((resolve) => {
    const image = new Image();
    const timer = setTimeout(() => resolve(null), timeoutMs);
    image.crossOrigin = 'anonymous';
    image.onload = () => {
      clearTimeout(timer);
      try {
        const canvas = document.createElement('canvas');
        canvas.width = image.naturalWidth;
        canvas.height = image.naturalHeight;
        canvas.getContext('2d')?.drawImage(image, 0, 0);
        resolve({ data: canvas.toDataURL('image/png'), width: image.naturalWidth, height: image.naturalHeight });
      } catch {
        resolve(null);
      }
    };
    image.onerror = () => {
      clearTimeout(timer);
      resolve(null);
    };
    image.src = url;
  });
}

/**
 * The receipt as an A4 PDF, made in the browser. jsPDF is imported here, so it is fetched when the
 * owner asks for a PDF (decision 0026), never with the payment page. Uncompressed: a one-page
 * receipt is a few KB either way, and its text stays searchable by tests and tools.
 */
export async function receiptPdf(receipt: ReceiptContent, texts: ReceiptTexts): Promise<ArrayBuffer> {
  const [{ jsPDF }, logo] = await Promise.all([import('jspdf'), receipt.logo ? logoAsPng(receipt.logo) : Promise.resolve(null)]);
  const doc = new jsPDF({ unit: 'pt', format: 'a4', compress: false });
  doc.setProperties({ title: `${texts.title} ${receipt.rows.find((row) => row.key === 'externalId')?.value ?? ''}`.trim(), creator: receipt.businessName });
  const width = doc.internal.pageSize.getWidth();
  let y = PAGE_MARGIN;

  if (logo) {
    const logoWidth = Math.min(160, (logo.width / logo.height) * LOGO_HEIGHT);
    doc.addImage(logo.data, 'PNG', PAGE_MARGIN, y, logoWidth, LOGO_HEIGHT);
  } else {
    doc.setFont('helvetica', 'bold').setFontSize(18).text(latin1(receipt.businessName), PAGE_MARGIN, y + 24);
  }
  y += LOGO_HEIGHT + 24;
  doc.setFont('helvetica', 'bold').setFontSize(14).text(latin1(texts.title), PAGE_MARGIN, y);
  y += 10;
  doc.setDrawColor(200).line(PAGE_MARGIN, y, width - PAGE_MARGIN, y);
  y += 22;

  doc.setFontSize(10);
  const valueWidth = width - PAGE_MARGIN * 2 - LABEL_WIDTH;
  for (const row of receipt.rows) {
    const lines = doc.splitTextToSize(latin1(row.value), valueWidth) as string[];
    doc.setFont('helvetica', 'normal').setTextColor(90).text(latin1(texts.label(row.key)), PAGE_MARGIN, y);
    doc.setFont('helvetica', row.key === 'amount' ? 'bold' : 'normal').setTextColor(20).text(lines, PAGE_MARGIN + LABEL_WIDTH, y);
    y += LINE * lines.length + 4;
  }
  y += 12;
  doc.setDrawColor(200).line(PAGE_MARGIN, y, width - PAGE_MARGIN, y);
  doc.setFont('helvetica', 'normal').setFontSize(9).setTextColor(110);
  doc.text(doc.splitTextToSize(latin1(texts.footer), width - PAGE_MARGIN * 2) as string[], PAGE_MARGIN, y + 18);
  return doc.output('arraybuffer');
}
