import { createConfig } from 'platform-tools/webpack';

/**
 * The flags of fraud prevention's countries: flag-icons' SVG files, emitted as hashed assets of this
 * remote and served by the dashboard itself, never hot-linked (docs/decisions/0032).
 */
const FLAG_FILES = { test: /[\\/]flag-icons[\\/]flags[\\/]4x3[\\/][a-z-]+\.svg$/, type: 'asset/resource' };

/**
 * Split chunks (as home and notifications, decisions 0020 and 0023): the payment pages, the refund
 * and export modals and the receipt's PDF library load when they are needed, never with the list.
 */
export default (_env, argv) => {
  const config = createConfig({
    name: 'cards',
    packageDir: import.meta.dirname,
    mode: argv.mode,
    exposes: { './remote': './src/remote.ts' },
    entry: './src/dev/index.ts',
    title: 'Cards remote (standalone)',
    chunks: 'split',
  });
  for (const one of [config].flat()) one.module.rules.push(FLAG_FILES);
  return config;
};
