import { createConfig } from 'platform-tools/webpack';

/**
 * This remote gets its chunks back (docs/decisions/0010: "a remote that grows large should get its
 * chunks back"; docs/decisions/0020-notification-bell-chunks.md): the bell is in the header of every
 * page, so its entry must stay small, and the dropdown and the centre (with the shared-ui entries
 * they use) are chunks loaded on intent. Without this, every shared module the centre uses is an
 * initial consume of the one chunk, fetched with the header on the first route.
 */
// By name: platform-tools resolves its own webpack instance, so `instanceof` would not match.
// The remote's CSS stays one stylesheet (the platform links it with the expose, decision 0018).
const withChunks = (config) => ({
  ...config,
  plugins: config.plugins.filter((plugin) => plugin.constructor.name !== 'LimitChunkCountPlugin'),
  optimization: {
    ...config.optimization,
    splitChunks: { cacheGroups: { styles: { name: 'styles', type: 'css/mini-extract', chunks: 'all', enforce: true } } },
  },
});

export default (env, argv) => {
  const config = createConfig({
    name: 'notifications',
    packageDir: import.meta.dirname,
    mode: argv.mode,
    exposes: { './remote': './src/remote.ts' },
    entry: './src/dev/index.ts',
    title: 'Notifications remote (standalone)',
  });
  return Array.isArray(config) ? config.map(withChunks) : withChunks(config);
};
