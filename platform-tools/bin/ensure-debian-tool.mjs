#!/usr/bin/env node
// The first step of `pnpm test`, `pnpm e2e` and `pnpm serving:nginx`: a tool the tests need from
// Debian (`chromium`, or `nginx` with its brotli modules). As root a missing one is installed;
// otherwise this stops within a second with the command to run, rather than a stack trace later.
import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { NGINX_INSTALL, ensureChromium, ensureDebianTool } from '../chromium.mjs';

function exists(file) {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

const tool = process.argv[2] ?? 'chromium';
const machine = {
  isRoot: process.getuid?.() === 0,
  exists,
  install: (command) => {
    console.log(`${tool} is missing; installing it: ${command}`);
    return spawnSync('sh', ['-c', command], { stdio: 'inherit' }).status === 0;
  },
};
const result =
  tool === 'nginx' ? ensureDebianTool({ tool: 'nginx', path: '/usr/sbin/nginx', command: NGINX_INSTALL, ...machine }) : ensureChromium(machine);
if (!result.ok) {
  console.error(`✖ ${result.message}`);
  process.exit(1);
}
