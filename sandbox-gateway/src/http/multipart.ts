import { invalid } from './errors';

/** One part of a multipart/form-data body. */
export interface FormPart {
  name: string;
  filename?: string;
  contentType?: string;
  data: Buffer;
}

/** A parsed multipart body, marked so a route can tell it from a JSON one. */
export class MultipartBody {
  constructor(readonly parts: readonly FormPart[]) {}
  field(name: string): FormPart | undefined {
    return this.parts.find((part) => part.name === name);
  }
}

const MAX_PARTS = 8;

/** The boundary of a multipart/form-data content type (RFC 7578), or undefined. */
export function boundaryOf(contentType: string | undefined): string | undefined {
  const match = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;]{1,70}))/i.exec(contentType ?? '');
  return match?.[1] ?? match?.[2];
}

/**
 * A part's name, file name and type. Lines are split at CRLF only: a regular expression's `.` and
 * `$` would also stop at U+2028 and U+2029, which a file name may hold (and cleanFileName strips).
 */
function headersOf(block: string): { name?: string; filename?: string; contentType?: string } {
  const lines = block.split('\r\n');
  const header = (field: string) => lines.find((line) => line.toLowerCase().startsWith(`${field}:`))?.slice(field.length + 1).trim();
  const disposition = /^form-data([^]*)$/i.exec(header('content-disposition') ?? '')?.[1] ?? '';
  const name = /;\s*name="([^"]*)"/i.exec(disposition)?.[1];
  const filename = /;\s*filename="([^"]*)"/i.exec(disposition)?.[1];
  return { name, filename, contentType: header('content-type') || undefined };
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * A part's header block as text. Browsers send a file name in UTF-8, as they encode the form
 * (RFC 7578 §4.2; `café.pdf` was stored as `cafÃ©.pdf` when it was read as latin1, issue 43 §6); a
 * block that is not valid UTF-8 comes from an old client that wrote latin1, and is read as such.
 */
function headerText(block: Buffer): string {
  try {
    return utf8.decode(block);
  } catch {
    return block.toString('latin1');
  }
}

/**
 * Splits a multipart/form-data body into its parts. The sandbox takes one small upload at a time,
 * so the whole body is in memory (its size is capped by the route's body limit).
 */
export function parseMultipart(body: Buffer, boundary: string): MultipartBody {
  const delimiter = Buffer.from(`--${boundary}`);
  const parts: FormPart[] = [];
  let start = body.indexOf(delimiter);
  if (start === -1) throw invalid([{ field: 'body', message: 'is not multipart/form-data with the declared boundary' }]);
  while (parts.length <= MAX_PARTS) {
    start += delimiter.length;
    if (body.subarray(start, start + 2).toString() === '--') return new MultipartBody(parts);
    const next = body.indexOf(delimiter, start);
    if (next === -1) break;
    const part = body.subarray(start + 2, next - 2); // after CRLF, before CRLF
    const headerEnd = part.indexOf('\r\n\r\n');
    if (headerEnd === -1) break;
    const { name, filename, contentType } = headersOf(headerText(part.subarray(0, headerEnd)));
    if (!name) break;
    parts.push({ name, filename, contentType, data: part.subarray(headerEnd + 4) });
    start = next;
  }
  throw invalid([{ field: 'body', message: 'is not a well-formed multipart/form-data body' }]);
}
