import { createConfig } from 'platform-tools/webpack';

/**
 * This remote splits its chunks (docs/decisions/0010, 0023): its pages use shared-ui's data, forms,
 * overlays and pickers entries, which are shared singletons loaded asynchronously; a one-file
 * remote would ask for them synchronously (federation runtime RUNTIME-006) before they are loaded.
 */
export default (_env, argv) =>
  createConfig({
    name: 'settings',
    packageDir: import.meta.dirname,
    mode: argv.mode,
    exposes: { './remote': './src/remote.ts' },
    entry: './src/dev/index.ts',
    title: 'Settings remote (standalone)',
    chunks: 'split',
  });
