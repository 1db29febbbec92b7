import { createConfig } from 'platform-tools/webpack';

/**
 * Split chunks (as cards, home and notifications): the route pages come with the module, while the
 * balance chart (uPlot), the export modal and an entry's detail load when they are needed.
 */
export default (_env, argv) =>
  createConfig({
    name: 'balance',
    packageDir: import.meta.dirname,
    mode: argv.mode,
    exposes: { './remote': './src/remote.ts' },
    entry: './src/dev/index.ts',
    title: 'Balance remote (standalone)',
    chunks: 'split',
  });
