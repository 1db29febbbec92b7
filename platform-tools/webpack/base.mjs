// What every build shares: loaders, file names, CSS files, compression and the page template.
import { createRequire } from 'node:module';
import path from 'node:path';
import CompressionPlugin from 'compression-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import MinimizerPlugin from 'minimizer-webpack-plugin';
import { fullPackageAliases } from '../shared-subsets/index.mjs';
import { compileHints } from './compile-hints.mjs';

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

/** How long a chunk or entry may take before it counts as failed (issue: 8 s). */
const LOAD_TIMEOUT_MS = 8000;

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

/** A remote's own source files (`mfe-<name>/src`), in its federated build and in the monolith alike. */
const REMOTE_SOURCES = /[\\/]mfe-[^\\/]+[\\/]src[\\/]/;

/**
 * The stylesheets of shared-ui's lists and form fields (its `data`, `forms` and `pickers` entries),
 * which only pages load, after the first paint: like a remote's own, they come in their scripts.
 */
const PAGE_PARTS_STYLES = /[\\/]shared-ui[\\/]src[\\/](data|inputs|pickers|form-parts)[\\/][^\\/]+\.css$/;

/**
 * CSS never goes into <style> tags, so the shell's Content Security Policy needs no 'unsafe-inline'
 * for styles (docs/decisions/0018-serving-and-security-headers.md):
 * - a remote's own CSS comes in its scripts as constructable stylesheets that its modules adopt
 *   when they run (webpack/adopt-stylesheet-loader.cjs, decision 0084): no stylesheet request of
 *   its own beside the remote's code, and nothing to wait for before its page renders. The
 *   benchmark's monolith builds the remotes' code the same way, so the two compare like with like;
 * - everything else (the shell, shared-ui) goes into .css files, which webpack's CSS chunk loading
 *   links with their chunks (and a remote's manifest lists, for the federation runtime to link).
 * Only the standalone dev harness, a page of its own, injects <style> tags (style-loader).
 */
function cssRule(inject) {
  const css = require.resolve('css-loader');
  if (inject) return { test: /\.css$/, use: [require.resolve('style-loader'), css] };
  return {
    test: /\.css$/,
    oneOf: [
      // No source map: css-loader would put the stylesheet's map, its source text included, in the script.
      { include: [REMOTE_SOURCES, PAGE_PARTS_STYLES], use: [require.resolve('./adopt-stylesheet-loader.cjs'), { loader: css, options: { exportType: 'css-style-sheet', sourceMap: false } }] },
      { use: [MiniCssExtractPlugin.loader, css] },
    ],
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

/**
 * The production minifiers: JavaScript through SWC's (minimizer-webpack-plugin's swcMinify, with
 * webpack's own Terser options), HTML and CSS through webpack's default minimizer, told to leave
 * JavaScript alone — it is the one that minifies the shell's page (docs/decisions/0070-swc-minifier.md).
 */
function minifier() {
  return new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify, terserOptions: { compress: { passes: 2 } } });
}

/**
 * @param {{ evalSourceMaps?: boolean }} options evalSourceMaps: fast `eval` source maps in development;
 *   off for a remote's federated development build, which runs inside a production shell (a
 *   development override) whose Content Security Policy refuses eval.
 */
export function baseConfig({ name, packageDir, isDev, jsxDev = isDev, refresh, publicPath, injectCss = false, evalSourceMaps = true }) {
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
    optimization: isDev ? {} : { minimizeOptions: { javascript: false }, minimizer: ['...', minifier()] },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

export function page(title) {
  return new HtmlWebpackPlugin({ title, publicPath: '/', template: path.join(import.meta.dirname, '../index.html') });
}
