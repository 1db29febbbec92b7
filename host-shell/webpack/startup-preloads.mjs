// The shell's page names the chunks its start-up needs, so they download alongside main.js.
import { HtmlWebpackPlugin } from 'platform-tools/webpack';

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
    name,
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
                // Which start needs it: the shell's server keeps the preloads of the page's start only (platform-tools/shell-page.mjs).
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
