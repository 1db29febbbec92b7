#!/usr/bin/env node
// The first step of `pnpm test` and `pnpm e2e`: the browser tests need Debian's Chromium. As root a
// missing Chromium is installed; otherwise this stops within a second with the command to run,
// rather than a Playwright stack trace after the build.
import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { ensureChromium } from '../chromium.mjs';

function exists(file) {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

const result = ensureChromium({
  isRoot: process.getuid?.() === 0,
  exists,
  install: (command) => {
    console.log(`Chromium is missing; installing it: ${command}`);
    return spawnSync('sh', ['-c', command], { stdio: 'inherit' }).status === 0;
  },
});
if (!result.ok) {
  console.error(`✖ ${result.message}`);
  process.exit(1);
}
