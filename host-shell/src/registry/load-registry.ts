import { parseRegistry, type RemotesRegistry } from 'shared-contracts';

export class RegistryError extends Error {
  override name = 'RegistryError';
}

/**
 * Fetches the runtime registry from the shell's own origin. The server writes it at start or
 * deploy time and serves it with `Cache-Control: no-cache`, so a new remote version needs only a
 * new `remotes.json` and a reload.
 */
export async function loadRegistry(url = '/remotes.json', timeoutMs = 8000): Promise<RemotesRegistry> {
  let response: Response;
  try {
    response = await fetch(url, { cache: 'no-cache', signal: AbortSignal.timeout(timeoutMs) });
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
