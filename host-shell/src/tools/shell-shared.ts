import { getInstance } from '@module-federation/enhanced/runtime';
import { readJsonFile } from '../platform/network';
import type { ManifestShared } from './remote-rows';

/** The version of a shared module the shell's federation runtime provides, when it provides one. */
export function shellSharedVersion(name: string): string | undefined {
  const shared = getInstance()?.options.shared as Record<string, ReadonlyArray<{ version?: string | false }> | undefined> | undefined;
  const version = shared?.[name]?.find((copy) => typeof copy.version === 'string')?.version;
  return typeof version === 'string' ? version : undefined;
}

/** What a remote's manifest says of the shared modules it consumes. */
export async function readManifestShared(manifest: string): Promise<ManifestShared[]> {
  const body = (await readJsonFile(manifest, { credentials: 'omit', timeoutMs: 5000 })) as { shared?: unknown };
  return Array.isArray(body.shared) ? (body.shared as ManifestShared[]) : [];
}
