import type { TranslationTree } from 'shared-contracts';
import { en, id } from './index';

function keysOf(tree: TranslationTree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value as TranslationTree, `${prefix}${key}.`),
  );
}

test('English and Indonesian have the same keys', () => {
  expect(keysOf(id).sort()).toEqual(keysOf(en).sort());
});

test('no text is empty', () => {
  const texts = (tree: TranslationTree): string[] =>
    Object.values(tree).flatMap((value) => (typeof value === 'string' ? [value] : texts(value as TranslationTree)));
  expect([...texts(en), ...texts(id)].filter((text) => text.trim() === '')).toEqual([]);
});
