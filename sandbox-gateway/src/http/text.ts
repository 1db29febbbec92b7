/**
 * Characters that are no text a person reads, and can make a name show other than it is (issue 43
 * §6): controls (C0 with NUL, tab and line breaks; DEL; C1), format characters (the bidi embeddings,
 * overrides and isolates such as U+202E, the zero-width U+200B-U+200D, the marks U+200E/U+200F and
 * U+061C, the word joiner U+2060, U+FEFF, the tag characters), lone surrogates, and the line and
 * paragraph separators. Unicode's general categories Cc, Cf, Cs, Zl and Zp: one standard rule rather
 * than a hand-kept list. (ZWJ and ZWNJ are among them: an emoji sequence or a Persian name with them
 * is refused in a name; documented in docs/security.md.)
 */
export const HIDDEN_CHARACTER = /[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}]/u;
const HIDDEN_CHARACTERS = new RegExp(HIDDEN_CHARACTER.source, 'gu');

/** The text without its hidden characters (for file names, which are cleaned rather than refused). */
export const withoutHiddenCharacters = (text: string): string => text.replace(HIDDEN_CHARACTERS, '');
