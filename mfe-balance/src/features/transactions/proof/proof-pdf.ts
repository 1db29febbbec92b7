import type { ProofContent } from '../../../rules/bank-transfer-proof';

/** The proof's texts in the user's language: the labels, the title and the footer. */
export interface ProofTexts {
  title: string;
  label: (key: ProofContent['rows'][number]['key']) => string;
  footer: string;
}

const PAGE_MARGIN = 48;
const LABEL_WIDTH = 190;
const LINE = 16;
const LOGO_HEIGHT = 40;

/**
 * The standard PDF fonts know Latin-1 only: the number format's no-break spaces become plain ones,
 * the mask's bullet an asterisk, anything else beyond printable Latin-1 a `?` (decision 0026).
 */
const latin1 = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ').replace(/\u2022/g, '*').replace(/[^\u0020-\u00ff]/g, '?');

/** The logo as a PNG through an <img> and a canvas (img-src, no fetch); null when it does not load or the canvas is tainted. */
function logoAsPng(url: string, timeoutMs = 3000): Promise<{ data: string; width: number; height: number } | null> {
  return new Promise((resolve) => {
    const image = new Image();
    const timer = setTimeout(() => resolve(null), timeoutMs);
    const done = (value: { data: string; width: number; height: number } | null) => {
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
 * The proof as an A4 PDF made in the browser with jsPDF, the project's one PDF library (decision
 * 0026), imported here so it is fetched only when the merchant asks for the PDF. Uncompressed: a
 * one-page proof is a few KB, and its text stays readable by tests and tools.
 */
export async function proofPdf(proof: ProofContent, texts: ProofTexts): Promise<ArrayBuffer> {
  const [{ jsPDF }, logo] = await Promise.all([import('jspdf'), proof.logo ? logoAsPng(proof.logo) : Promise.resolve(null)]);
  const doc = new jsPDF({ unit: 'pt', format: 'a4', compress: false });
  doc.setProperties({ title: latin1(`${texts.title} ${proof.fileName.replace(/\.pdf$/, '')}`), creator: latin1(proof.businessName) });
  const width = doc.internal.pageSize.getWidth();
  let y = PAGE_MARGIN;
  if (logo) {
    doc.addImage(logo.data, 'PNG', PAGE_MARGIN, y, Math.min(160, (logo.width / logo.height) * LOGO_HEIGHT), LOGO_HEIGHT);
  } else {
    doc.setFont('helvetica', 'bold').setFontSize(18).text(latin1(proof.businessName), PAGE_MARGIN, y + 24);
  }
  y += LOGO_HEIGHT + 24;
  doc.setFont('helvetica', 'bold').setFontSize(14).text(latin1(texts.title), PAGE_MARGIN, y);
  y += 10;
  doc.setDrawColor(200).line(PAGE_MARGIN, y, width - PAGE_MARGIN, y);
  y += 22;
  doc.setFontSize(10);
  const valueWidth = width - PAGE_MARGIN * 2 - LABEL_WIDTH;
  for (const row of proof.rows) {
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
