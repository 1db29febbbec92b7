// What makes a build out of date (platform-tools/build-targets.mjs): the sources a build reads, not
// the unit tests beside them, so a change to a test rebuilds nothing (and `pnpm release` does not
// rebuild a remote whose tests alone changed).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { inputFiles } from '../build-targets.mjs';

describe('a build’s inputs', () => {
  const files = inputFiles('mfe-cards');

  it('are the remote’s sources and the shared packages’ sources', () => {
    for (const file of ['mfe-cards/src/remote.ts', 'mfe-cards/declaration.json', 'shared-ui/src/index.ts', 'pnpm-lock.yaml']) {
      assert.ok(files.includes(file), `${file} is an input`);
    }
  });

  it('leave out unit tests, which no build reads', () => {
    assert.deepEqual(files.filter((file) => /\.test\.[cm]?[jt]sx?$/.test(file)), []);
    assert.ok(!files.includes('mfe-cards/src/remote.test.tsx'));
  });
});
