// The webpack configurations of the platform: a remote's federated build (and its dev harness), the
// shell's federated build on the same base with the chunking its own config passes
// (host-shell/webpack), and the benchmark's monolith.
import ReactRefreshPlugin from '@pmmmwh/react-refresh-webpack-plugin';
import webpack from 'webpack';
import { federationPlugin, remoteBundlerRuntime } from '../federation.mjs';
import { devPortOf } from '../ports.mjs';
import { baseConfig, page, reactAriaLocales } from './base.mjs';
import { ONE_STYLESHEET, exposedModulePages, publishDeclaration, publishIntegrity } from './remote-publishing.mjs';

export { reactAriaLocales } from './base.mjs';
/** The page plugin of every build: a config's own page plugins hook into this one (host-shell/webpack/startup-preloads.mjs). */
export { default as HtmlWebpackPlugin } from 'html-webpack-plugin';

function devServer(name, extra) {
  return {
    port: devPortOf(name),
    host: process.env.HOST || 'localhost',
    hot: true,
    historyApiFallback: true,
    headers: { 'Access-Control-Allow-Origin': '*' },
    client: { overlay: { warnings: false } },
    ...extra,
  };
}

/** Under the dev server (`pnpm --filter <package> dev`): React Fast Refresh. */
const isServe = (isDev) => isDev && process.env.WEBPACK_SERVE === 'true';
const refreshPlugins = (on) => (on ? [new ReactRefreshPlugin({ overlay: false })] : []);

/**
 * A remote's federated build. It is one file by default — its entry holds its exposed module and
 * every page, so opening a remote costs two round trips (manifest, entry) instead of four
 * (docs/performance.md); a remote whose widget sits on every page (the notification bell) splits, so
 * what it shows only on intent loads then (docs/decisions/0020), with its CSS in one file. It
 * publishes its declaration and its entry's integrity. Its development build may run inside a
 * production shell (a development override), so it calls the shared `react/jsx-runtime`, never the
 * development JSX runtime, and has no eval source maps (the shell's policy refuses eval).
 */
function remoteParts({ packageDir, exposes, chunks, routePages }) {
  const modulePages = exposes && chunks === 'split' && routePages === 'with-module' ? [exposedModulePages(packageDir, exposes)] : [];
  return {
    base: { jsxDev: false, refresh: false, evalSourceMaps: false },
    rules: modulePages,
    entry: {},
    plugins: [
      ...(chunks === 'one' ? [new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })] : []),
      remoteBundlerRuntime(),
      publishDeclaration(packageDir),
      publishIntegrity(),
    ],
    optimization: chunks === 'one' ? {} : { splitChunks: { cacheGroups: { styles: ONE_STYLESHEET } } },
    devServer: {},
  };
}

/** The shell's federated build: its page, with the cache groups, page plugins and dev server its config passes (host-shell/webpack). */
function shellParts({ entry, title, cacheGroups = {}, plugins = [], devServer: devServerExtra = {} }, isDev) {
  return {
    base: { jsxDev: isDev, refresh: isServe(isDev), evalSourceMaps: true },
    rules: [],
    entry: entry ? { main: entry } : {},
    plugins: [...refreshPlugins(isServe(isDev)), page(title), ...plugins],
    optimization: { splitChunks: { cacheGroups } },
    devServer: devServerExtra,
  };
}

/**
 * A remote in development also has its standalone dev harness: an ordinary bundle of the remote and
 * the fake HostApi (Module Federation's two runtimes in one page break hot module replacement).
 */
function harnessConfig({ name, packageDir, entry, title }, isDev) {
  const base = baseConfig({ name: `${name}_harness`, packageDir, isDev, refresh: isServe(isDev), publicPath: '/', injectCss: true });
  return {
    ...base,
    name: `${name}-harness`,
    entry: { harness: entry },
    plugins: [...base.plugins, ...refreshPlugins(isServe(isDev)), reactAriaLocales(), page(title)],
    output: { ...base.output, filename: 'harness/[name].js', chunkFilename: 'harness/[name].js' },
  };
}

/**
 * @param {{
 *   name: string,            // registry name (`cards`) or `shell`
 *   packageDir: string,      // import.meta.dirname of the webpack config
 *   mode?: string,
 *   exposes?: Record<string, string>,
 *   entry?: string,          // the page entry: the shell's, or a remote's dev harness
 *   title: string,
 *   publicPath?: string,
 *   chunks?: 'one' | 'split', // a remote: one file (default), or lazy chunks loaded on intent
 *   routePages?: 'with-module' | 'on-demand', // a split remote: see exposedModulePages
 *   cacheGroups?: object,    // the shell: its splitChunks cache groups
 *   plugins?: object[],      // the shell: plugins of its page (e.g. its start-up preloads)
 *   devServer?: object,      // the shell: what its dev server answers besides the bundle
 * }} options
 */
export function createConfig(options) {
  const { name, packageDir, mode, exposes, publicPath = 'auto' } = options;
  const isDev = mode !== 'production';
  const isRemote = name !== 'shell';
  const parts = isRemote ? remoteParts({ chunks: 'one', routePages: 'with-module', ...options }) : shellParts(options, isDev);
  const base = baseConfig({ name, packageDir, isDev, publicPath, ...parts.base });
  const federated = {
    ...base,
    module: { ...base.module, rules: [...base.module.rules, ...parts.rules] },
    name: `${name}-federated`,
    entry: parts.entry,
    plugins: [...base.plugins, federationPlugin({ name, packageDir, exposes }), reactAriaLocales(), ...parts.plugins],
    optimization: { ...base.optimization, ...parts.optimization },
    devServer: devServer(name, parts.devServer),
  };
  return isRemote && isDev && options.entry ? [federated, harnessConfig(options, isDev)] : federated;
}

/**
 * An ordinary bundle on the same base (loaders, minifier, chunk names), without Module Federation:
 * the benchmark's monolith of the shell and every remote (docs/performance.md), with the cache
 * groups and page plugins its config passes (the shell's: host-shell/webpack).
 *
 * @param {{ name: string, packageDir: string, mode?: string, entry: string, title: string, cacheGroups?: object, plugins?: object[] }} options
 */
export function createBundleConfig({ name, packageDir, mode, entry, title, cacheGroups = {}, plugins = [] }) {
  const isDev = mode !== 'production';
  const base = baseConfig({ name, packageDir, isDev, refresh: false, publicPath: '/' });
  return {
    ...base,
    name,
    entry: { main: entry },
    plugins: [...base.plugins, reactAriaLocales(), page(title), ...plugins],
    optimization: { ...base.optimization, splitChunks: { cacheGroups } },
  };
}
