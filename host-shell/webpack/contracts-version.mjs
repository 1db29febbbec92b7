// The shell publishes the contracts version it was built with as `contracts.json` beside its page,
// so `pnpm release` can refuse a remote the live shell cannot run (docs/decisions/0058-releases-and-cohorts.md).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import webpack from 'webpack';

const versionFile = path.join(path.dirname(createRequire(import.meta.url).resolve('shared-contracts/package.json')), 'src/contract/version.ts');

/** CONTRACTS_VERSION as shared-contracts/src/contract/version.ts declares it. */
export function contractsVersion(source = readFileSync(versionFile, 'utf8')) {
  const version = /CONTRACTS_VERSION = '([^']+)'/.exec(source)?.[1];
  if (!version) throw new Error(`no CONTRACTS_VERSION in ${versionFile}`);
  return version;
}

export function publishContractsVersion() {
  return {
    apply(compiler) {
      compiler.hooks.thisCompilation.tap('PublishContractsVersion', (compilation) => {
        compilation.fileDependencies.add(versionFile);
        compilation.hooks.processAssets.tap({ name: 'PublishContractsVersion', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
          compilation.emitAsset('contracts.json', new webpack.sources.RawSource(`${JSON.stringify({ version: contractsVersion() })}\n`));
        });
      });
    },
  };
}
