// What createConfig decides for a remote's federated build (issue 22): the pages its exposed module
// imports come in the module's chunk unless the remote keeps them on demand. The composed stack's
// browser tests run the result.
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { describe, it } from 'node:test';
import { createConfig, createBundleConfig } from '../webpack/index.mjs';
import { OWN_CODE_SHARE, runsWhenLoaded } from '../webpack/compile-hints.mjs';

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

describe('runsWhenLoaded (V8 compile hints, decision 0043)', () => {
  /** A compilation of one chunk with these modules: [resource, size, type?]; `entries` entry modules. */
  const chunkOf = (modules, entries = 0) => {
    const chunk = {};
    const compilation = {
      chunkGraph: {
        getNumberOfEntryModules: (candidate) => (candidate === chunk ? entries : 0),
        getChunkModulesIterable: (candidate) =>
          candidate === chunk ? modules.map(([resource, size, type = 'javascript/auto']) => ({ type, size: () => size, nameForCondition: () => resource })) : [],
      },
    };
    return [compilation, chunk];
  };
  const own = (file) => path.join(ROOT, file);
  const library = (file) => path.join(ROOT, 'node_modules/.pnpm/x@1/node_modules', file);

  it('hints a chunk with an entry module, whatever its code', () => {
    assert.equal(runsWhenLoaded(...chunkOf([[library('@module-federation/runtime-core/dist/index.js'), 900]], 1)), true);
  });

  it("hints a page's chunk, its own code with the few library modules only it uses", () => {
    assert.equal(runsWhenLoaded(...chunkOf([[own('mfe-cards/src/features/payments/pages/PaymentsPage.tsx'), 760], [library('@tanstack/query-core/build/modern/mutation.js'), 240]])), true);
    assert.equal(runsWhenLoaded(...chunkOf([[own('shared-ui/src/data/DataTable.tsx'), 500]])), true);
  });

  it("leaves a library's chunk, and a chunk mostly of libraries, alone", () => {
    assert.equal(runsWhenLoaded(...chunkOf([[library('react-dom/cjs/react-dom-client.production.js'), 5000]])), false);
    const share = OWN_CODE_SHARE - 0.1;
    assert.equal(runsWhenLoaded(...chunkOf([[own('mfe-cards/src/features/export/pdf.ts'), share * 100], [library('pdf-lib/es/index.js'), (1 - share) * 100]])), false);
  });

  it('counts only scripts: a chunk of styles alone gets nothing', () => {
    assert.equal(runsWhenLoaded(...chunkOf([[own('mfe-cards/src/styles.css'), 900, 'css/mini-extract']])), false);
  });

  it('is in every production build and no development build', () => {
    const hinted = (config) => config.plugins.some((plugin) => plugin?.name === 'CompileHints');
    assert.equal(hinted(remote()), true);
    assert.equal(hinted(createBundleConfig({ name: 'monolith', packageDir: path.join(ROOT, 'bench'), mode: 'production', entry: './src/monolith/index.ts', title: 't' })), true);
    assert.equal(hinted(remote({ mode: 'development' })), false);
  });
});

describe("the shell's chunking lives in the shell's config (issue 38.7)", () => {
  const configOf = async (file) => (await import(path.join(ROOT, file))).default({}, { mode: 'production' });
  const cacheGroupNames = (config) => Object.keys(config.optimization?.splitChunks?.cacheGroups ?? {}).sort();
  const preloads = (config) => config.plugins.some((plugin) => plugin?.name === 'StartupPreloads');

  it('gives the shell its start-up cache groups and preloads, and the monolith its light login ones', async () => {
    const shell = await configOf('host-shell/webpack.config.mjs');
    assert.deepEqual(cacheGroupNames(shell), ['forms', 'headless', 'late', 'loggedOut', 'loginLibraries', 'parcel', 'sharedUiLists', 'validationLibraries', 'vendors']);
    assert.equal(preloads(shell), true);
    assert.equal(typeof shell.devServer.setupMiddlewares, 'function');
    const monolith = await configOf('bench/webpack.config.mjs');
    assert.deepEqual(cacheGroupNames(monolith), ['forms', 'loggedOut', 'loginLibraries', 'validationLibraries']);
    assert.equal(preloads(monolith), true);
  });

  it("gives a remote none of them: one file, or a split with its stylesheet's group only", () => {
    assert.deepEqual(cacheGroupNames(remote({ chunks: 'one' })), []);
    assert.deepEqual(cacheGroupNames(remote()), ['styles']);
    assert.equal(preloads(remote()), false);
    assert.equal(remote().devServer.setupMiddlewares, undefined);
  });
});

describe('the minifier (docs/decisions/0070-swc-minifier.md)', () => {
  const minifiers = (config) =>
    (config.optimization?.minimizer ?? []).map((plugin) => (plugin === '...' ? plugin : (plugin.options?.minimizer?.implementation?.name ?? plugin.constructor.name)));

  it("is SWC's for scripts in every production build — the remotes', the shell's and the monolith's, so their sizes compare — webpack's default for the page, and none in development", async () => {
    const shell = (await import(path.join(ROOT, 'host-shell/webpack.config.mjs'))).default({}, { mode: 'production' });
    const monolith = (await import(path.join(ROOT, 'bench/webpack.config.mjs'))).default({}, { mode: 'production' });
    for (const config of [remote(), remote({ chunks: 'one' }), shell, monolith]) {
      assert.deepEqual(minifiers(config), ['...', 'swcMinify']);
      assert.deepEqual(config.optimization.minimizeOptions, { javascript: false });
    }
    assert.deepEqual(minifiers(remote({ mode: 'development' })), []);
  });
});
