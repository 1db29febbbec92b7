import { createConfig } from 'platform-tools/webpack';
import { SHELL_CHUNKS } from './webpack/chunks.mjs';
import { publishContractsVersion } from './webpack/contracts-version.mjs';
import { shellDevServer } from './webpack/dev-server.mjs';
import { startupPreloads } from './webpack/startup-preloads.mjs';

export default (_env, argv) =>
  createConfig({
    name: 'shell',
    packageDir: import.meta.dirname,
    mode: argv.mode,
    entry: './src/index.ts',
    title: 'Merchant Dashboard',
    publicPath: '/',
    cacheGroups: SHELL_CHUNKS,
    plugins: [startupPreloads(), publishContractsVersion()],
    devServer: shellDevServer(),
  });
