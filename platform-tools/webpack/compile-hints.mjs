// Chrome's explicit compile hints on the scripts that run when they load (decision 0043).
import webpack from 'webpack';

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
export function compileHints() {
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
