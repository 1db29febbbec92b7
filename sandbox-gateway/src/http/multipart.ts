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

function headersOf(block: string): { name?: string; filename?: string; contentType?: string } {
  const disposition = /^content-disposition:\s*form-data(.*)$/im.exec(block)?.[1] ?? '';
  const name = /;\s*name="([^"]*)"/i.exec(disposition)?.[1];
  const filename = /;\s*filename="([^"]*)"/i.exec(disposition)?.[1];
  const contentType = /^content-type:\s*([^\r\n]+)$/im.exec(block)?.[1]?.trim();
  return { name, filename, contentType };
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
    const { name, filename, contentType } = headersOf(part.subarray(0, headerEnd).toString('latin1'));
    if (!name) break;
    parts.push({ name, filename, contentType, data: part.subarray(headerEnd + 4) });
    start = next;
  }
  throw invalid([{ field: 'body', message: 'is not a well-formed multipart/form-data body' }]);
}
