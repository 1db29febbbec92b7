/**
 * The runtime configuration the shell's server inlines in the page (platform-tools/shell-page.mjs):
 * JSON data blocks, never executed, so the first remote does not wait for a /remotes.json round trip.
 * The ids are the server's `INLINE_IDS`.
 */
export const INLINE_IDS = { registry: 'mdp-registry', deployment: 'mdp-deployment', manifests: 'mdp-manifests' } as const;

/**
 * The parsed data block with this id, or undefined when the page has none (the shell's dev server,
 * an older server) or its text is not JSON: the caller then fetches the document instead.
 */
export function inlineDocument(id: string, doc: Document = document): unknown {
  const element = doc.getElementById(id);
  if (!(element instanceof HTMLScriptElement) || element.type !== 'application/json') return undefined;
  try {
    return JSON.parse(element.textContent ?? '') as unknown;
  } catch {
    return undefined;
  }
}

/**
 * The remotes' manifests the page carries, by manifest URL (platform-tools/manifest-relay.mjs,
 * decision 0084); none when the page has no such block or it is not an object of objects.
 */
export function inlineManifests(doc: Document = document): Map<string, unknown> {
  const value = inlineDocument(INLINE_IDS.manifests, doc);
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return new Map();
  return new Map(Object.entries(value).filter(([, manifest]) => typeof manifest === 'object' && manifest !== null));
}
