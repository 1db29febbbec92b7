// Helpers of the release tests: temporary release folders, fake builds of the cards remote and
// release commands over them (docs/decisions/0058-releases-and-cohorts.md).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after } from 'node:test';
import { releaseCommands } from '../../releases/commands.mjs';

export const ROOT = path.resolve(import.meta.dirname, '../../..');
export const STAFF = ['internal.test', 'staff.test'];
export const INTEGRITY = (n) => `sha384-${String(n).repeat(64).slice(0, 64)}`;
export const declaration = { title: { en: 'Cards', id: 'Kartu' }, routes: [{ path: '/credit_cards/*' }], menu: [], slots: [] };
export const REGISTRY = {
  remotes: [
    { name: 'cards', manifest: 'http://localhost:4803/mf-manifest.json', mount: 'react', version: '0.1.0', declaration, integrity: INTEGRITY(0) },
    { name: 'home', manifest: 'http://localhost:4801/mf-manifest.json', mount: 'react', version: '0.1.0', declaration: { ...declaration, routes: [{ path: '/home' }] } },
  ],
  overrideOrigins: [],
};

const temporary = [];
export function folder(prefix) {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  temporary.push(dir);
  return dir;
}
after(() => temporary.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A "build" of the cards remote (or of `container`'s): a dist folder whose entry says `marker`. */
export function fakeBuild(marker, { integrity = INTEGRITY(marker.length % 10), container = 'mfe_cards' } = {}) {
  const dist = folder('mdp-dist-');
  writeFileSync(path.join(dist, 'remoteEntry.js'), `/* ${marker} */`);
  writeFileSync(path.join(dist, 'mf-manifest.json'), JSON.stringify({ name: container, marker }));
  writeFileSync(path.join(dist, 'declaration.json'), JSON.stringify(declaration));
  writeFileSync(path.join(dist, '.build-inputs'), `${Math.random()}`);
  if (integrity) writeFileSync(path.join(dist, 'integrity.json'), JSON.stringify({ file: 'remoteEntry.js', integrity }));
  return dist;
}

export function commands(dir, { dist, problems = [], at = '2026-11-29T09:00:00.000Z' } = {}) {
  return releaseCommands({
    root: ROOT,
    dir,
    staffDomains: STAFF,
    actor: 'squad@cards',
    now: () => new Date(at),
    build: async () => dist,
    check: () => ({ contracts: '^3.0.0', problems }),
    shellContracts: () => '3.0.0',
    gitCommit: () => 'abcdef0123456789',
    ignore: ['.build-inputs'],
    deployedManifest: (remote) => (remote === 'cards' ? 'http://localhost:4803/mf-manifest.json' : undefined),
  });
}

/** Releases cards 1.0.0 and 1.1.0 (other bytes) into `dir`. */
export async function twoReleases(dir) {
  const first = commands(dir, { dist: fakeBuild('v1') });
  await first.release('cards', { version: '1.0.0' });
  first.close();
  const second = commands(dir, { dist: fakeBuild('v1.1') });
  await second.release('cards', { version: '1.1.0' });
  return second;
}

