import { createConfig } from 'platform-tools/webpack';

export default (_env, argv) =>
  createConfig({
    name: 'getting-paid',
    packageDir: import.meta.dirname,
    mode: argv.mode,
    exposes: { './remote': './src/remote.ts' },
    entry: './src/dev/index.ts',
    title: 'Getting paid remote (standalone)',
  });
