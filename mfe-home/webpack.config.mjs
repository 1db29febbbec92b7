import { createConfig } from 'platform-tools/webpack';

/**
 * This remote splits its chunks (docs/decisions/0010, 0023): the home page is the first route of
 * every session, so the request modals, their forms and react-final-form load on intent.
 */
export default (_env, argv) =>
  createConfig({
    name: 'home',
    packageDir: import.meta.dirname,
    mode: argv.mode,
    exposes: { './remote': './src/remote.ts' },
    entry: './src/dev/index.ts',
    title: 'Home remote (standalone)',
    chunks: 'split',
  });
