import { existsSync } from 'node:fs';
import path from 'node:path';
import type { TranslationTree } from 'shared-contracts';
import { remoteTexts as loadedTexts } from 'shared-contracts/testing';

const root = path.resolve(__dirname, '../../..');

/**
 * A remote's texts in both languages, read from its `./remote` module by path (platform-tools
 * depends on no remote): those it ships and those it fetches per language (contracts 3.1).
 */
export async function remoteTexts(pkg: string): Promise<{ en: TranslationTree; id: TranslationTree }> {
  const file = ['src/remote.ts', 'src/remote.tsx'].map((name) => path.join(root, pkg, name)).find((candidate) => existsSync(candidate));
  if (!file) throw new Error(`${pkg} has no src/remote.ts`);
  const module = ((await import(file)) as { default: Parameters<typeof loadedTexts>[0] }).default;
  return loadedTexts(module);
}
