#!/usr/bin/env node
// pnpm new-remote <name> --port <n> [--dev-port <n>] [--title "<English title>"] [--title-id "<Indonesian title>"] [--serves <path>,…] [--dry-run]
// Creates mfe-<name> from platform-tools/remote-template/, adds its line to the catalogue and runs
// `pnpm catalogue:sync`, which writes every file that lists remotes (README "Adding a remote").
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { check, sync } from '../catalogue-sync/index.mjs';
import { checkOptions, parseOptions, readRepository, scaffold } from '../new-remote.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');
const USAGE =
  'Usage: pnpm new-remote <name> --port <n> [--dev-port <n>] [--title "<English title>"] [--title-id "<Indonesian title>"] [--serves <path>,…] [--dry-run]\n' +
  '  --serves: places of the spec\'s menu no remote renders yet (e.g. /balance,/cash): the remote renders them, the entries keep the spec\'s labels and gates.\n' +
  '    A path that is a page of the spec outside the menu (/customize-checkout, /payment-links/create: shared-contracts SPEC_PAGES) is not a --serves place:\n' +
  '    add its route to declaration.json "routes" and src/remote.ts, and its route key to "pages".';

// `--help` (or `-h`) answers the usage and writes nothing: a new squad's first try was refused as an unknown option.
if (process.argv.slice(2).some((argument) => argument === '--help' || argument === '-h')) {
  console.log(USAGE);
  process.exit(0);
}

const { options, problems } = parseOptions(process.argv.slice(2));
const checked = checkOptions(options, readRepository(ROOT));
problems.push(...checked.problems);
// The sync must be able to run afterwards: a hand-written file without its generated block stops it.
problems.push(...check(ROOT).problems.map((problem) => `pnpm catalogue:sync cannot run: ${problem}.`));
if (problems.length) {
  console.error(`new-remote: nothing was written.\n${problems.map((problem) => `  - ${problem}`).join('\n')}\n${USAGE}`);
  process.exit(1);
}
for (const warning of checked.warnings) console.warn(`new-remote: warning: ${warning}`);

const { remote, files } = scaffold(ROOT, options);
if (options.dryRun) {
  for (const { file } of files) console.log(`would write ${file}`);
  console.log('then pnpm catalogue:sync (every file that lists remotes)');
  process.exit(0);
}
for (const { file, text } of files) {
  mkdirSync(path.dirname(path.join(ROOT, file)), { recursive: true });
  writeFileSync(path.join(ROOT, file), text);
}
const synced = sync(ROOT);

const { name, package: pkg, port, devPort } = remote.entry;
console.log(`Created ${pkg}/ (remote "${name}", port ${port}, dev port ${devPort}), added it to platform-tools/catalogue.json,
and pnpm catalogue:sync wrote:
  ${synced.join('\n  ')}

Next:
  pnpm install                       links the new package into the workspace
  pnpm --filter ${pkg} dev       the remote alone, with the fake HostApi: http://localhost:${devPort}/${name}
  pnpm start                         the whole stack; sign in and open ${
  remote.serves.length ? remote.serves.join(', ') : `"${remote.placeholders.__Title__}" in the sidebar (Others)`
}

Then make it yours: ${pkg}/declaration.json (routes, menu entries, gates), src/remote.ts (the pages
for those routes), src/translations.ts (en and id), src/api/ (your gateway calls; the example reads
/api/user/businesses), src/features/${name}/. Its unit test: pnpm exec jest ${pkg}.`);
