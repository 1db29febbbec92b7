import type { UploadProgress } from 'shared-contracts';

/**
 * The whole percentage of a body sent, for the progress bar: rounded down (100 only when every byte
 * went), or null when the browser cannot tell the size (the bar is then indeterminate).
 */
export function uploadPercent({ loaded, total }: UploadProgress): number | null {
  if (total === null || total <= 0) return null;
  return Math.max(0, Math.min(100, Math.floor((loaded * 100) / total)));
}
