#!/usr/bin/env node
// The files the shell's Node server (`serve.mjs shell`) reads at run time besides platform-tools and
// its production dependencies, copied into <out> in the repository's layout, for the shell image
// (deploy/docker/shell.Dockerfile; docs/decisions/0063-releases-in-containers.md):
//   host-shell/package.json, host-shell/dist/        the page and its assets
//   <remote package>/package.json, declaration.json   each remote's default version and declaration
//   <remote package>/dist/integrity.json              its entry's hash, as the image's build made it
//   node_modules/shared-contracts/…                   the brands and default links (deployment.mjs)
// Every remote comes from the catalogue (platform-tools/catalogue.json), as registry.mjs reads them.
//   node platform-tools/bin/shell-server-files.mjs <out>
import { cpSync, existsSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { REMOTES, SERVICES } from '../ports.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** Copies `relative` (a file or folder of the checkout at `root`) to the same place under `out`. */
function copy(root, out, relative, { required = true } = {}) {
  const source = path.join(root, relative);
  if (!existsSync(source)) {
    if (required) throw new Error(`${relative} is missing: build it first (pnpm build)`);
    console.warn(`shell-server-files: ${relative} is missing; that remote is registered without an integrity`);
    return;
  }
  mkdirSync(path.dirname(path.join(out, relative)), { recursive: true });
  cpSync(source, path.join(out, relative), { recursive: true });
}

/** The shared-contracts files deployment.mjs resolves, where Node finds them from platform-tools/. */
function copySharedContracts(out) {
  const require = createRequire(path.join(ROOT, 'platform-tools/deployment.mjs'));
  const manifest = require.resolve('shared-contracts/package.json');
  const packageRoot = path.dirname(manifest);
  const target = path.join(out, 'node_modules/shared-contracts');
  for (const file of [manifest, require.resolve('shared-contracts/deployment-defaults.json')]) {
    const relative = path.relative(packageRoot, file);
    mkdirSync(path.dirname(path.join(target, relative)), { recursive: true });
    cpSync(file, path.join(target, relative));
  }
}

/** Copies into `out` what the shell's server reads of the checkout at `root` (a test gives a stand-in). */
export function shellServerFiles(out, root = ROOT) {
  const shell = SERVICES.find((service) => service.name === 'shell');
  copy(root, out, `${shell.package}/package.json`);
  copy(root, out, `${shell.package}/dist`);
  for (const remote of REMOTES) {
    copy(root, out, `${remote.package}/package.json`);
    copy(root, out, `${remote.package}/declaration.json`);
    copy(root, out, `${remote.package}/dist/integrity.json`, { required: false });
  }
  copySharedContracts(out);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const out = process.argv[2];
  if (!out) {
    console.error('usage: node platform-tools/bin/shell-server-files.mjs <out>');
    process.exit(2);
  }
  try {
    shellServerFiles(path.resolve(out));
  } catch (error) {
    console.error(`✖ shell-server-files: ${error.message}`);
    process.exit(1);
  }
}
