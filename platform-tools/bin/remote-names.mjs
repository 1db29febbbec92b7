#!/usr/bin/env node
// Prints each catalogued remote as `<package> <name>`, one a line: a remote's static image
// (deploy/docker/static.Dockerfile) keeps it, so its start script (deploy/docker/nginx/
// 30-mdp-runtime-config.sh) finds the remote's released versions at <RELEASE_FILES_DIR>/<name>/
// while the list of remotes stays in platform-tools/catalogue.json alone.
import { REMOTES } from '../ports.mjs';

for (const remote of REMOTES) console.log(`${remote.package} ${remote.name}`);
