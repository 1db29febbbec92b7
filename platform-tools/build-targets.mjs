// What `pnpm build` builds, and whether a build is out of date.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '..');

const catalogue = JSON.parse(readFileSync(path.join(ROOT, 'platform-tools/catalogue.json'), 'utf8'));

/** Every production build of the stack (the catalogue's shell and remotes); the e2e fixture remotes for the browser tests. */
export const BUILD_TARGETS = [
  catalogue.shell.package,
  ...catalogue.remotes.map((remote) => remote.package),
  'e2e/fixtures/broken-remote',
  'e2e/fixtures/incompatible-remote',
  'e2e/fixtures/failing-canary',
];

/** What a target's build reads beyond its folder and the common inputs: a fixture built from a remote's package. */
const TARGET_INPUTS = { 'e2e/fixtures/failing-canary': ['mfe-cards'] };

/** Inputs every build depends on besides its own folder. */
const COMMON_INPUTS = [
  'shared-contracts/src',
  'shared-contracts/package.json',
  'shared-ui/src',
  'shared-ui/package.json',
  'platform-tools/webpack',
  'platform-tools/federation.mjs',
  'platform-tools/provide-runtime-core.mjs',
  'platform-tools/remote-stylesheets.mjs',
  'platform-tools/ports.mjs',
  'platform-tools/catalogue.json',
  'platform-tools/index.html',
  'pnpm-lock.yaml',
];

const SKIP = new Set(['node_modules', 'dist', '.build']);
/** Unit tests: no build reads them, so changing one leaves every build up to date. */
const UNIT_TEST = /\.test\.[cm]?[jt]sx?$/;

function collect(target, files) {
  const full = path.join(ROOT, target);
  if (!existsSync(full)) return;
  if (statSync(full).isFile()) {
    files.push(target);
    return;
  }
  for (const entry of readdirSync(full, { withFileTypes: true })) {
    if (SKIP.has(entry.name) || UNIT_TEST.test(entry.name)) continue;
    collect(path.join(target, entry.name), files);
  }
}

/** Every file a target's build reads (relative to the repository), sorted. */
export function inputFiles(target) {
  const files = [];
  for (const input of [target, ...(TARGET_INPUTS[target] ?? []), ...COMMON_INPUTS]) collect(input, files);
  return files.sort();
}

/** A hash of everything a target's build reads. */
export function inputHash(target) {
  const hash = createHash('sha256');
  for (const file of inputFiles(target)) {
    hash.update(file);
    hash.update(readFileSync(path.join(ROOT, file)));
  }
  return hash.digest('hex');
}

export const STAMP = '.build-inputs';

export function isUpToDate(target) {
  const stamp = path.join(ROOT, target, 'dist', STAMP);
  return existsSync(stamp) && readFileSync(stamp, 'utf8') === inputHash(target);
}
