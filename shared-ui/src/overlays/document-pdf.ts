import type { jsPDF } from 'jspdf';
import type { PrintableDocumentContent } from './PrintableDocument';

const PAGE_MARGIN = 48;
const LABEL_WIDTH = 190;
const LINE = 16;
const LOGO_HEIGHT = 40;

/**
 * The standard PDF fonts know Latin-1 only: a space the number format uses (no-break, narrow
 * no-break) becomes a plain one, the mask's bullet an asterisk, anything else beyond printable Latin-1 a `?`.
 */
export const latin1 = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ').replace(/\u2022/g, '*').replace(/[^\u0020-\u00ff]/g, '?');

interface PngImage {
  data: string;
  width: number;
  height: number;
}

/**
 * The logo as a PNG data URL through an <img> (img-src of the policy, no fetch) and a canvas; null
 * when it does not load, or comes from an origin without CORS (the canvas would be tainted).
 */
function logoAsPng(url: string, timeoutMs = 3000): Promise<PngImage | null> {
  return new Promise((resolve) => {
    const image = new Image();
    const timer = setTimeout(() => resolve(null), timeoutMs);
    const done = (value: PngImage | null) => {
      clearTimeout(timer);
      resolve(value);
    };
    image.crossOrigin = 'anonymous';
    image.onload = () => {
      try {
        const canvas = Object.assign(document.createElement('canvas'), { width: image.naturalWidth, height: image.naturalHeight });
        canvas.getContext('2d')?.drawImage(image, 0, 0);
        done({ data: canvas.toDataURL('image/png'), width: image.naturalWidth, height: image.naturalHeight });
      } catch {
        done(null);
      }
    };
    image.onerror = () => done(null);
    image.src = url;
  });
}

/**
 * A printable document as a one-page A4 PDF made in the browser. The remote passes jsPDF, the
 * project's one PDF library (decision 0026), which it imports when the merchant asks for the file,
 * so neither the page nor shared-ui carries it. Uncompressed: a one-page document is a few KB, and
 * its text stays readable by tests and tools.
 */
export async function documentPdf(JsPdf: typeof jsPDF, content: PrintableDocumentContent, { pdfTitle }: { pdfTitle: string }): Promise<ArrayBuffer> {
  const logo = content.logo ? await logoAsPng(content.logo) : null;
  const doc = new JsPdf({ unit: 'pt', format: 'a4', compress: false });
  doc.setProperties({ title: latin1(pdfTitle), creator: latin1(content.businessName) });
  const width = doc.internal.pageSize.getWidth();
  let y = PAGE_MARGIN;
  if (logo) {
    doc.addImage(logo.data, 'PNG', PAGE_MARGIN, y, Math.min(160, (logo.width / logo.height) * LOGO_HEIGHT), LOGO_HEIGHT);
  } else {
    doc.setFont('helvetica', 'bold').setFontSize(18).text(latin1(content.businessName), PAGE_MARGIN, y + 24);
  }
  y += LOGO_HEIGHT + 24;
  doc.setFont('helvetica', 'bold').setFontSize(14).text(latin1(content.title), PAGE_MARGIN, y);
  y += 10;
  doc.setDrawColor(200).line(PAGE_MARGIN, y, width - PAGE_MARGIN, y);
  y += 22;
  doc.setFontSize(10);
  const valueWidth = width - PAGE_MARGIN * 2 - LABEL_WIDTH;
  for (const row of content.rows) {
    const lines = doc.splitTextToSize(latin1(row.value), valueWidth) as string[];
    doc.setFont('helvetica', 'normal').setTextColor(90).text(latin1(row.label), PAGE_MARGIN, y);
    doc.setFont('helvetica', row.strong ? 'bold' : 'normal').setTextColor(20).text(lines, PAGE_MARGIN + LABEL_WIDTH, y);
    y += LINE * lines.length + 4;
  }
  y += 12;
  doc.setDrawColor(200).line(PAGE_MARGIN, y, width - PAGE_MARGIN, y);
  doc.setFont('helvetica', 'normal').setFontSize(9).setTextColor(110);
  doc.text(doc.splitTextToSize(latin1(content.footer), width - PAGE_MARGIN * 2) as string[], PAGE_MARGIN, y + 18);
  return doc.output('arraybuffer');
}
