import catalogue from '../catalogue.json';
import { remoteTexts } from './support/remote-texts';

// One English text has one Indonesian text across every remote: a merchant who reads "Hapus filter"
// on one page and "Hapus saringan" on the next wonders whether they do the same (issue 42).

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Array<[string, string]> {
  return Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : leaves(value, `${prefix}${key}.`)));
}



test('every English text of the remotes has one Indonesian text', async () => {
  const translations = new Map<string, Map<string, string[]>>();
  for (const remote of catalogue.remotes) {
    const { en, id } = await remoteTexts(remote.package);
    const indonesian = new Map(leaves(id));
    for (const [key, english] of leaves(en)) {
      const translated = indonesian.get(key);
      // Short words and interpolated texts depend on their context; sentences and labels do not.
      if (translated === undefined || english.length < 8 || english.includes('{{')) continue;
      const byText = translations.get(english) ?? new Map<string, string[]>();
      byText.set(translated, [...(byText.get(translated) ?? []), `${remote.name}:${key}`]);
      translations.set(english, byText);
    }
  }
  const twice = [...translations].filter(([, byText]) => byText.size > 1).map(([english, byText]) => `"${english}": ${[...byText].map(([text, where]) => `"${text}" (${where.join(', ')})`).join(' / ')}`);
  expect(twice).toEqual([]);
});
