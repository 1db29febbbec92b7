// Base webpack configuration for the shell, each remote and the benchmark's monolith.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import ReactRefreshPlugin from '@pmmmwh/react-refresh-webpack-plugin';
import CompressionPlugin from 'compression-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import webpack from 'webpack';
import { REMOTE_ENTRY, federationPlugin } from './federation.mjs';
import { deploymentFromEnv } from './deployment.mjs';
import { devPortOf, gatewayPort } from './ports.mjs';
import { fullPackageAliases } from './shared-subsets/index.mjs';
import { registryFromEnv } from './registry.mjs';

const require = createRequire(import.meta.url);
const optimizeLocales = require('@react-aria/optimize-locales-plugin');

/** The languages of the dashboard (spec 02 §9: English, Bahasa Indonesia). */
const LANGUAGES = ['en', 'id'];

/**
 * react-aria-components carries its few built-in strings ("Dismiss", date placeholders) for 34
 * locales; only the dashboard's languages are kept (docs/decisions/0013-design-system.md).
 */
export function reactAriaLocales() {
  return optimizeLocales.webpack({ locales: LANGUAGES });
}

/**
 * A remote publishes what it owns — its package's declaration.json — beside mf-manifest.json, so a
 * deployment can put it in the remote's registry entry (docs/decisions/0019-remote-declarations.md).
 */
function publishDeclaration(packageDir) {
  const file = path.join(packageDir, 'declaration.json');
  return {
    apply(compiler) {
      compiler.hooks.thisCompilation.tap('PublishDeclaration', (compilation) => {
        compilation.fileDependencies.add(file);
        compilation.hooks.processAssets.tap({ name: 'PublishDeclaration', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
          if (!existsSync(file)) return; // a test fixture that stands in for a declared remote
          let text;
          try {
            text = JSON.stringify(JSON.parse(readFileSync(file, 'utf8')));
          } catch (error) {
            compilation.errors.push(new webpack.WebpackError(`${file}: ${error.message}`));
            return;
          }
          compilation.emitAsset('declaration.json', new webpack.sources.RawSource(text));
        });
      });
    },
  };
}

/** A split remote keeps its CSS in one file: the platform links it with the expose (decision 0018). */
const ONE_STYLESHEET = { name: 'styles', type: 'css/mini-extract', chunks: 'all', enforce: true };

/**
 * A remote publishes the subresource integrity of its entry script beside mf-manifest.json, as
 * `integrity.json` ({"file": "remoteEntry.js", "integrity": "sha384-…"}), so a deployment can pin it
 * in the remote's registry entry and the shell refuses any other bytes
 * (docs/decisions/0022-remote-integrity.md). Hashed once the entry's bytes are final: after
 * minification, source-map comments and real content hashes, before compression.
 */
function publishIntegrity() {
  return {
    apply(compiler) {
      compiler.hooks.thisCompilation.tap('PublishIntegrity', (compilation) => {
        compilation.hooks.processAssets.tap({ name: 'PublishIntegrity', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_HASH + 1 }, () => {
          const entry = compilation.getAsset(REMOTE_ENTRY);
          if (!entry) {
            compilation.errors.push(new webpack.WebpackError(`PublishIntegrity: no ${REMOTE_ENTRY} to hash`));
            return;
          }
          const integrity = `sha384-${createHash('sha384').update(entry.source.buffer()).digest('base64')}`;
          compilation.emitAsset('integrity.json', new webpack.sources.RawSource(JSON.stringify({ file: REMOTE_ENTRY, integrity })));
        });
      });
    },
  };
}

const SHELL_LIBRARIES = { test: /[\\/](node_modules|shared-subsets)[\\/]/, chunks: 'async', name: 'vendors', enforce: true };
/**
 * The headless library behind shared-ui/overlays and shared-ui/pickers is needed only when a page
 * opens a menu, dialog or picker: its own chunks, split by which entry uses them, never the
 * start-up vendors chunk (docs/decisions/0013-design-system.md).
 */
const HEADLESS_LIBRARY = {
  test: /[\\/]node_modules[\\/](react-aria-components|react-aria|react-stately|@react-aria|@react-stately|@react-types|@internationalized|client-only|use-sync-external-store)[\\/]/,
  chunks: 'async',
  enforce: true,
  priority: 10,
};

/**
 * What the light login (host-shell/src/logged-out/light-login.tsx) loads besides the federation
 * runtime, in chunks of their own that the dashboard's start-up then finds loaded, never in the
 * start-up vendors chunk (decision 0038): React with react-dom, the login rules' validation library,
 * and what of the shell both starts import (the logged-out frame, form and texts, the deployment's
 * configuration, the validation rules, the stylesheet), so neither carries a copy of it.
 */
export const LIGHT_LOGIN_CHUNKS = {
  loginLibraries: {
    test: /[\\/]node_modules[\\/](react|react-dom|scheduler|yup|tiny-case|property-expr|toposort)[\\/]/,
    chunks: 'async',
    name: 'login-libraries',
    enforce: true,
    priority: 20,
  },
  loggedOut: {
    test: /[\\/](host-shell[\\/]src[\\/](logged-out[\\/](LoginForm|LoggedOutFrame|LabelledInput|logged-out-texts)\.tsx?|config[\\/](deployment|inline-config)\.ts|layout[\\/]shell\.css)|shared-contracts[\\/]src[\\/]rules[\\/]validation[\\/][^\\/]+\.ts)$/,
    chunks: 'async',
    name: 'logged-out',
    enforce: true,
    priority: 20,
  },
};

/**
 * The forms library: the shell's forms are all in pages and dialogs loaded when opened (the
 * logged-out pages, feedback, the platform tools), so it is a chunk of its own, not start-up code.
 */
const FORM_LIBRARIES = { test: /[\\/]node_modules[\\/](final-form|react-final-form)[\\/]/, chunks: 'async', name: 'form-libraries', enforce: true, priority: 10 };

/**
 * Libraries the shell loads well after the first route (the telemetry's `web-vitals`, decision
 * 0034): a chunk of their own, never the start-up vendors chunk.
 */
const LATE_LIBRARIES = { test: /[\\/]node_modules[\\/]web-vitals[\\/]/, chunks: 'async', name: 'late-libraries', enforce: true, priority: 10 };

/**
 * A remote's exposed module is loaded to show the remote's pages (or a slot's widget): the pages it
 * imports with `import()` (its routes' `page`, a parcel's `lifecycles`) come in its chunk, so that
 * opening the remote costs one round trip fewer (issue 22). Those pages' own `import()`s stay lazy,
 * as does an import marked `webpackMode: "lazy"`. A remote whose module sits on every page for a
 * widget (the notification bell) keeps its pages on demand (`routePages: 'on-demand'`). The
 * monolith (createBundleConfig) keeps every page lazy.
 */
function exposedModulePages(packageDir, exposes) {
  return { include: Object.values(exposes).map((file) => path.resolve(packageDir, file)), parser: { dynamicImportMode: 'eager' } };
}

/** How long a chunk or entry may take before it counts as failed (issue: 8 s). */
export const LOAD_TIMEOUT_MS = 8000;

function scriptRule(jsxDev, refresh) {
  return {
    test: /\.[cm]?[jt]sx?$/,
    exclude: /node_modules/,
    use: {
      loader: require.resolve('swc-loader'),
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          target: 'es2022',
          transform: { react: { runtime: 'automatic', development: jsxDev, refresh } },
        },
      },
    },
  };
}

/**
 * CSS goes into .css files, never into <style> tags, so the shell's Content Security Policy needs
 * no 'unsafe-inline' for styles (docs/decisions/0018-serving-and-security-headers.md). A remote's
 * CSS is listed in its mf-manifest.json and the federation runtime links it when the remote loads;
 * the shell's chunks link theirs through webpack's CSS chunk loading. Only the standalone dev
 * harness, a page of its own, injects <style> tags (style-loader).
 */
function cssRule(inject) {
  return {
    test: /\.css$/,
    use: [inject ? require.resolve('style-loader') : MiniCssExtractPlugin.loader, require.resolve('css-loader')],
  };
}

/**
 * Images a package imports (the fraud pages' country flags, decision 0032): emitted as hashed files
 * of the package that imports them and served by the dashboard itself, for the federated builds and
 * the benchmark's monolith alike.
 */
const IMAGE_RULE = { test: /\.(svg|png)$/, type: 'asset/resource' };

function cssFiles(isDev) {
  const options = {
    filename: isDev ? '[name].css' : '[name].[contenthash:10].css',
    chunkFilename: isDev ? '[name].css' : '[name].[contenthash:10].css',
  };
  return {
    apply(compiler) {
      new MiniCssExtractPlugin(options).apply(compiler);
      // Child compilations (the page template's) copy the federation plugin's hooks, so the shell's
      // provided shared-ui entries, CSS included, are built there too; MiniCssExtractPlugin registers
      // itself per compiler, so each child compiler gets one of its own.
      compiler.hooks.compilation.tap('CssFilesInChildCompilers', (compilation) => {
        compilation.hooks.childCompiler.tap('CssFilesInChildCompilers', (childCompiler) => {
          new MiniCssExtractPlugin(options).apply(childCompiler);
        });
      });
    },
  };
}

/**
 * React Router 7 resolves to its development build under every condition (its package exports
 * name no production file: remix-run/react-router#12532, #14102), so a production bundle ran its
 * dev warnings and checks on every navigation (`warning`, 8 ms of a 4x-throttled route switch).
 * A production build takes the package's own production build instead, the same version and API.
 */
function productionAliases() {
  const reactRouter = path.join(path.dirname(require.resolve('react-router/package.json')), 'dist/production/index.mjs');
  return { 'react-router$': reactRouter, 'platform-full/react-router$': reactRouter };
}

/** Text assets compressed at build time; the static servers send the .br or .gz sibling as is. */
const COMPRESSIBLE = /\.(js|css|html|json|svg|txt)$/;

/** Brotli and gzip siblings of every compressible asset of a production build (preCompressed serving). */
function compressedSiblings() {
  return [
    new CompressionPlugin({ test: COMPRESSIBLE, algorithm: 'brotliCompress', filename: '[path][base].br', threshold: 512 }),
    new CompressionPlugin({ test: COMPRESSIBLE, algorithm: 'gzip', filename: '[path][base].gz', threshold: 512 }),
  ];
}

/** Chrome's explicit compile hint (Chrome 136+): a script's first line, nothing else (decision 0043). */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * The share of a chunk's code, by size, that must be the workspace's own for its script to get the
 * hint: chunks are either libraries alone (none of it) or pages with the few library modules only
 * they use (at least half of it: the monolith's card payments chunk is 76 % its own code).
 */
export const OWN_CODE_SHARE = 0.5;

/**
 * Whether a chunk's script runs as soon as it loads, nearly all of it: a chunk with an entry module
 * (the page's main, a remote's container entry: runtimes whose functions all run at start) or one
 * mostly of the workspace's own code (a page, a remote's exposed module with its declaration and
 * translations, shared-ui's entries), whose functions a page mostly calls when it renders. Not a
 * library's chunk (React's, the PDF library's…): most of its functions never run.
 */
export function runsWhenLoaded(compilation, chunk) {
  const { chunkGraph } = compilation;
  if (chunkGraph.getNumberOfEntryModules(chunk) > 0) return true;
  let own = 0;
  let all = 0;
  for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
    if (!module.type.startsWith('javascript/')) continue;
    const size = module.size();
    all += size;
    if (!/[\\/]node_modules[\\/]/.test(module.nameForCondition() ?? '')) own += size;
  }
  return all > 0 && own / all >= OWN_CODE_SHARE;
}

/**
 * V8 compiles a function lazily, on the main thread, the first time it is called; a script whose
 * first line is `//# allFunctionsCalledOnLoad` has every function compiled at once, on the
 * background thread that streams the script as it downloads. A cold switch into a remote calls
 * nearly every function of the remote's entry and exposed module, and of a page's chunk, within
 * one press: those scripts get the hint (`runsWhenLoaded`), for the federated builds and the
 * monolith alike. Added after minification (which drops comments) and before the source maps,
 * content hashes, entry integrity and compression are computed, so all of those cover it.
 */
function compileHints() {
  const name = 'CompileHints';
  return {
    name,
    apply(compiler) {
      compiler.hooks.thisCompilation.tap(name, (compilation) => {
        compilation.hooks.processAssets.tap({ name, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 }, () => {
          for (const chunk of compilation.chunks) {
            if (!runsWhenLoaded(compilation, chunk)) continue;
            for (const file of chunk.files) {
              if (!file.endsWith('.js')) continue;
              compilation.updateAsset(file, (source) => new webpack.sources.ConcatSource(`${COMPILE_HINT}\n`, source));
            }
          }
        });
      });
    },
  };
}

/**
 * @param {{ evalSourceMaps?: boolean }} options evalSourceMaps: fast `eval` source maps in development;
 *   off for a remote's federated development build, which runs inside a production shell (a
 *   development override) whose Content Security Policy refuses eval.
 */
function baseConfig({ name, packageDir, isDev, jsxDev = isDev, refresh, publicPath, injectCss = false, evalSourceMaps = true }) {
  return {
    mode: isDev ? 'development' : 'production',
    context: packageDir,
    devtool: isDev ? (evalSourceMaps ? 'eval-cheap-module-source-map' : 'cheap-module-source-map') : 'source-map',
    output: {
      path: path.join(packageDir, 'dist'),
      publicPath,
      filename: isDev ? '[name].js' : '[name].[contenthash:10].js',
      chunkFilename: isDev ? '[name].js' : '[name].[contenthash:10].js',
      assetModuleFilename: '[name].[contenthash:10][ext]',
      uniqueName: `mdp_${name}`,
      chunkLoadTimeout: LOAD_TIMEOUT_MS,
      clean: !isDev,
    },
    resolve: { extensions: ['.ts', '.tsx', '.mjs', '.js'], alias: { ...fullPackageAliases(), ...(isDev ? {} : productionAliases()) } },
    module: {
      rules: [scriptRule(jsxDev, refresh), cssRule(injectCss), IMAGE_RULE],
    },
    plugins: [...(injectCss ? [] : [cssFiles(isDev)]), ...(isDev ? [] : [compileHints(), ...compressedSiblings()])],
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

function page(title) {
  return new HtmlWebpackPlugin({ title, publicPath: '/', template: path.join(import.meta.dirname, 'index.html') });
}

/**
 * The chunks of the shell's own copies of the shared modules that `chunks` consume (react-dom, mobx,
 * shared-ui…): a start-up chunk's modules run only once the federation runtime has loaded every
 * shared module the chunk consumes, and with the shell first on the page each is the copy the shell
 * provides to the share scope, in a chunk that the start's chunk group does not list. Followed
 * through those chunks' own consumes (react-dom consumes react). The provided copy, not the
 * consume's fallback: webpack may build the two as separate chunks of the same modules, and the
 * runtime loads the provided one.
 */
function sharedModuleChunks(compilation, chunks) {
  const { chunkGraph } = compilation;
  const scopes = (scope) => (Array.isArray(scope) ? scope : [scope ?? 'default']);
  // Module Federation's provide and consume modules (their fields are the plugin's own).
  const provided = new Map();
  for (const module of compilation.modules) {
    if (module.type === 'provide-module') provided.set(`${module._shareScope}|${module._name}`, module);
  }
  const blockChunks = (module) => module.blocks.flatMap((block) => chunkGraph.getBlockChunkGroup(block)?.chunks ?? []);
  const found = new Set();
  const pending = [...chunks];
  const seen = new Set(pending);
  while (pending.length) {
    const chunk = pending.pop();
    for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
      if (module.type !== 'consume-shared-module') continue;
      const { shareKey, shareScope } = module.options;
      const provider = scopes(shareScope).map((scope) => provided.get(`${scope}|${shareKey}`)).find(Boolean);
      for (const next of blockChunks(provider ?? module)) {
        if (seen.has(next)) continue;
        seen.add(next);
        found.add(next);
        pending.push(next);
      }
    }
  }
  return found;
}

/**
 * The shell's entry only starts the federation runtime and then imports its start-up (`import('./bootstrap')`),
 * so the browser would learn of the start-up's chunks (the libraries, the shell's code and styles)
 * only once main.js has run: a round trip more than the monolith, whose page names all of its code.
 * This puts `<link rel="preload">` for the chunks of the entry's own `import()`s, and of the shared
 * modules those consume (`sharedModuleChunks`), into the page, so they download alongside main.js
 * (docs/performance.md, issue 22, decision 0042).
 */
export function startupPreloads() {
  const name = 'StartupPreloads';
  return {
    apply(compiler) {
      compiler.hooks.compilation.tap(name, (compilation) => {
        HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(name, (data) => {
          const publicPath = compilation.outputOptions.publicPath === 'auto' ? '' : String(compilation.outputOptions.publicPath ?? '');
          const { chunkGraph } = compilation;
          /** file → the names of the entry's imports (`webpackChunkName`) that need it */
          const files = new Map();
          const need = (chunk, start) => {
            for (const file of chunk.files) files.set(file, new Set([...(files.get(file) ?? []), ...(start ? [start] : [])]));
          };
          for (const entrypoint of compilation.entrypoints.values()) {
            const entryChunk = entrypoint.getEntrypointChunk();
            for (const module of chunkGraph.getChunkEntryModulesIterable(entryChunk)) {
              for (const block of module.blocks) {
                const group = chunkGraph.getBlockChunkGroup(block);
                if (!group) continue;
                for (const chunk of group.chunks) need(chunk, group.name);
                for (const chunk of sharedModuleChunks(compilation, [entryChunk, ...group.chunks])) need(chunk, group.name);
              }
            }
          }
          const preloads = [...files.keys()]
            .filter((file) => /\.(js|css)$/.test(file))
            .sort()
            .map((file) =>
              HtmlWebpackPlugin.createHtmlTagObject('link', {
                rel: 'preload',
                href: `${publicPath}${file}`,
                as: file.endsWith('.css') ? 'style' : 'script',
                // Which start needs it: the shell's server keeps the preloads of the page's start only (shell-page.mjs).
                ...(files.get(file).size ? { 'data-start': [...files.get(file)].sort().join(' ') } : {}),
              }),
            );
          data.headTags.push(...preloads);
          return data;
        });
      });
    },
  };
}

function devServer(name) {
  return {
    port: devPortOf(name),
    host: process.env.HOST || 'localhost',
    hot: true,
    historyApiFallback: true,
    headers: { 'Access-Control-Allow-Origin': '*' },
    client: { overlay: { warnings: false } },
    // The shell's dev server proxies /api to the gateway, so the session works as in production.
    ...(name === 'shell' ? { proxy: [{ context: ['/api'], target: process.env.GATEWAY_URL || `http://localhost:${gatewayPort()}` }] } : {}),
    // The shell's dev server answers /remotes.json and /deployment.json as the production server does.
    setupMiddlewares: (middlewares, server) => {
      if (name === 'shell') {
        server.app.get('/remotes.json', (_request, response) => {
          response.set('Cache-Control', 'no-cache').json(registryFromEnv());
        });
        server.app.get('/deployment.json', (_request, response) => {
          response.set('Cache-Control', 'no-cache').json(deploymentFromEnv());
        });
      }
      return middlewares;
    },
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
 * }} options
 */
export function createConfig({ name, packageDir, mode, exposes, entry, title, publicPath = 'auto', chunks = 'one', routePages = 'with-module' }) {
  const isDev = mode !== 'production';
  const isRemote = name !== 'shell';
  // Under the dev server (`pnpm --filter <package> dev`): React Fast Refresh.
  const isServe = isDev && process.env.WEBPACK_SERVE === 'true';
  // A remote's development build may run inside a production shell (a development override), so it
  // calls the shared `react/jsx-runtime`, never the development JSX runtime.
  const federatedBase = baseConfig({
    name,
    packageDir,
    isDev,
    jsxDev: isDev && !isRemote,
    refresh: isServe && !isRemote,
    publicPath,
    evalSourceMaps: !isRemote,
  });
  const modulePages = isRemote && exposes && chunks === 'split' && routePages === 'with-module' ? [exposedModulePages(packageDir, exposes)] : [];
  const federated = {
    ...federatedBase,
    module: { ...federatedBase.module, rules: [...federatedBase.module.rules, ...modulePages] },
    name: `${name}-federated`,
    entry: !isRemote && entry ? { main: entry } : {},
    plugins: [
      ...federatedBase.plugins,
      federationPlugin({ name, packageDir, exposes }),
      reactAriaLocales(),
      // A remote is one file by default: its entry holds its exposed module and every page, so
      // opening a remote costs two round trips (manifest, entry) instead of four (docs/performance.md).
      // A remote whose widget sits on every page (the notification bell) splits, so what it shows
      // only on intent loads then (docs/decisions/0020).
      ...(isRemote && chunks === 'one' ? [new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })] : []),
      ...(isRemote ? [publishDeclaration(packageDir), publishIntegrity()] : []),
      ...(isServe && !isRemote ? [new ReactRefreshPlugin({ overlay: false })] : []),
      ...(!isRemote ? [page(title), startupPreloads()] : []),
    ],
    // The shell's first render needs every library it loads from node_modules (the singletons,
    // single-spa, semver): one chunk for all of them, rather than a request each that the federation
    // runtime issues one after another (docs/performance.md). A library the shell needs only later
    // should get a cache group of its own.
    ...(isRemote ? (chunks === 'split' ? { optimization: { splitChunks: { cacheGroups: { styles: ONE_STYLESHEET } } } } : {}) : { optimization: { splitChunks: { cacheGroups: { vendors: SHELL_LIBRARIES, headless: HEADLESS_LIBRARY, late: LATE_LIBRARIES, forms: FORM_LIBRARIES, ...LIGHT_LOGIN_CHUNKS } } } }),
    devServer: devServer(name),
  };
  if (!isRemote || !isDev || !entry) return federated;
  // A remote in development: its federated build (mf-manifest.json, for an override in a running
  // shell) and its standalone dev harness. The harness is an ordinary bundle of the remote and the
  // fake HostApi: Module Federation's two runtimes in one page break hot module replacement.
  const harnessBase = baseConfig({ name: `${name}_harness`, packageDir, isDev, refresh: isServe, publicPath: '/', injectCss: true });
  const harness = {
    ...harnessBase,
    name: `${name}-harness`,
    entry: { harness: entry },
    plugins: [...harnessBase.plugins, ...(isServe ? [new ReactRefreshPlugin({ overlay: false })] : []), reactAriaLocales(), page(title)],
  };
  harness.output = { ...harness.output, filename: 'harness/[name].js', chunkFilename: 'harness/[name].js' };
  return [federated, harness];
}

/**
 * An ordinary bundle on the same base (loaders, minifier, chunk names), without Module Federation:
 * the benchmark's monolith of the shell and every remote (docs/performance.md).
 *
 * @param {{ name: string, packageDir: string, mode?: string, entry: string, title: string }} options
 */
export function createBundleConfig({ name, packageDir, mode, entry, title }) {
  const isDev = mode !== 'production';
  const base = baseConfig({ name, packageDir, isDev, refresh: false, publicPath: '/' });
  return {
    ...base,
    name,
    entry: { main: entry },
    plugins: [...base.plugins, reactAriaLocales(), page(title), startupPreloads()],
    optimization: { ...base.optimization, splitChunks: { cacheGroups: { forms: FORM_LIBRARIES, ...LIGHT_LOGIN_CHUNKS } } },
  };
}
