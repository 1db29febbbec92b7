import qrcode from 'qrcode-generator';
import { useMemo } from 'react';

/**
 * A QR code of a URL, drawn as one SVG path (qrcode-generator, decision 0069): crisp at any size,
 * no canvas, no network. Its label says what it encodes; the download saves the same SVG.
 */
export function qrSvg(text: string): { size: number; path: string } {
  const code = qrcode(0, 'M');
  code.addData(text);
  code.make();
  const count = code.getModuleCount();
  let path = '';
  for (let row = 0; row < count; row += 1) {
    for (let col = 0; col < count; col += 1) if (code.isDark(row, col)) path += `M${col + 4} ${row + 4}h1v1h-1z`;
  }
  return { size: count + 8, path };
}

export const svgDocument = ({ size, path }: { size: number; path: string }): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" width="${size * 8}" height="${size * 8}"><rect width="100%" height="100%" fill="#fff"/><path d="${path}" fill="#000"/></svg>`;

export default function QrCode({ value, label }: { value: string; label: string }) {
  const svg = useMemo(() => qrSvg(value), [value]);
  return (
    <svg className="mdp-gp-qr" role="img" aria-label={label} viewBox={`0 0 ${svg.size} ${svg.size}`}>
      <rect width="100%" height="100%" fill="#fff" />
      <path d={svg.path} fill="#000" />
    </svg>
  );
}
