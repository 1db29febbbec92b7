/**
 * @jest-environment node
 */
// The composed stack's files, checked where no container engine runs (docs/deployment.md,
// "What CI validates"): docker-compose.yml against the Compose specification (dclint), every path
// the compose file and the Dockerfiles name, and the variables QA can set.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT, allCopies } from './static-image';
import { platformServices } from './platform';

const compose = readFileSync(path.join(ROOT, 'docker-compose.yml'), 'utf8');

/** The services of docker-compose.yml with the lines of each (a two-space-indented key). */
function composeServices(): Map<string, string> {
  const body = compose.split(/^services:\n/m)[1].split(/^\S/m)[0];
  const services = new Map<string, string>();
  for (const block of body.split(/^(?= {2}[a-z][\w-]*:\n)/m)) {
    const name = /^ {2}([a-z][\w-]*):\n/.exec(block)?.[1];
    if (name) services.set(name, block);
  }
  return services;
}

describe('docker-compose.yml', () => {
  it('passes dclint: the Compose specification schema and its lint rules', () => {
    const bin = path.join(path.dirname(require.resolve('dclint/package.json', { paths: [ROOT] })), 'bin/dclint.cjs');
    const run = spawnSync(process.execPath, [bin, 'docker-compose.yml', '--max-warnings', '0'], { cwd: ROOT, encoding: 'utf8' });
    expect(run.stdout + run.stderr).not.toMatch(/error|warning/);
    expect(run.status).toBe(0);
  });

  it('runs every remote from the static image and the shell from its Node image, on the ports of platform-tools/ports.mjs, and the gateway', () => {
    const services = composeServices();
    const { services: platform, gateway } = platformServices();
    for (const service of platform) {
      const block = services.get(service.name);
      expect(block).toBeDefined();
      if (service.name === 'shell') {
        expect(block).toContain('dockerfile: deploy/docker/shell.Dockerfile');
        expect(block).not.toContain('PACKAGE:');
      } else {
        expect(block).toContain('dockerfile: deploy/docker/static.Dockerfile');
        expect(block).toContain(`PACKAGE: ${service.package}`);
      }
      expect(block).toMatch(new RegExp(`- '127\\.0\\.0\\.1:${service.port}:8080'`));
    }
    const gatewayBlock = services.get('gateway') ?? '';
    expect(gatewayBlock).toContain('dockerfile: deploy/docker/gateway.Dockerfile');
    expect(gatewayBlock).toContain(`- '127.0.0.1:${gateway.port}:${gateway.port}'`);
    expect(gatewayBlock).toMatch(/- sandbox-data:\/data/);
    expect([...services.keys()].sort()).toEqual([...platform.map((s) => s.name), 'gateway', 'release'].sort());
  });

  it('shares the releases volume: read-only in every remote (the anchor), read-write in the shell and the release tool, at the images\' RELEASES_DIR', () => {
    const services = composeServices();
    const anchor = /^x-static-service:[\s\S]*?^\S/m.exec(compose)?.[0] ?? '';
    expect(anchor).toMatch(/volumes:\n\s+- releases:\/srv\/releases:ro\n/);
    for (const remote of platformServices().services.filter((service) => service.name !== 'shell')) {
      const block = services.get(remote.name) ?? '';
      expect([remote.name, block.includes('<<: *static-service'), block.includes('volumes:')]).toEqual([remote.name, true, false]);
    }
    for (const name of ['shell', 'release']) expect([name, services.get(name)]).toEqual([name, expect.stringMatching(/volumes:\n\s+- releases:\/srv\/releases\n/)]);
    expect(compose).toMatch(/^volumes:\n {2}releases:\n/m);
    // Where the images look for it: the shell's and the tool's RELEASES_DIR, the remotes' start script's default.
    for (const dockerfile of ['deploy/docker/shell.Dockerfile', 'deploy/docker/release.Dockerfile']) {
      expect([dockerfile, readFileSync(path.join(ROOT, dockerfile), 'utf8')]).toEqual([dockerfile, expect.stringMatching(/RELEASES_DIR=\/srv\/releases\b/)]);
    }
    expect(readFileSync(path.join(ROOT, 'deploy/docker/nginx/30-mdp-runtime-config.sh'), 'utf8')).toContain('${RELEASE_FILES_DIR:-/srv/releases/files}');
  });

  it('runs the release commands from a tools-profile service, only on demand, with the gate\'s key and the .env the shell reads', () => {
    const release = composeServices().get('release') ?? '';
    expect(release).toMatch(/profiles:\n\s+- tools\n/);
    expect(release).toContain('dockerfile: deploy/docker/release.Dockerfile');
    expect(release).toMatch(/env_file:\n\s+- path: \.env\n\s+required: false/);
    expect(release).toContain('TELEMETRY_READ_KEY: ${TELEMETRY_READ_KEY:-}');
    expect(release).not.toContain('ports:');
    for (const name of ['shell', 'gateway']) expect(composeServices().get(name)).toContain('TELEMETRY_READ_KEY: ${TELEMETRY_READ_KEY:-}');
    // The tool checks a release against the live shell and reads the collector, on compose's network.
    const tool = readFileSync(path.join(ROOT, 'deploy/docker/release.Dockerfile'), 'utf8');
    expect(tool).toMatch(/RELEASE_SHELL_URL=http:\/\/shell:8080\b/);
    expect(readFileSync(path.join(ROOT, 'deploy/docker/shell.Dockerfile'), 'utf8')).toMatch(/SHELL_PORT=8080\b/);
    expect(tool).toMatch(/GATEWAY_URL=http:\/\/gateway:4810\b/);
  });

  it('gives every service a health check, and starts the shell once the others are healthy', () => {
    const services = composeServices();
    const anchor = /^x-static-service:[\s\S]*?^\S/m.exec(compose)?.[0] ?? '';
    expect(anchor).toContain('healthcheck:');
    // The release tool runs a command and ends: it serves nothing to check.
    const serving = [...services].filter(([, block]) => !/profiles:\n\s+- tools/.test(block));
    expect(serving.length).toBe(services.size - 1);
    for (const [name, block] of serving) {
      expect([name, block.includes('healthcheck:') || block.includes('<<: *static-service')]).toEqual([name, true]);
    }
    const shell = services.get('shell') ?? '';
    for (const [name] of serving) {
      if (name === 'shell') continue;
      expect(shell).toMatch(new RegExp(`\\n {6}${name}:\\n {8}condition: service_healthy`));
    }
  });

  it('names only paths that exist: build contexts, Dockerfiles, the packages they build, what they copy', () => {
    for (const [, file] of compose.matchAll(/dockerfile: (\S+)/g)) expect([file, existsSync(path.join(ROOT, file))]).toEqual([file, true]);
    for (const [, context] of compose.matchAll(/context: (\S+)/g)) expect(existsSync(path.join(ROOT, context))).toBe(true);
    for (const [, pkg] of compose.matchAll(/PACKAGE: (\S+)/g)) {
      const manifest = JSON.parse(readFileSync(path.join(ROOT, pkg, 'package.json'), 'utf8')) as { scripts?: Record<string, string> };
      expect([pkg, manifest.scripts?.build]).toEqual([pkg, 'webpack --mode production']);
      expect(existsSync(path.join(ROOT, pkg, 'webpack.config.mjs'))).toBe(true);
    }
    const dockerfiles = [...compose.matchAll(/dockerfile: (\S+)/g)].map((match) => match[1]);
    for (const dockerfile of new Set(dockerfiles)) {
      for (const copy of allCopies(dockerfile)) {
        if (copy.from) continue;
        for (const source of copy.sources) expect([dockerfile, source, existsSync(path.join(ROOT, source))]).toEqual([dockerfile, source, true]);
      }
      // What the Dockerfiles run from the repository.
      for (const [, script] of readFileSync(path.join(ROOT, dockerfile), 'utf8').matchAll(/RUN node (\S+\.mjs)/g)) {
        expect(existsSync(path.join(ROOT, script))).toBe(true);
      }
    }
  });

  it('reads .env.example, which names every REMOTE_* and DASHBOARD_* variable the registry and deployment read', () => {
    const example = readFileSync(path.join(ROOT, '.env.example'), 'utf8');
    const names = new Set([...example.matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1]));
    const { services } = platformServices();
    const expected = ['REMOTE_OVERRIDE_ORIGINS'];
    for (const remote of services.filter((s) => s.name !== 'shell')) {
      const key = remote.name.toUpperCase().replace(/-/g, '_');
      expected.push(`REMOTE_${key}_MANIFEST`, `REMOTE_${key}_VERSION`);
    }
    const deployment = readFileSync(path.join(ROOT, 'platform-tools/deployment.mjs'), 'utf8');
    expected.push(...new Set([...deployment.matchAll(/env\.(DASHBOARD_[A-Z_]+)/g)].map((match) => match[1])));
    expect(expected.filter((name) => !names.has(name))).toEqual([]);
    expect(expected.length).toBeGreaterThan(15);
    // How a remote mounts is its declaration's, which no variable overrides (docs/decisions/0050-one-catalogue.md).
    expect([...names].filter((name) => name.endsWith('_MOUNT'))).toEqual([]);
    expect(compose).toMatch(/env_file:\n\s+- path: \.env\n\s+required: false/);
  });
});
