import { createConfig } from 'platform-tools/webpack';

export default (_env, argv) =>
  createConfig({
    name: 'notifications',
    packageDir: import.meta.dirname,
    mode: argv.mode,
    exposes: { './remote': './src/remote.ts' },
    entry: './src/dev/index.ts',
    title: 'Notifications remote (standalone)',
  });
