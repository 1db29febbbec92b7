// The shell publishes the contracts version it was built with as `contracts.json` beside its page,
// so `pnpm release` can refuse a remote the live shell cannot run (docs/decisions/0058-releases-and-cohorts.md).
import { contractsVersion, contractsVersionFile } from 'platform-tools/contracts-version';
import webpack from 'webpack';

export function publishContractsVersion() {
  return {
    apply(compiler) {
      compiler.hooks.thisCompilation.tap('PublishContractsVersion', (compilation) => {
        compilation.fileDependencies.add(contractsVersionFile());
        compilation.hooks.processAssets.tap({ name: 'PublishContractsVersion', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
          compilation.emitAsset('contracts.json', new webpack.sources.RawSource(`${JSON.stringify({ version: contractsVersion() })}\n`));
        });
      });
    },
  };
}
