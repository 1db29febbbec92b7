#!/usr/bin/env node
// `pnpm start`: builds what is out of date and serves the composed stack, one named, coloured
// process per service, then says where to open the dashboard.
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import path from 'node:path';
import { parseArgs } from 'node:util';
import concurrently from 'concurrently';
import { GATEWAY, SERVICES, gatewayPort, portOf } from '../ports.mjs';
import { buildOutOfDate } from './build.mjs';

const { values } = parseArgs({
  options: {
    'no-build': { type: 'boolean', default: false },
    // The remotes alone, without the shell and the gateway: the browser tests start a shell and a
    // gateway per worker (docs/decisions/0051-a-gateway-per-worker.md).
    'remotes-only': { type: 'boolean', default: false },
    extra: { type: 'string', multiple: true, default: [] },
  },
});
const root = path.resolve(import.meta.dirname, '../..');
const COLOURS = ['cyan', 'magenta', 'green', 'yellow', 'blue', 'red'];
const remotesOnly = values['remotes-only'];
/** What this run serves: every service and the gateway, or the remotes alone. */
const served = remotesOnly ? SERVICES.filter((service) => service.name !== 'shell') : SERVICES;

function portIsFree(port) {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen({ port, host: process.env.HOST || 'localhost' }, () => probe.close(() => resolve(true)));
  });
}

async function checkPorts() {
  const taken = [];
  const wanted = served.map((service) => [service, portOf(service.name)]);
  if (!remotesOnly) wanted.push([GATEWAY, gatewayPort()]);
  for (const [service, port] of wanted) {
    if (!(await portIsFree(port))) taken.push(`${service.name} needs port ${port} (set ${service.env} to use another)`);
  }
  if (taken.length) throw new Error(`ports already in use:\n  ${taken.join('\n  ')}`);
}

async function waitUntilUp(urls, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (const url of urls) {
    for (;;) {
      try {
        if ((await fetch(url)).ok) break;
      } catch {
        // not up yet
      }
      if (Date.now() > deadline) throw new Error(`${url} did not come up`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

async function main() {
  await checkPorts();
  // The shell's release health gate reads the gateway's collector with this key (decision 0058):
  // one for this run unless one is given; both processes inherit it.
  process.env.TELEMETRY_READ_KEY ||= randomBytes(32).toString('base64url');
  if (!values['no-build']) await buildOutOfDate();
  const serve = path.join(root, 'platform-tools/bin/serve.mjs');
  const commands = served.map((service, index) => ({
    name: service.name,
    command: `node ${JSON.stringify(serve)} ${service.name}`,
    prefixColor: COLOURS[index % COLOURS.length],
  }));
  if (!remotesOnly) commands.push({ name: GATEWAY.name, command: 'pnpm --silent --filter sandbox-gateway start', prefixColor: 'gray' });
  // --extra "name=command" adds a process (the e2e fixture remote uses it).
  for (const extra of values.extra) {
    const [name, ...rest] = extra.split('=');
    commands.push({ name, command: rest.join('='), prefixColor: 'gray' });
  }
  const { result, commands: running } = concurrently(commands, { killOthersOn: ['failure', 'success'], cwd: root });
  const stopped = result.then(
    () => 0,
    () => 1,
  );
  const shell = `http://localhost:${portOf('shell')}`;
  const remotes = SERVICES.filter((s) => s.name !== 'shell').map((s) => `http://localhost:${portOf(s.name)}/mf-manifest.json`);
  const up = waitUntilUp(remotesOnly ? remotes : [`${shell}/remotes.json`, `${shell}/api/health`, ...remotes]);
  const stop = () => running.forEach((command) => command.kill('SIGTERM'));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  const first = await Promise.race([up.then(() => 'up'), stopped.then(() => 'stopped')]);
  if (first === 'up') console.log(remotesOnly ? '\n  ➜  Remotes ready\n' : `\n  ➜  Merchant dashboard ready: open ${shell}\n`);
  process.exitCode = await stopped;
}

main().catch((error) => {
  console.error(`✖ ${error.message}`);
  process.exit(1);
});
