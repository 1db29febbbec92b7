// A copy of the working tree in a temporary folder, for tests that change the repository (scaffold a
// remote, edit a generated file) without touching the real one. Files are copied as a fresh clone with
// the current changes would have them (tracked and untracked, nothing ignored); node_modules are not
// installed but linked: each package's links to workspace packages point into the copy, so the copy's
// code reads the copy's catalogue, and every other dependency points to the real store.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { transformFileSync } from '@swc/core';

export const ROOT = path.resolve(import.meta.dirname, '../../..');

/** The working tree's files, relative to the root, as `git ls-files` lists them. */
export function workingTreeFiles() {
  const listed = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: ROOT, encoding: 'utf8' });
  if (listed.status !== 0) throw new Error(`git ls-files failed: ${listed.stderr}`);
  return listed.stdout.split('\0').filter((file) => file && existsSync(path.join(ROOT, file)));
}

const insideWorkspace = (target) => target.startsWith(`${ROOT}${path.sep}`) && !target.split(path.sep).includes('node_modules');

/** Links `<copy>/<dir>/node_modules/<entry>` for every entry of the real one (scoped names one level down). */
function linkModules(copy, dir, scope = '') {
  const real = path.join(ROOT, dir, 'node_modules', scope);
  const linked = path.join(copy, dir, 'node_modules', scope);
  mkdirSync(linked, { recursive: true });
  for (const entry of readdirSync(real)) {
    if (entry.startsWith('.')) continue; // .bin, .pnpm, .modules.yaml: the store stays where it is
    if (entry.startsWith('@') && !scope && lstatSync(path.join(real, entry)).isDirectory()) {
      linkModules(copy, dir, entry);
      continue;
    }
    const target = realpathSync(path.join(real, entry));
    symlinkSync(insideWorkspace(target) ? path.join(copy, path.relative(ROOT, target)) : target, path.join(linked, entry));
  }
}

/** Copies the working tree into a new temporary folder and links its packages' node_modules. */
export function copyRepository() {
  const copy = mkdtempSync(path.join(tmpdir(), 'mdp-repository-'));
  const files = workingTreeFiles();
  for (const file of files) {
    mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
    cpSync(path.join(ROOT, file), path.join(copy, file), { verbatimSymlinks: true });
  }
  const packages = files.filter((file) => path.basename(file) === 'package.json').map((file) => path.dirname(file));
  for (const dir of packages) if (existsSync(path.join(ROOT, dir, 'node_modules'))) linkModules(copy, dir);
  return copy;
}

export function removeCopy(copy) {
  rmSync(copy, { recursive: true, force: true });
}

/**
 * Loads TypeScript modules of the copy the way their runner does: each file compiled by SWC beside
 * it, relative imports rewritten, then the first one loaded. `es6`: an ES module, as `pnpm bench`
 * compiles its runner (bench/bin/bench.mjs); `commonjs`: as Playwright loads the e2e setup. Imports by
 * package name resolve through the copy's linked node_modules, so they read the copy's catalogue.
 */
export async function loadTypeScript(copy, files, { module = 'es6' } = {}) {
  const extension = module === 'es6' ? 'check.mjs' : 'check.cjs';
  const outputOf = (file) => path.join(copy, file.replace(/\.ts$/, `.${extension}`));
  for (const file of files) {
    const { code } = transformFileSync(path.join(copy, file), {
      jsc: { parser: { syntax: 'typescript' }, target: 'es2022', baseUrl: path.dirname(path.join(copy, file)), experimental: { keepImportAttributes: true } },
      module: { type: module, resolveFully: true, outFileExtension: extension },
    });
    writeFileSync(outputOf(file), code);
  }
  return module === 'es6' ? import(pathToFileURL(outputOf(files[0])).href) : createRequire(import.meta.url)(outputOf(files[0]));
}
