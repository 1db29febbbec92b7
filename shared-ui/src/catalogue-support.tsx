// For the component catalogue only (ui-catalogue); no entry of shared-ui imports it.
import type { ReactNode } from 'react';
import { UiTextProvider } from './texts/UiTextProvider';
import { interpolate, UI_TEXTS_ID, type Translate } from './texts/ui-texts';

const bahasa: Translate = (key, values) => interpolate(UI_TEXTS_ID[key], values);

/** Renders a story as a caller whose language is Bahasa Indonesia would. */
export function InBahasa({ children }: { children: ReactNode }) {
  return (
    <UiTextProvider translate={bahasa} locale="id-ID">
      {children}
    </UiTextProvider>
  );
}

export const LONG_TEXT =
  'Pembayaran kartu kredit untuk bisnis Anda sedang ditinjau oleh tim kepatuhan kami dan biasanya selesai dalam dua hari kerja setelah semua dokumen diterima';
