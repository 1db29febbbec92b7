#!/usr/bin/env node
// Prints the registry's defaults for the shell image, one remote a line: name, port variable, port,
// mount kind, package version. The image's start script (deploy/docker/nginx/30-mdp-runtime-config.sh) reads it,
// so the list of remotes stays in platform-tools/ports.mjs alone.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REMOTES } from '../ports.mjs';

const root = path.resolve(import.meta.dirname, '../..');

for (const remote of REMOTES) {
  const { version } = JSON.parse(readFileSync(path.join(root, remote.package, 'package.json'), 'utf8'));
  console.log([remote.name, remote.env, remote.port, remote.mount ?? 'react', version].join(' '));
}
