import { createConfig } from 'platform-tools/webpack';

/**
 * This remote splits its chunks (docs/decisions/0010: "a remote that grows large should get its
 * chunks back"; docs/decisions/0020): the bell is in the header of every page, so its entry stays
 * small, and the dropdown and the centre (with the shared-ui entries they use) load on intent; its
 * exposed module, loaded on every page for the bell, keeps the centre's page on demand too.
 */
export default (env, argv) =>
  createConfig({
    name: 'notifications',
    packageDir: import.meta.dirname,
    mode: argv.mode,
    exposes: { './remote': './src/remote.ts' },
    entry: './src/dev/index.ts',
    title: 'Notifications remote (standalone)',
    chunks: 'split',
    routePages: 'on-demand',
  });
