// The one Module Federation configuration helper every package's webpack config uses
// (docs/decisions/0004-shared-singletons.md).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import mf from '@module-federation/enhanced/webpack';
import webpack from 'webpack';
import { containerNameOf } from './ports.mjs';
import { SHARED_SUBSETS } from './shared-subsets/index.mjs';

const { ModuleFederationPlugin } = mf;

const PROVIDE_RUNTIME_CORE = fileURLToPath(new URL('./provide-runtime-core.mjs', import.meta.url));
const REMOTE_BUNDLER_RUNTIME = fileURLToPath(new URL('./federation-bundler-runtime.mjs', import.meta.url));
const REMOTE_STYLESHEETS = fileURLToPath(new URL('./remote-stylesheets.mjs', import.meta.url));

/**
 * Singletons the shell provides although its own code may not import them: webpack provides a
 * package specifier only when the build resolves it, so these are provided by file path.
 */
const PROVIDED_UNIMPORTED = new Set(['shared-ui/carousel', 'shared-ui/data', 'shared-ui/forms', 'shared-ui/overlays', 'shared-ui/pickers']);

/** Shared singletons: [specifier, package whose version it carries]. */
export const SINGLETONS = [
  ['react', 'react'],
  ['react/jsx-runtime', 'react'],
  ['react-dom', 'react-dom'],
  ['react-dom/client', 'react-dom'],
  ['react-router', 'react-router'],
  ['@tanstack/react-query', '@tanstack/react-query'],
  ['mobx', 'mobx'],
  ['mobx-react-lite', 'mobx-react-lite'],
  ['i18next', 'i18next'],
  ['react-i18next', 'react-i18next'],
  ['shared-contracts', 'shared-contracts'],
  ['shared-ui', 'shared-ui'],
  // shared-ui's other entries, each loaded by the first page that uses it (docs/decisions/0013-design-system.md).
  ['shared-ui/carousel', 'shared-ui'],
  ['shared-ui/data', 'shared-ui'],
  ['shared-ui/forms', 'shared-ui'],
  ['shared-ui/overlays', 'shared-ui'],
  ['shared-ui/pickers', 'shared-ui'],
];

function installedVersion(packageDir, pkg) {
  const require = createRequire(`${packageDir}/package.json`);
  return JSON.parse(readFileSync(require.resolve(`${pkg}/package.json`), 'utf8')).version;
}

/**
 * The `shared` option: every singleton at the exact version installed for this package. The
 * workspace pins one version of each (pnpm catalog), so host and remotes always agree.
 */
export function sharedSingletons(packageDir, { provided = true } = {}) {
  return Object.fromEntries(
    SINGLETONS.map(([specifier, pkg]) => {
      const version = installedVersion(packageDir, pkg);
      // The shell provides a subset module for some packages (docs/decisions/0012); remotes provide nothing.
      const source = !provided
        ? { import: false }
        : SHARED_SUBSETS[specifier]
          ? { import: SHARED_SUBSETS[specifier] }
          : PROVIDED_UNIMPORTED.has(specifier)
            ? { import: createRequire(`${packageDir}/package.json`).resolve(specifier) }
            : {};
      return [specifier, { singleton: true, version, requiredVersion: `^${version}`, ...source }];
    }),
  );
}

/** A remote's entry script, the file its manifest names (its integrity is published: webpack/remote-publishing.mjs). */
export const REMOTE_ENTRY = 'remoteEntry.js';

export { containerNameOf };

/**
 * A remote is one chunk (LimitChunkCountPlugin in webpack/index.mjs), so its extracted CSS belongs to the
 * container's entry chunk, which the manifest lists under no expose and nothing would load. Every
 * expose lists it as sync CSS: the federation runtime links it when the expose is loaded
 * (docs/decisions/0018-serving-and-security-headers.md).
 */
function listRemoteCss({ stats, compilation }) {
  const css = [...compilation.chunks].flatMap((chunk) => [...chunk.files]).filter((file) => file.endsWith('.css'));
  for (const expose of stats.exposes) expose.assets.css.sync = [...new Set([...expose.assets.css.sync, ...css])];
  return stats;
}

/**
 * The manifest's `metaData.consumes`: for each expose, the shared modules its own chunks consume as
 * they load (not those of the pages it loads later), so the shell can start fetching the ones it has
 * not loaded yet beside the remote's entry instead of after it (decision 0037). In `metaData`
 * because the manifest keeps only the fields it knows of each expose.
 */
function listExposeConsumes({ stats, compilation }) {
  const consumes = {};
  for (const expose of stats.exposes) {
    const files = new Set(expose.assets.js.sync);
    const keys = new Set();
    for (const chunk of compilation.chunks) {
      if (![...chunk.files].some((file) => files.has(file))) continue;
      for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
        if (module.type === 'consume-shared-module' && module.options?.shareKey) keys.add(module.options.shareKey);
      }
    }
    consumes[expose.path] = [...keys].sort();
  }
  stats.metaData.consumes = consumes;
  return stats;
}

/** What a remote's manifest says beyond what the plugin writes. */
function remoteManifestData(context) {
  return listExposeConsumes({ ...context, stats: listRemoteCss(context) });
}

/**
 * A remote's entry imports the bundler runtime (the federation code webpack puts in every
 * container) from the shell instead of carrying its own copy: its import is replaced with
 * federation-bundler-runtime.mjs, which builds the same object from the functions the shell hands
 * over (provide-bundler-runtime.mjs, as the dashboard starts; docs/decisions/0097-shell-provides-the-bundler-runtime.md).
 */
export function remoteBundlerRuntime() {
  return new webpack.NormalModuleReplacementPlugin(/[\\/]@module-federation[\\/]webpack-bundler-runtime[\\/]dist[\\/]bundler\.js$/, REMOTE_BUNDLER_RUNTIME);
}

/**
 * @param {{ name: string, packageDir: string, exposes?: Record<string, string> }} options
 */
export function federationPlugin({ name, packageDir, exposes }) {
  return new ModuleFederationPlugin({
    name: containerNameOf(name),
    // Only remotes are containers: a host with a container entry would run two federation runtimes.
    ...(exposes ? { filename: REMOTE_ENTRY, exposes } : {}),
    remotes: {},
    // The shell provides the singletons; a remote carries no copy (docs/decisions/0010-performance-benchmark.md).
    shared: sharedSingletons(packageDir, { provided: !exposes }),
    shareStrategy: 'loaded-first',
    manifest: { fileName: 'mf-manifest.json', ...(exposes ? { additionalData: remoteManifestData } : {}) },
    dts: false,
    // One federation runtime per page: the shell provides it to the remotes, whose entries use it
    // instead of bundling their own (about 19 KB gzip less per remote entry; docs/performance.md).
    // The shell also holds a remote's page until the remote's stylesheets have loaded.
    ...(exposes ? {} : { runtimePlugins: [PROVIDE_RUNTIME_CORE, REMOTE_STYLESHEETS] }),
    experiments: {
      ...(exposes ? { externalRuntime: true } : {}),
      // Browser-only builds: the runtime's Node.js code paths are dropped. A remote loads no other
      // remote (remotes: {}): its entry drops the bundler runtime's remote-loading handler too.
      optimization: { target: 'web', ...(exposes ? { disableRemote: true } : {}) },
    },
  });
}
