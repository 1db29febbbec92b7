#!/usr/bin/env node
// Prints the static images' defaults: `@brands …` and `@link.<name> <url>` (deployment-defaults.json),
// `@package.<package> <remote name>` (where a remote's image finds its released versions), then one
// remote a line: name, port variable, port, package version, the integrity of its built
// entry (`-` when it is not built: docs/decisions/0022-remote-integrity.md) and the remote's
// declaration.json (minified, base64; it says how the remote mounts). The image's start script
// (deploy/docker/nginx/30-mdp-runtime-config.sh) reads it, so the list of remotes stays in
// platform-tools/catalogue.json alone.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REMOTES } from '../ports.mjs';
import { BRANDS, DEFAULT_LINKS } from '../deployment.mjs';
import { remoteDeclaration, remoteIntegrity } from '../registry.mjs';

const root = path.resolve(import.meta.dirname, '../..');

console.log(`@brands ${BRANDS.join(' ')}`);
for (const [name, url] of Object.entries(DEFAULT_LINKS)) console.log(`@link.${name} ${url}`);
for (const remote of REMOTES) console.log(`@package.${remote.package} ${remote.name}`);
for (const remote of REMOTES) {
  const { version } = JSON.parse(readFileSync(path.join(root, remote.package, 'package.json'), 'utf8'));
  const declaration = Buffer.from(JSON.stringify(remoteDeclaration(remote, {}))).toString('base64');
  const integrity = remoteIntegrity(remote, {}) ?? '-';
  console.log([remote.name, remote.env, remote.port, version, integrity, declaration].join(' '));
}
