// The monolith: the shell and all five remotes as one ordinary bundle, on the same webpack base as
// the composed stack, used only by the benchmark (docs/performance.md).
import { createBundleConfig } from 'platform-tools/webpack';

export default (_env, argv) =>
  createBundleConfig({
    name: 'monolith',
    packageDir: import.meta.dirname,
    mode: argv.mode,
    entry: './src/monolith/index.ts',
    title: 'Merchant Dashboard',
  });
