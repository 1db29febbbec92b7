import { parseRegistry, type RemotesRegistry } from 'shared-contracts/registry';
import { INLINE_IDS, inlineDocument } from '../config/inline-config';
import { requestFile } from '../platform/network';

export class RegistryError extends Error {
  override name = 'RegistryError';
}

/**
 * The runtime registry: the copy the shell's server inlined in the page, or else fetched from the
 * shell's own origin. The server computes it at start or deploy time and serves the page and
 * `remotes.json` with `Cache-Control: no-cache`, so a new remote version needs only a new registry
 * and a reload. An inlined copy that does not parse is not trusted: the file is fetched instead.
 */
export async function loadRegistry(url = '/remotes.json', timeoutMs = 8000): Promise<RemotesRegistry> {
  const inline = inlineDocument(INLINE_IDS.registry);
  if (inline !== undefined) {
    const parsed = parseRegistry(inline);
    if (parsed.ok) return parsed.value;
  }
  let response: Response;
  try {
    response = await requestFile(url, { timeoutMs });
  } catch (error) {
    throw new RegistryError(`the registry ${url} could not be fetched: ${String(error)}`);
  }
  if (!response.ok) throw new RegistryError(`the registry ${url} answered ${response.status}`);
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new RegistryError(`the registry ${url} is not JSON`);
  }
  const parsed = parseRegistry(body);
  if (!parsed.ok) throw new RegistryError(parsed.error);
  return parsed.value;
}
