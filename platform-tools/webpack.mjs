// Base webpack configuration for the shell, each remote and the benchmark's monolith.
import { createRequire } from 'node:module';
import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { federationPlugin } from './federation.mjs';
import { devPortOf } from './ports.mjs';
import { registryFromEnv } from './registry.mjs';

const require = createRequire(import.meta.url);

/** How long a chunk or entry may take before it counts as failed (issue: 8 s). */
export const LOAD_TIMEOUT_MS = 8000;

function scriptRule(isDev) {
  return {
    test: /\.[cm]?[jt]sx?$/,
    exclude: /node_modules/,
    use: {
      loader: require.resolve('swc-loader'),
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          target: 'es2022',
          transform: { react: { runtime: 'automatic', development: isDev } },
        },
      },
    },
  };
}

/**
 * @param {{
 *   name: string,            // registry name (`cards`) or `shell`
 *   packageDir: string,      // import.meta.dirname of the webpack config
 *   mode?: string,
 *   exposes?: Record<string, string>,
 *   entry?: string,          // the page entry; remotes use it only for the dev harness
 *   title: string,
 *   publicPath?: string,
 * }} options
 */
export function createConfig({ name, packageDir, mode, exposes, entry, title, publicPath = 'auto' }) {
  const isDev = mode !== 'production';
  const isRemote = name !== 'shell';
  const withPage = !isRemote || isDev;
  return {
    mode: isDev ? 'development' : 'production',
    context: packageDir,
    devtool: isDev ? 'eval-cheap-module-source-map' : 'source-map',
    entry: withPage && entry ? { main: entry } : {},
    output: {
      path: path.join(packageDir, 'dist'),
      publicPath,
      filename: isDev ? '[name].js' : '[name].[contenthash:10].js',
      chunkFilename: isDev ? '[name].js' : '[name].[contenthash:10].js',
      assetModuleFilename: '[name].[contenthash:10][ext]',
      uniqueName: `mdp_${name}`,
      chunkLoadTimeout: LOAD_TIMEOUT_MS,
      clean: true,
    },
    resolve: { extensions: ['.ts', '.tsx', '.mjs', '.js'] },
    module: {
      rules: [scriptRule(isDev), { test: /\.css$/, use: [require.resolve('style-loader'), require.resolve('css-loader')] }],
    },
    plugins: [
      federationPlugin({ name, packageDir, exposes }),
      ...(withPage ? [new HtmlWebpackPlugin({ title, publicPath: '/', template: path.join(import.meta.dirname, 'index.html') })] : []),
    ],
    performance: { hints: false },
    stats: 'errors-warnings',
    devServer: {
      port: devPortOf(name),
      host: process.env.HOST || 'localhost',
      hot: true,
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      client: { overlay: { warnings: false } },
      // The shell's dev server answers /remotes.json as the production server does: from the environment.
      setupMiddlewares: (middlewares, server) => {
        if (!isRemote) {
          server.app.get('/remotes.json', (_request, response) => {
            response.set('Cache-Control', 'no-cache').json(registryFromEnv());
          });
        }
        return middlewares;
      },
    },
  };
}
