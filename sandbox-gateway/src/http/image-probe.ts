/**
 * What an uploaded image really is, read from its bytes (never from a name or a declared type):
 * PNG by its signature and IHDR chunk, JPEG by its SOI marker and first start-of-frame segment.
 */
export type ProbedImage = { type: 'image/png' | 'image/jpeg'; width: number; height: number } | { type: null };

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** Start-of-frame markers carry the size; C4 (Huffman), C8 (reserved) and CC (arithmetic) do not. */
const isStartOfFrame = (marker: number) => marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

function probePng(bytes: Buffer): ProbedImage {
  if (bytes.length < 24 || bytes.toString('latin1', 12, 16) !== 'IHDR') return { type: null };
  return { type: 'image/png', width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

function probeJpeg(bytes: Buffer): ProbedImage {
  let offset = 2;
  while (offset + 9 < bytes.length) {
    if (bytes[offset] !== 0xff) return { type: null };
    const marker = bytes[offset + 1]!;
    // Fill bytes and markers without a length (restart markers, TEM) are skipped one by one.
    if (marker === 0xff || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      offset += marker === 0xff ? 1 : 2;
      continue;
    }
    if (isStartOfFrame(marker)) return { type: 'image/jpeg', height: bytes.readUInt16BE(offset + 5), width: bytes.readUInt16BE(offset + 7) };
    if (marker === 0xd9 || marker === 0xda) return { type: null }; // end of image, or scan data before any frame
    offset += 2 + bytes.readUInt16BE(offset + 2);
  }
  return { type: null };
}

export function probeImage(bytes: Buffer): ProbedImage {
  if (PNG_SIGNATURE.every((byte, index) => bytes[index] === byte)) return probePng(bytes);
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return probeJpeg(bytes);
  return { type: null };
}
