// What a remote's federated build publishes beside its manifest, and how its chunks are cut.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';
import { REMOTE_ENTRY } from '../federation.mjs';

/**
 * A remote publishes what it owns — its package's declaration.json — beside mf-manifest.json, so a
 * deployment can put it in the remote's registry entry (docs/decisions/0019-remote-declarations.md).
 */
export function publishDeclaration(packageDir) {
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
export const ONE_STYLESHEET = { name: 'styles', type: 'css/mini-extract', chunks: 'all', enforce: true };

/**
 * A remote publishes the subresource integrity of its entry script beside mf-manifest.json, as
 * `integrity.json` ({"file": "remoteEntry.js", "integrity": "sha384-…"}), so a deployment can pin it
 * in the remote's registry entry and the shell refuses any other bytes
 * (docs/decisions/0022-remote-integrity.md). Hashed once the entry's bytes are final: after
 * minification, source-map comments and real content hashes, before compression.
 */
export function publishIntegrity() {
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

/**
 * A remote's exposed module is loaded to show the remote's pages (or a slot's widget): the pages it
 * imports with `import()` (its routes' `page`, a parcel's `lifecycles`) come in its chunk, so that
 * opening the remote costs one round trip fewer (issue 22). Those pages' own `import()`s stay lazy,
 * as does an import marked `webpackMode: "lazy"`. A remote whose module sits on every page for a
 * widget (the notification bell) keeps its pages on demand (`routePages: 'on-demand'`). The
 * monolith (createBundleConfig) keeps every page lazy.
 */
export function exposedModulePages(packageDir, exposes) {
  return { include: Object.values(exposes).map((file) => path.resolve(packageDir, file)), parser: { dynamicImportMode: 'eager' } };
}
