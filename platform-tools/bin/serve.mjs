#!/usr/bin/env node
// Serves one service of the composed stack: `serve.mjs shell` or `serve.mjs cards`,
// or any built remote with `serve.mjs --name broken --dir e2e/fixtures/broken-remote/dist --port 4806`.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { SERVICES, devPortOf, gatewayPort, portOf } from '../ports.mjs';
import { deploymentFromEnv } from '../deployment.mjs';
import { registryFromEnv } from '../registry.mjs';
import { withPublishedRemotes } from '../published-remotes.mjs';
import { COHORT_COOKIE_NAME, cohortCookie, createCohortRegistry, flagdAddressFromEnv } from '../releases/cohort-registry.mjs';
import { filesDir, releaseFilesDir, releasesDir } from '../releases/commands.mjs';
import { startHealthGate } from '../releases/health-gate.mjs';
import { FLAGS_FILE } from '../releases/flags.mjs';
import { remoteOrigins } from '../security-headers.mjs';
import { apiLimitsFromEnv, gatewayUrlFromEnv, serveStatic, trustedProxiesFromEnv } from '../serve.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { name: { type: 'string' }, dir: { type: 'string' }, port: { type: 'string' } },
});

function shellOrigins() {
  if (process.env.SHELL_ORIGINS) return process.env.SHELL_ORIGINS.split(',').map((o) => o.trim());
  // The shell of `pnpm start` and the shell's dev server (`pnpm --filter host-shell dev`).
  return [portOf('shell'), devPortOf('shell')].flatMap((port) => [`http://localhost:${port}`, `http://127.0.0.1:${port}`]);
}

async function main() {
  const name = positionals[0] ?? values.name;
  if (!name) throw new Error('usage: serve.mjs <service> | --name N --dir D --port P');
  if (values.dir) {
    await serveStatic({ name, root: path.resolve(root, values.dir), port: Number(values.port), corsOrigins: shellOrigins() });
  } else {
    const service = SERVICES.find((s) => s.name === name);
    if (!service) throw new Error(`unknown service ${name}`);
    const dist = path.join(root, service.package, 'dist');
    if (name === 'shell') {
      // The runtime configuration lives in the server's memory, never in dist (a rebuild cleans dist).
      // In the shell image, each remote's published declaration and integrity (MDP_DECLARATIONS=fetch).
      const registry = await withPublishedRemotes(registryFromEnv(), process.env);
      console.log(`registry: ${registry.remotes.map((r) => `${r.name}=${r.manifest}`).join(' ')}`);
      const deployment = deploymentFromEnv();
      console.log(`deployment: brand ${deployment.brand} (${deployment.branding.name.en}), authentication ${deployment.authentication ?? "per business (the new_authentication flag)"}`);
      console.log(`content security policy: scripts from 'self' ${remoteOrigins(registry).join(' ')}`);
      const apiUpstream = gatewayUrlFromEnv(process.env, `http://localhost:${gatewayPort()}`);
      // Each remote's version per session, from the release flags (pnpm rollout): the flag file, read
      // on every page load, or past one machine the flagd service that serves it (decision 0095).
      const flagdAddress = flagdAddressFromEnv(process.env);
      const flagsFile = flagdAddress ? undefined : path.join(releasesDir(root), FLAGS_FILE);
      const cohorts = createCohortRegistry({ registry, flagsFile, flagdAddress });
      console.log(`release flags: ${flagdAddress ? `flagd at ${flagdAddress}` : flagsFile} (cookie ${COHORT_COOKIE_NAME})`);
      // The release health gate (decision 0058): a canary failing clearly more often than its stable version is rolled back.
      const gate = startHealthGate({ root, registry, staffDomains: deployment.internalEmailDomains, gatewayUrl: apiUpstream });
      await serveStatic({
        name,
        root: dist,
        port: portOf(name),
        spa: true,
        apiUpstream,
        apiLimits: apiLimitsFromEnv(process.env),
        // Behind an ingress (Kubernetes) the client's address and scheme are the ingress's word for them.
        trustedProxies: trustedProxiesFromEnv(process.env),
        registry,
        registryFor: (request) => cohorts.registryFor(cohortCookie(request.headers.cookie)),
        ready: cohorts.ready,
        runtimeConfig: {
          '/remotes.json': registry,
          '/deployment.json': deployment,
          // The platform tools panel's view of the releases: the flag file's state, the gate's here (on,
          // off without a read key, or off for a release store it could not open) and the store's
          // auto-rollbacks, from the flag file (wherever the gate runs: on Kubernetes its own pod).
          '/release-status.json': () => ({ flags: cohorts.status(), gate: gate?.state ?? 'off', rollbacks: cohorts.autoRollbacks() }),
        },
      });
    } else {
      // Released versions are served beside the current build, at /<version>/ (pnpm release).
      const versions = filesDir(releaseFilesDir(root), name);
      mkdirSync(versions, { recursive: true });
      await serveStatic({ name, root: dist, port: portOf(name), corsOrigins: shellOrigins(), versions });
    }
  }
  console.log(`${name} listening on ${values.port ?? portOf(name)}`);
}

main().catch((error) => {
  console.error(`✖ ${error.message}`);
  process.exit(1);
});
