// The shell hands its bundler runtime's functions to the remotes' entries (decision 0097): each
// container gets its own state around the same functions, and a remote built with another version
// than the shell's refuses to run. The composed stack's browser tests load every remote through it.
import assert from 'node:assert/strict';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, it } from 'node:test';
import { BUNDLER_RUNTIME_GLOBAL, containerFederation, handOver } from '../bundler-runtime-handover.mjs';
import { createConfig } from '../webpack/index.mjs';

const functions = { consumes() {}, I() {}, installInitialConsumes() {}, initContainerEntry() {}, init() {}, getSharedFallbackGetter() {} };
const attachShareScopeMap = () => {};
const shellPage = () => {
  const page = {};
  handOver(page, '2.9.2', { attachShareScopeMap, functions });
  return page;
};

describe('the bundler runtime handed over', () => {
  it("gives each container the shell's functions with state of its own", () => {
    const page = shellPage();
    const runtime = { init() {} };
    const cards = containerFederation(page, '2.9.2', runtime);
    const settings = containerFederation(page, '2.9.2', {});
    assert.equal(cards.runtime, runtime);
    assert.equal(cards.attachShareScopeMap, attachShareScopeMap);
    for (const name of Object.keys(functions)) assert.equal(cards.bundlerRuntime[name], functions[name]);
    assert.equal(cards.bundlerRuntime.remotes, undefined);
    assert.notEqual(cards.bundlerRuntime, settings.bundlerRuntime);
    assert.notEqual(cards.bundlerRuntime.S, settings.bundlerRuntime.S);
    assert.notEqual(cards.bundlerRuntimeOptions, settings.bundlerRuntimeOptions);
    cards.bundlerRuntime.S.default = {};
    assert.deepEqual(settings.bundlerRuntime.S, {});
  });

  it('keeps what the page was handed first', () => {
    const page = shellPage();
    handOver(page, '9.9.9', { attachShareScopeMap, functions: {} });
    assert.equal(page[BUNDLER_RUNTIME_GLOBAL].version, '2.9.2');
  });

  it('refuses to run a remote built with another version, or in a page without the shell', () => {
    assert.throws(() => containerFederation(shellPage(), '2.10.0', {}), /built with the federation bundler runtime 2\.10\.0; the shell provides 2\.9\.2/);
    assert.throws(() => containerFederation({}, '2.9.2', {}), /the shell provides none/);
  });

  it("replaces a remote's bundled copy, and not the shell's", async () => {
    const root = fileURLToPath(new URL('../..', import.meta.url));
    const replaces = (config) => config.plugins.some((plugin) => plugin?.constructor?.name === 'NormalModuleReplacementPlugin' && plugin.resourceRegExp.test('/x/@module-federation/webpack-bundler-runtime/dist/bundler.js'));
    const remote = createConfig({ name: 'cards', packageDir: path.join(root, 'mfe-cards'), mode: 'production', exposes: { './remote': './src/remote.ts' }, title: 't' });
    assert.equal(replaces(remote), true);
    const shell = (await import(path.join(root, 'host-shell/webpack.config.mjs'))).default({}, { mode: 'production' });
    assert.equal(replaces(shell), false);
  });
});
