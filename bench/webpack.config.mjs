// The monolith: the shell and all five remotes as one ordinary bundle, on the same webpack base as
// the composed stack and with the shell's light login chunks and start-up preloads, used only by
// the benchmark (docs/performance.md).
import { createBundleConfig } from 'platform-tools/webpack';
import { MONOLITH_CHUNKS } from 'host-shell/webpack/chunks.mjs';
import { startupPreloads } from 'host-shell/webpack/startup-preloads.mjs';

export default (_env, argv) =>
  createBundleConfig({
    name: 'monolith',
    packageDir: import.meta.dirname,
    mode: argv.mode,
    entry: './src/monolith/index.ts',
    title: 'Merchant Dashboard',
    cacheGroups: MONOLITH_CHUNKS,
    plugins: [startupPreloads()],
  });
