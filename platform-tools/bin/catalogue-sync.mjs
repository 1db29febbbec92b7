#!/usr/bin/env node
// pnpm catalogue:sync            writes every file that lists the remotes from platform-tools/catalogue.json
// pnpm catalogue:sync --check    writes nothing; exits 1 naming each file that is not what the catalogue gives
// (docs/decisions/0050-one-catalogue.md; the check runs in `pnpm unit`: platform-tools/test/catalogue-sync.test.mjs).
import path from 'node:path';
import { check, sync } from '../catalogue-sync/index.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');
const args = process.argv.slice(2);
const unknown = args.filter((arg) => arg !== '--check');
if (unknown.length) {
  console.error(`catalogue:sync: unknown argument ${unknown.join(' ')}\nUsage: pnpm catalogue:sync [--check]`);
  process.exit(2);
}

try {
  if (args.includes('--check')) {
    const { stale, problems } = check(ROOT);
    if (problems.length) console.error(`catalogue:sync --check: cannot derive\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    if (stale.length) {
      console.error(
        `catalogue:sync --check: not what platform-tools/catalogue.json gives:\n${stale.map((file) => `  - ${file}`).join('\n')}\n` +
          'Run `pnpm catalogue:sync` and commit the result; edit the catalogue (or a remote’s package or declaration), not these files.',
      );
    }
    if (problems.length || stale.length) process.exit(1);
    console.log('catalogue:sync --check: every derived file is up to date.');
  } else {
    const written = sync(ROOT);
    console.log(written.length ? `catalogue:sync: wrote\n${written.map((file) => `  ${file}`).join('\n')}` : 'catalogue:sync: every derived file was up to date.');
  }
} catch (error) {
  console.error(`catalogue:sync: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
