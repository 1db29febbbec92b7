import type { Language } from 'shared-contracts';
import type { PaletteEntry } from 'shared-contracts/rules';

/** An entry with its label in every language, as the palette lists and searches it. */
export interface PaletteItem {
  entry: PaletteEntry;
  labels: Record<Language, string>;
}

/** Lower case without accents: "Pengaturan" and "pengaturan", "é" and "e" match. */
export function fold(text: string): string {
  return text.toLocaleLowerCase().normalize('NFD').replace(/\p{M}/gu, '');
}

/**
 * The items whose labels (in en and id), keywords or (for a query with a slash) path contain every word of the query, best
 * first: the label in the current language starting with the query, then a word of a label
 * starting with it, then the rest, each in the palette's order.
 */
export function searchPalette(items: readonly PaletteItem[], query: string, language: Language): PaletteItem[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...items];
  const whole = fold(query.trim());
  const scored = items.flatMap((item, index) => {
    const labels = Object.values(item.labels).map(fold);
    // The path only when the query looks like one: "set" should not find every /settings/ page.
    const path = query.includes('/') ? [fold(item.entry.href)] : [];
    const haystack = [...labels, ...item.entry.keywords.map(fold), ...path].join(' ');
    if (!words.every((word) => haystack.includes(word))) return [];
    const rank = fold(item.labels[language]).startsWith(whole) ? 0 : labels.some((label) => label.split(/\s+/).some((w) => w.startsWith(words[0]!))) ? 1 : 2;
    return [{ item, rank, index }];
  });
  return scored.sort((a, b) => a.rank - b.rank || a.index - b.index).map(({ item }) => item);
}
