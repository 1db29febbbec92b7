// What createConfig decides for a remote's federated build (issue 22): the pages its exposed module
// imports come in the module's chunk unless the remote keeps them on demand. The composed stack's
// browser tests run the result.
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { describe, it } from 'node:test';
import { createConfig, createBundleConfig } from '../webpack.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const remoteDir = path.join(ROOT, 'mfe-cards');
const EXPOSED = path.join(remoteDir, 'src/remote.ts');

const remote = (options) =>
  [createConfig({ name: 'cards', packageDir: remoteDir, mode: 'production', exposes: { './remote': './src/remote.ts' }, title: 't', chunks: 'split', ...options })].flat()[0];
const eagerRules = (config) => config.module.rules.filter((rule) => rule.parser?.dynamicImportMode === 'eager');

describe('createConfig', () => {
  it("makes a split remote's exposed module carry the pages it imports", () => {
    assert.deepEqual(eagerRules(remote()), [{ include: [EXPOSED], parser: { dynamicImportMode: 'eager' } }]);
  });

  it('keeps them on demand for a remote that asks, for a one-file remote, and in the monolith', () => {
    assert.deepEqual(eagerRules(remote({ routePages: 'on-demand' })), []);
    assert.deepEqual(eagerRules(remote({ chunks: 'one' })), []);
    const monolith = createBundleConfig({ name: 'monolith', packageDir: path.join(ROOT, 'bench'), mode: 'production', entry: './src/monolith/index.ts', title: 't' });
    assert.deepEqual(eagerRules(monolith), []);
  });
});
