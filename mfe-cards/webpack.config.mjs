import { createConfig } from 'platform-tools/webpack';

/**
 * Split chunks (as home and notifications, decisions 0020 and 0023): the payment pages, the refund
 * and export modals and the receipt's PDF library load when they are needed, never with the list.
 * The fraud pages' flags are images of this remote (platform-tools' image rule, decision 0032).
 */
export default (_env, argv) =>
  createConfig({
    name: 'cards',
    packageDir: import.meta.dirname,
    mode: argv.mode,
    exposes: { './remote': './src/remote.ts' },
    entry: './src/dev/index.ts',
    title: 'Cards remote (standalone)',
    chunks: 'split',
  });
