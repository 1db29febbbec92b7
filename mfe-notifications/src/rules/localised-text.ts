import type { LocalisedText } from 'shared-contracts/areas/notifications/notifications';

/**
 * A notification's title or message in the user's language, English when that language has none
 * (spec 02 §3). `language` is the shell's language (`en`, `id`, or a regional form like `id-ID`).
 */
export function textIn(text: LocalisedText, language: string): string {
  const base = language.split('-')[0]?.toLowerCase();
  const translated = base && Object.hasOwn(text, base) ? text[base as keyof LocalisedText] : undefined;
  return translated?.trim() ? translated : text.en;
}
