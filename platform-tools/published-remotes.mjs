// What each remote publishes beside its manifest, read when the shell's server starts in an image
// (MDP_DECLARATIONS=fetch, the shell image's default): its declaration.json (docs/decisions/
// 0019-remote-declarations.md) and its integrity.json (0022-remote-integrity.md), so a remote's new
// route, menu entry or build needs no new shell image. The image's copies stay for a remote that
// cannot be read in time; REMOTE_<NAME>_INTEGRITY and REMOTE_<NAME>_DECLARATION, when set, win.
// `pnpm start` reads the packages' own files instead (registry.mjs): MDP_DECLARATIONS unset.
import { isIntegrity, mountOf } from './registry.mjs';

const envKey = (name, suffix) => `REMOTE_${name.toUpperCase().replace(/-/g, '_')}_${suffix}`;
/** Answers worth another try, as curl's --retry has them: the remote may still be starting. */
const TRANSIENT = new Set([408, 429, 500, 502, 503, 504]);

/**
 * The JSON document at `url`, or undefined when it cannot be read: a few tries a second apart while
 * the remote is not answering (refused, timed out, a transient status), none after another answer.
 */
async function readPublished(url, { fetch, tries, delayMs }) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      const answer = await fetch(url, { signal: AbortSignal.timeout(5_000) });
      if (answer.ok) return await answer.json();
      if (!TRANSIENT.has(answer.status)) return undefined;
    } catch (error) {
      if (error instanceof SyntaxError) return undefined;
    }
    if (attempt >= tries) return undefined;
    await new Promise((resolve) => setTimeout(resolve, delayMs));
  }
}

const isDeclaration = (value) => value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * The registry with each remote's published declaration and integrity where they could be read.
 *
 * @param {import('shared-contracts').RemotesRegistry} registry registryFromEnv's
 * @param {Record<string, string | undefined>} env
 */
export async function withPublishedRemotes(registry, env, { fetch = globalThis.fetch, tries = 5, delayMs = 1_000, log = console.error } = {}) {
  if (env.MDP_DECLARATIONS !== 'fetch') return registry;
  const options = { fetch, tries, delayMs };
  const remotes = await Promise.all(
    registry.remotes.map(async (entry) => {
      const read = async (file, suffix, accept) => {
        if (env[envKey(entry.name, suffix)]) return undefined;
        const url = new URL(file, entry.manifest).href;
        const value = accept(await readPublished(url, options));
        if (value === undefined) log(`${url} could not be read; ${entry.name} keeps the ${file.replace('.json', '')} of this image`);
        return value;
      };
      const [declaration, integrity] = await Promise.all([
        read('declaration.json', 'DECLARATION', (value) => (isDeclaration(value) ? value : undefined)),
        read('integrity.json', 'INTEGRITY', (value) => (isIntegrity(String(value?.integrity)) ? value.integrity : undefined)),
      ]);
      return { ...entry, ...(declaration ? { declaration, mount: mountOf(declaration) } : {}), ...(integrity ? { integrity } : {}) };
    }),
  );
  return { ...registry, remotes };
}
