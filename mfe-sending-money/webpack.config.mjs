import { createConfig } from 'platform-tools/webpack';

/**
 * Split chunks, as every remote of the dashboard: a page that uses shared-ui's data, forms, overlays
 * or pickers entries (shared singletons loaded asynchronously) would, in a one-file remote, ask for
 * them synchronously before they are loaded (federation runtime RUNTIME-006, "loadShareSync failed").
 */
export default (_env, argv) =>
  createConfig({
    name: 'sending-money',
    packageDir: import.meta.dirname,
    mode: argv.mode,
    exposes: { './remote': './src/remote.ts' },
    entry: './src/dev/index.ts',
    chunks: 'split',
    title: 'Sending money remote (standalone)',
  });
