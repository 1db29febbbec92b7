import { inflateSync } from 'node:zlib';

/**
 * The text a PDF shows, read well enough for a test: every content stream (inflated when it is
 * Flate-compressed), then the strings of its `Tj` and `TJ` operators, literal `(…)` or hex `<…>`.
 * Not a PDF parser: enough to find an id in a receipt the dashboard made.
 */
export function pdfText(pdf: Buffer): string {
  const source = pdf.toString('latin1');
  const streams: string[] = [];
  const streamPattern = /<<([\s\S]*?)>>\s*stream\r?\n/g;
  for (let match = streamPattern.exec(source); match; match = streamPattern.exec(source)) {
    const start = match.index + match[0].length;
    const end = source.indexOf('endstream', start);
    const bytes = pdf.subarray(start, end);
    if (!/\/FlateDecode/.test(match[1]!)) streams.push(bytes.toString('latin1'));
    else {
      try {
        streams.push(inflateSync(bytes).toString('latin1'));
      } catch {
        // An image or a font, not text.
      }
    }
  }
  const unescape = (text: string) => text.replace(/\\([()\\])/g, '$1');
  const hex = (text: string) => Buffer.from(text.replace(/\s/g, ''), 'hex').toString('latin1');
  const strings = /\(((?:\\.|[^\\)])*)\)|<([0-9A-Fa-f\s]+)>/g;
  return streams
    .flatMap((stream) => [...stream.matchAll(strings)].map((found) => (found[1] !== undefined ? unescape(found[1]) : hex(found[2]!))))
    .join('\n');
}
