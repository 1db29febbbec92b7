import { createConfig } from 'platform-tools/webpack';

/**
 * This remote splits its chunks (as home does, docs/decisions/0023): the parcel's form uses
 * shared-ui's forms, pickers and overlays entries, which a one-file remote would have to consume
 * synchronously before the shell has loaded them; split, each arrives with the chunk that uses it.
 */
export default (_env, argv) =>
  createConfig({
    name: 'activation',
    packageDir: import.meta.dirname,
    mode: argv.mode,
    exposes: { './remote': './src/remote.ts' },
    entry: './src/dev/index.ts',
    title: 'Activation remote (standalone)',
    chunks: 'split',
  });
