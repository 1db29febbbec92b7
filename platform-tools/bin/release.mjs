#!/usr/bin/env node
// A squad's release commands (docs/decisions/0058-releases-and-cohorts.md, README "Releasing a remote"):
//   pnpm release <remote> [--version V] [--from <build folder>]           publish a version, immutably
//   pnpm rollout <remote> <version> (--percent N | --staff | --business <id>…)   serve it to a cohort
//   pnpm rollback <remote> [<version>]                                    back, on every next page load
//   pnpm releases [<remote>]                                              the history and each version's health
//   node platform-tools/bin/release.mjs gate                              the health gate alone, until stopped
//     (where the shell's servers do not write the store: Kubernetes' release-tools pod, decision 0063)
// RELEASES_DIR chooses the releases folder (default: releases/ at the root, git-ignored);
// RELEASE_FILES_DIR where the published files go (default: its files/); RELEASE_SHELL_URL the live
// shell whose /contracts.json a release is checked against (default: this checkout's host-shell build).
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { deploymentFromEnv } from '../deployment.mjs';
import { ROOT, STAMP, isUpToDate } from '../build-targets.mjs';
import { build } from './build.mjs';
import { ReleaseError, releaseCommands, releaseFilesDir, releasesDir } from '../releases/commands.mjs';
import { collectorReader, healthPolicyFromEnv, judgeCanaries, startHealthGate } from '../releases/health-gate.mjs';
import { releaseBuild } from '../releases/release-build.mjs';
import { FLAGS_FILE, ensureFlagFile } from '../releases/flags.mjs';
import { openReleaseStore } from '../releases/store.mjs';
import { formatReleases } from '../releases/report.mjs';
import { registryFromEnv } from '../registry.mjs';
import { gatewayPort } from '../ports.mjs';

const require = createRequire(import.meta.url);

/**
 * The live shell's CONTRACTS_VERSION: what its server publishes at /contracts.json when
 * RELEASE_SHELL_URL names it (compose's release tool: http://shell:8080), else this checkout's build.
 */
async function shellContracts() {
  const live = process.env.RELEASE_SHELL_URL;
  if (live) {
    const url = new URL('/contracts.json', live).href;
    let answer;
    try {
      answer = await fetch(url, { signal: AbortSignal.timeout(5_000) });
    } catch (error) {
      throw new ReleaseError(`the live shell's ${url} could not be read (${error.cause?.message ?? error.message}): is the shell running?`);
    }
    const version = answer.ok ? (await answer.json().catch(() => ({}))).version : undefined;
    if (typeof version !== 'string') throw new ReleaseError(`the live shell's ${url} answered ${answer.status} without a contracts version`);
    return version;
  }
  const published = path.join(ROOT, 'host-shell/dist/contracts.json');
  if (!existsSync(published)) throw new ReleaseError('the shell is not built (host-shell/dist/contracts.json): pnpm build first, so a release is checked against the shell that serves it');
  return JSON.parse(readFileSync(published, 'utf8')).version;
}

function check(remote, dist, contracts) {
  const tsx = path.join(path.dirname(require.resolve('tsx/package.json')), 'dist/cli.mjs');
  const result = spawnSync(process.execPath, [tsx, path.join(ROOT, 'platform-tools/releases/check-remote.ts'), path.join(ROOT, remote.package), dist, contracts], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  const line = result.stdout.trim().split('\n').at(-1);
  try {
    return JSON.parse(line);
  } catch {
    return { problems: [`the remote's contract could not be checked: ${result.stderr.trim() || result.stdout.trim()}`] };
  }
}

/** The build a release publishes: the dist when up to date, else one made apart (releases/build/<remote>). */
const buildRemote = (remote) => releaseBuild(remote, { root: ROOT, buildDir: path.join(releasesDir(ROOT), 'build'), isUpToDate, build });

function gitCommit() {
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return undefined;
  }
}

/** Each canary's health now, as the shell's gate judges it (TELEMETRY_READ_KEY and GATEWAY_URL to read the collector). */
async function canaryHealth(commands, name) {
  const key = process.env.TELEMETRY_READ_KEY;
  if (!key) return '\nhealth: set TELEMETRY_READ_KEY (and GATEWAY_URL) to read each canary\'s health from the collector';
  const registry = registryFromEnv();
  try {
    const decisions = await judgeCanaries({
      commands,
      readHealth: collectorReader(process.env.GATEWAY_URL || `http://localhost:${gatewayPort()}`, key),
      policy: healthPolicyFromEnv(),
      deployedVersion: (remote) => registry.remotes.find((entry) => entry.name === remote)?.version,
    });
    const lines = decisions.filter((d) => name === undefined || d.remote === name).map((d) => `  ${d.remote} ${d.version}: ${d.verdict} (${d.reason})`);
    return lines.length ? `\nhealth of the canaries:\n${lines.join('\n')}` : '';
  } catch (error) {
    return `\nhealth: the collector could not be read (${error.message})`;
  }
}

/** The health gate alone, until SIGTERM or SIGINT: one writer of the store beside the commands. */
async function runGate() {
  if (!process.env.TELEMETRY_READ_KEY) throw new ReleaseError('the health gate needs TELEMETRY_READ_KEY (the key the gateway\'s collector is read with)');
  // Until the pod or the terminal stops it (listening first: a stop may come at once); the gate's
  // own timer does not hold the process.
  const stopped = new Promise((resolve) => ['SIGTERM', 'SIGINT'].forEach((signal) => process.once(signal, resolve)));
  const alive = setInterval(() => {}, 2 ** 30);
  const staffDomains = deploymentFromEnv().internalEmailDomains;
  // flagd, beside the gate in the release-tools pod, serves the flag file: it exists from the start (decision 0095).
  const store = openReleaseStore(releasesDir(ROOT));
  if (ensureFlagFile(releasesDir(ROOT), store, staffDomains)) console.log(`release flags: wrote ${path.join(releasesDir(ROOT), FLAGS_FILE)} for a new release store`);
  store.close();
  const gate = startHealthGate({
    root: ROOT,
    registry: registryFromEnv(),
    staffDomains,
    gatewayUrl: process.env.GATEWAY_URL || `http://localhost:${gatewayPort()}`,
  });
  await stopped;
  clearInterval(alive);
  gate.stop();
}

const USAGE = {
  release: 'pnpm release <remote> [--version <major.minor.patch>] [--from <build folder>]',
  rollout: 'pnpm rollout <remote> <version> (--percent N | --staff | --business <id>…)',
  rollback: 'pnpm rollback <remote> [<version>]',
  releases: 'pnpm releases [<remote>]',
  gate: 'node platform-tools/bin/release.mjs gate',
};

async function main(command, argv) {
  if (!USAGE[command]) throw new ReleaseError(`unknown command ${command}: one of ${Object.keys(USAGE).join(', ')}`);
  if (command === 'gate') return runGate();
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        version: { type: 'string' },
        from: { type: 'string' },
        percent: { type: 'string' },
        staff: { type: 'boolean', default: false },
        business: { type: 'string', multiple: true, default: [] },
      },
    });
  } catch (error) {
    throw new ReleaseError(`${error.message}; usage: ${USAGE[command]}`);
  }
  const { values, positionals } = parsed;
  const commands = releaseCommands({
    root: ROOT,
    dir: releasesDir(ROOT),
    files: releaseFilesDir(ROOT),
    staffDomains: deploymentFromEnv().internalEmailDomains,
    build: buildRemote,
    check,
    shellContracts,
    gitCommit,
    ignore: [STAMP],
    deployedManifest: (remote) => registryFromEnv().remotes.find((entry) => entry.name === remote)?.manifest,
  });
  try {
    const [name, version] = positionals;
    if (command === 'release') {
      const { release, unchanged } = await commands.release(name, { version: values.version, from: values.from });
      console.log(unchanged ? `${name} ${release.version} is already released with these files` : `released ${name} ${release.version} (${release.integrity.slice(0, 19)}…): nobody gets it until pnpm rollout`);
    } else if (command === 'rollout') {
      const percent = values.percent === undefined ? undefined : /^\d+$/.test(values.percent) ? Number(values.percent) : Number.NaN;
      if (Number.isNaN(percent)) throw new ReleaseError(`--percent must be a whole number from 0 to 100, not ${values.percent}`);
      const state = commands.rollout(name, version, { percent, staff: values.staff, businesses: values.business });
      console.log(state.canary ? `${name} ${state.canary} now serves its cohort; the others keep ${state.stable ?? "the deployment's version"}` : `${name} ${state.stable} is now the stable version for everyone`);
    } else if (command === 'rollback') {
      const state = commands.rollback(name, version);
      console.log(`${name}: every session gets ${state.stable ?? "the deployment's version"} on its next page load`);
    } else {
      console.log(formatReleases(commands.releases(name)));
      console.log(await canaryHealth(commands, name));
    }
  } finally {
    commands.close();
  }
}

const [command, ...rest] = process.argv.slice(2);
main(command, rest).catch((error) => {
  console.error(`✖ ${error instanceof ReleaseError ? error.message : error.stack}`);
  process.exit(1);
});
