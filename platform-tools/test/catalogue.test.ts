/** @jest-environment node */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import catalogue from '../catalogue.json';

// The one catalogue of services (platform-tools/catalogue.json): the workspace, the type check and
// the images follow it by the mfe-<name> convention, and every remote package is in it. The files
// that list remotes are held to it by `pnpm catalogue:sync --check` (catalogue-sync.test.mjs).

const ROOT = path.resolve(__dirname, '../..');
const remotePackages = readdirSync(ROOT).filter((dir) => dir.startsWith('mfe-') && existsSync(path.join(ROOT, dir, 'package.json')));

describe('the catalogue of services', () => {
  it('lists every remote package of the repository, each named mfe-<name>', () => {
    expect(catalogue.remotes.map((remote) => remote.package).sort()).toEqual(remotePackages.sort());
    for (const remote of catalogue.remotes) expect(remote.package).toBe(`mfe-${remote.name}`);
  });

  it('gives every service its own port and dev port', () => {
    const services = [catalogue.shell, ...catalogue.remotes, catalogue.gateway];
    const ports = services.map((service) => service.port);
    const devPorts = [catalogue.shell, ...catalogue.remotes].map((service) => service.devPort);
    expect(new Set([...ports, ...devPorts]).size).toBe(ports.length + devPorts.length);
  });

  it('holds only what no remote package says itself: how a remote mounts is in its declaration.json', () => {
    for (const remote of catalogue.remotes) expect(Object.keys(remote)).toEqual(['name', 'package', 'env', 'port', 'devPort']);
    const mounts = catalogue.remotes.map((remote) => {
      const declaration = JSON.parse(readFileSync(path.join(ROOT, remote.package, 'declaration.json'), 'utf8')) as { mount?: string };
      return `${remote.name}:${declaration.mount ?? 'react'}`;
    });
    expect(mounts).toContain('activation:parcel');
    // "react" is what an absent mount means: written out, it would be a second way to say the same.
    for (const remote of catalogue.remotes) {
      expect([remote.name, readFileSync(path.join(ROOT, remote.package, 'declaration.json'), 'utf8').includes('"mount": "react"')]).toEqual([remote.name, false]);
    }
    expect(mounts.every((mount) => /:(react|parcel)$/.test(mount))).toBe(true);
  });

  it('every remote has a declaration.json and the workspace includes it through the mfe-* pattern', () => {
    for (const remote of catalogue.remotes) expect(existsSync(path.join(ROOT, remote.package, 'declaration.json'))).toBe(true);
    const workspace = parse(readFileSync(path.join(ROOT, 'pnpm-workspace.yaml'), 'utf8')) as { packages: string[] };
    expect(workspace.packages).toContain('mfe-*');
  });

  it('docker compose runs every remote of the catalogue on its port', () => {
    const compose = parse(readFileSync(path.join(ROOT, 'docker-compose.yml'), 'utf8')) as {
      services: Record<string, { build?: { args?: Record<string, string> } }>;
    };
    const built = Object.values(compose.services).map((service) => service.build?.args?.PACKAGE);
    for (const remote of catalogue.remotes) expect(built).toContain(remote.package);
  });
});
