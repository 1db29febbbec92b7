#!/usr/bin/env node
// Production-builds what is out of date (or everything with --force), two builds at a time.
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { BUILD_TARGETS, ROOT, STAMP, inputHash, isUpToDate } from '../build-targets.mjs';

const webpackCli = path.join(ROOT, 'platform-tools/node_modules/webpack-cli/bin/cli.js');

/**
 * Production-builds one target (a package folder) into its dist, or into `outDir` (a release's
 * build: the dist that a running stack serves stays as it was); resolves to the seconds it took.
 */
export function build(target, { outDir } = {}) {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [webpackCli, '--mode', 'production', ...(outDir ? ['--output-path', outDir] : [])], {
      cwd: path.join(ROOT, target),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('exit', (code) => {
      const seconds = (performance.now() - started) / 1000;
      if (code !== 0) {
        reject(new Error(`${target} failed to build:\n${output}`));
        return;
      }
      writeFileSync(path.join(outDir ?? path.join(ROOT, target, 'dist'), STAMP), inputHash(target));
      resolve(seconds);
    });
  });
}

/** Builds the targets that need it; resolves to {target: seconds} for those built. */
export async function buildOutOfDate({ force = false, log = console.log } = {}) {
  const queue = BUILD_TARGETS.filter((target) => force || !isUpToDate(target));
  const skipped = BUILD_TARGETS.filter((target) => !queue.includes(target));
  if (skipped.length) log(`up to date: ${skipped.join(', ')}`);
  const seconds = {};
  const worker = async () => {
    for (let target = queue.shift(); target; target = queue.shift()) {
      log(`building ${target} …`);
      seconds[target] = await build(target);
      log(`built ${target} in ${seconds[target].toFixed(1)} s`);
    }
  };
  await Promise.all([worker(), worker()]);
  return seconds;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: { force: { type: 'boolean', default: false }, all: { type: 'boolean', default: false }, json: { type: 'boolean', default: false } },
  });
  buildOutOfDate({ force: values.force, log: values.json ? () => {} : console.log })
    .then((seconds) => {
      if (values.json) console.log(JSON.stringify(seconds));
    })
    .catch((error) => {
      console.error(error.message);
      process.exit(1);
    });
}
