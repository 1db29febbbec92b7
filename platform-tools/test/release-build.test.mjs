// What a release publishes (platform-tools/releases/release-build.mjs, issue 39): the remote's dist
// when it is up to date, else a build made apart. The dist a running stack serves is never written.
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { build } from '../bin/build.mjs';
import { ROOT, STAMP } from '../build-targets.mjs';
import { releaseBuild } from '../releases/release-build.mjs';
import { folder } from './support/releases.mjs';

const CARDS = { name: 'cards', package: 'mfe-cards' };

describe('the build a release publishes', () => {
  it('is the dist, read only, when the remote is up to date', async () => {
    const built = [];
    const dir = await releaseBuild(CARDS, { root: '/repo', buildDir: '/repo/releases/build', isUpToDate: () => true, build: async (...call) => built.push(call), log: () => {} });
    assert.equal(dir, '/repo/mfe-cards/dist');
    assert.deepEqual(built, []);
  });

  it('is a build of its own in the releases folder when the sources changed, the last one removed first', async () => {
    const buildDir = folder('mdp-release-build-');
    mkdirSync(path.join(buildDir, 'cards'));
    writeFileSync(path.join(buildDir, 'cards', 'old-chunk.js'), 'stale');
    const built = [];
    const dir = await releaseBuild(CARDS, {
      root: '/repo', buildDir, isUpToDate: () => false, log: () => {},
      build: async (target, options) => {
        assert.equal(existsSync(path.join(buildDir, 'cards', 'old-chunk.js')), false);
        built.push([target, options]);
      },
    });
    assert.equal(dir, path.join(buildDir, 'cards'));
    assert.deepEqual(built, [['mfe-cards', { outDir: path.join(buildDir, 'cards') }]]);
  });

  it('builds into the folder asked for and leaves the package’s dist as it was (a real webpack build of a small fixture)', async () => {
    const target = 'e2e/fixtures/incompatible-remote';
    const dist = path.join(ROOT, target, 'dist');
    const before = existsSync(dist) ? readdirSync(dist).map((file) => `${file}:${statSync(path.join(dist, file)).mtimeMs}`).sort() : null;
    const outDir = path.join(folder('mdp-release-build-'), 'fixture');
    await build(target, { outDir });
    const files = readdirSync(outDir);
    assert.ok(files.some((file) => /^remoteEntry(\.[0-9a-f]+)?\.js$/.test(file)), files.join(', '));
    assert.match(JSON.parse(readFileSync(path.join(outDir, 'integrity.json'), 'utf8')).integrity, /^sha384-/);
    assert.ok(files.includes(STAMP));
    const after = existsSync(dist) ? readdirSync(dist).map((file) => `${file}:${statSync(path.join(dist, file)).mtimeMs}`).sort() : null;
    assert.deepEqual(after, before);
  });
});
