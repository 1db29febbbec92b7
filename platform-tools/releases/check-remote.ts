// What `pnpm release` asks of a remote before anything is published (run by tsx, from
// commands.mjs): its contracts range against the live shell's CONTRACTS_VERSION, and its built
// declaration as the shell reads it. Prints one JSON line: { contracts, problems }.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { LEGACY_CONTRACTS_VERSION, checkContracts } from 'shared-contracts/registry';
import { declarationProblems } from 'shared-contracts/testing';

const [packageDir, distDir, shellContracts] = process.argv.slice(2);

async function main() {
  const file = ['src/remote.ts', 'src/remote.tsx'].map((name) => path.join(packageDir, name)).find((candidate) => existsSync(candidate));
  if (!file) throw new Error(`${packageDir} has no src/remote.ts`);
  // A remote's module imports its translations; its pages and lifecycles load only when called.
  const remote = (await import(pathToFileURL(file).href)).default as { contracts?: unknown };
  const problems: string[] = [];
  const compatibility = checkContracts(remote.contracts, shellContracts, LEGACY_CONTRACTS_VERSION);
  if (!compatibility.ok) problems.push(compatibility.reason);
  const declaration = JSON.parse(readFileSync(path.join(distDir, 'declaration.json'), 'utf8')) as unknown;
  problems.push(...declarationProblems(declaration).map((problem) => `declaration: ${problem}`));
  process.stdout.write(`${JSON.stringify({ contracts: remote.contracts, problems })}\n`);
}

main().catch((error: unknown) => {
  process.stdout.write(`${JSON.stringify({ problems: [error instanceof Error ? error.message : String(error)] })}\n`);
});
