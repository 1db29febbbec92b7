// CONTRACTS_VERSION as shared-contracts declares it (src/contract/version.ts), read without compiling
// the package: the API report gate and the shell's build (which publishes it as contracts.json for
// `pnpm release`) ask the one function.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const SHARED_CONTRACTS = path.dirname(createRequire(import.meta.url).resolve('shared-contracts/package.json'));

/** The file that declares the version, in `sourceRoot` (shared-contracts by default). */
export const contractsVersionFile = (sourceRoot = SHARED_CONTRACTS) => path.join(sourceRoot, 'src/contract/version.ts');

export function contractsVersion(sourceRoot = SHARED_CONTRACTS) {
  const file = contractsVersionFile(sourceRoot);
  const version = /CONTRACTS_VERSION = '([^']+)'/.exec(readFileSync(file, 'utf8'))?.[1];
  if (!version) throw new Error(`no CONTRACTS_VERSION in ${file}`);
  return version;
}
