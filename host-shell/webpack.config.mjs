import { createConfig } from 'platform-tools/webpack';

export default (_env, argv) =>
  createConfig({
    name: 'shell',
    packageDir: import.meta.dirname,
    mode: argv.mode,
    entry: './src/index.ts',
    title: 'Merchant Dashboard',
    publicPath: '/',
  });
