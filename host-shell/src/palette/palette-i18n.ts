import type { i18n } from 'i18next';
import { paletteEn, paletteId } from './palette-texts';

export const PALETTE_NAMESPACE = 'palette';

/** Adds the palette's texts once its code has loaded (identical key sets in en and id). */
export function registerPaletteTexts(instance: i18n): void {
  if (instance.hasResourceBundle('en', PALETTE_NAMESPACE)) return;
  instance.addResourceBundle('en', PALETTE_NAMESPACE, paletteEn);
  instance.addResourceBundle('id', PALETTE_NAMESPACE, paletteId);
}
