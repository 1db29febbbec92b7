import path from 'node:path';
import catalogue from '../catalogue.json';
import { remoteTexts } from './support/remote-texts';

// No Bahasa Indonesia page shows English from the dashboard's own texts (issue 42): every English
// text of the remotes, the shell and shared-ui has an Indonesian text, and an Indonesian text equal
// to its English one is made only of the words below. Each word is allowed for a reason a reviewer
// can check; a new one needs its reason here.

/** Names that stay as they are in every language: brands, products and partners. */
const NAMES = ['Secure acceptance', '3-D Secure', 'Bahasa Indonesia', 'English', 'Safeguard', 'Connex', 'OVO', 'DANA', 'LinkAja', 'ShopeePay', 'Kredivo', 'GCash', 'BCA'];
/** Codes and abbreviations the merchant reads on documents and in the API as they are. */
const CODES = ['API', 'BIN', 'ECI', 'MID', 'ID', 'URL', 'NIB', 'NPWP', 'PT', 'CV', 'PMA'];
/** Indonesian words spelled as the English ones (KBBI). */
const SAME_WORD = ['Status', 'Bank', 'Label', 'Normal', 'Video', 'Mode', 'Email', 'Debit', 'Format', 'Menu', 'Platform', 'Indonesia', 'Yayasan', 'Koperasi'];
/** The payments terms the Indonesian pages use as loanwords, one glossary for every page (Di-refund, Proses settlement…). */
const LOANWORDS = ['Live', 'Refund', 'Capture', 'Settlement', 'Chargeback', 'Invoice', 'E-wallet', 'Escrow'];

const allowedWords = new Set([...CODES, ...SAME_WORD, ...LOANWORDS].map((word) => word.toLowerCase()));

type Tree = { [key: string]: string | Tree };
const leaves = (tree: Tree, prefix = ''): Array<[string, string]> =>
  Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : leaves(value, `${prefix}${key}.`)));

/** The words of a text that would read as English, once placeholders and allowed names are left out. */
export function englishWords(text: string): string[] {
  let rest = text.replace(/\{\{[^}]*\}\}/g, ' ');
  for (const name of NAMES) rest = rest.split(name).join(' ');
  return (rest.match(/[\p{L}][\p{L}-]*/gu) ?? []).filter((word) => !allowedWords.has(word.toLowerCase()));
}

/** Keys whose English text shows in Indonesian: no Indonesian text, or the English one unchanged. */
export function untranslated(en: Tree, id: Tree): string[] {
  const indonesian = new Map(leaves(id));
  return leaves(en).flatMap(([key, english]) => {
    const text = indonesian.get(key);
    if (text === undefined) return [`${key}: no Indonesian text for "${english}"`];
    return text === english && englishWords(text).length > 0 ? [`${key}: "${text}" is the English text`] : [];
  });
}

const root = path.resolve(__dirname, '../..');

test.each(catalogue.remotes.map((remote) => [remote.name, remote.package]))('the %s remote shows no English text in Indonesian', async (_name, pkg) => {
  const { en, id } = await remoteTexts(pkg);
  expect(untranslated(en, id)).toEqual([]);
});

// Read by path, as the remotes are: platform-tools depends on neither package.
const textsAt = async (file: string) => (await import(path.join(root, file))) as Record<string, Tree>;

test('the shell and shared-ui show no English text in Indonesian', async () => {
  const [shellEn, shellId, ui] = await Promise.all([textsAt('host-shell/src/i18n/en.ts'), textsAt('host-shell/src/i18n/id.ts'), textsAt('shared-ui/src/texts/ui-texts.ts')]);
  expect(untranslated(shellEn.en!, shellId.id!)).toEqual([]);
  expect(untranslated(ui.UI_TEXTS_EN!, ui.UI_TEXTS_ID!)).toEqual([]);
});

test('the check flags English left in Indonesian and lets names, codes and the glossary through', () => {
  const en = { a: 'Off rails', b: 'Refund {{amount}}', c: 'Secure acceptance', d: { e: 'NIB' }, f: 'Clear filters', g: 'Only in English' };
  const id = { a: 'Off rails', b: 'Refund {{amount}}', c: 'Secure acceptance', d: { e: 'NIB' }, f: 'Hapus filter' };
  expect(untranslated(en, id)).toEqual(['a: "Off rails" is the English text', 'g: no Indonesian text for "Only in English"']);
  expect(englishWords('Label: “{{from}}” → “{{to}}”')).toEqual([]);
});
