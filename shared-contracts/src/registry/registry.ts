import { parseDeclaration, type RemoteDeclaration } from './declaration';
import type { ParseResult } from './parse-result';
import type { MountKind } from '../contract/remote-module';

export type { ParseResult } from './parse-result';

/**
 * One entry of the runtime registry (`/remotes.json`), written at start or deploy time from
 * environment variables, never at build time (docs/decisions/0001-runtime-registry.md).
 */
export interface RegistryEntry {
  /** Registry name, e.g. `cards`; the federation container is `mfe_cards`. */
  name: string;
  /** Absolute URL of the remote's `mf-manifest.json`. */
  manifest: string;
  mount: MountKind;
  /** The deployed version, for support and error reports. */
  version: string;
  /** What the remote owns (its published `declaration.json`): routes, menu entries, slots. */
  declaration: RemoteDeclaration;
  /**
   * Subresource integrity of the remote's entry script (`remoteEntry.js`, which the manifest names),
   * e.g. `sha384-…`, from the integrity.json its build publishes beside the manifest. The shell
   * refuses an entry whose bytes do not match, like any failed load; without it the entry loads
   * unchecked (docs/decisions/0022-remote-integrity.md).
   */
  integrity?: string;
  /**
   * The release cohort this session's entry comes from, when a release is rolled out
   * (docs/decisions/0058-releases-and-cohorts.md): `canary` when the release flags gave this session
   * another version than everyone's stable one, else `stable`. Optional: a shell that does not know it
   * ignores it; the platform tools show it to staff.
   */
  cohort?: ReleaseCohort;
}

export type ReleaseCohort = 'stable' | 'canary';

export interface RemotesRegistry {
  remotes: RegistryEntry[];
  /**
   * Origins from which a development override may load a remote in a production build.
   * Empty in production deployments unless a team asks for one.
   */
  overrideOrigins: string[];
}


const NAME = /^[a-z][a-z0-9-]*$/;
/** One or more SRI hashes (the browser uses the strongest); base64 of a SHA-2 digest each. */
const INTEGRITY = /^sha(256|384|512)-[A-Za-z0-9+/]+={0,2}( sha(256|384|512)-[A-Za-z0-9+/]+={0,2})*$/;

/** Is `value` an SRI `integrity` value the shell can set on a script (`sha384-…`)? */
export function isIntegrity(value: string): boolean {
  return INTEGRITY.test(value);
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parseEntry(raw: unknown, index: number): ParseResult<RegistryEntry> {
  if (!isObject(raw)) return { ok: false, error: `remotes[${index}] is not an object` };
  const { name, manifest, mount, version } = raw;
  const declaration = parseDeclaration(raw.declaration);
  if (typeof name !== 'string' || !NAME.test(name)) {
    return { ok: false, error: `remotes[${index}].name must be a lower-case name` };
  }
  if (typeof manifest !== 'string' || !isHttpUrl(manifest)) {
    return { ok: false, error: `remotes[${index}].manifest must be an http(s) URL` };
  }
  if (mount !== 'react' && mount !== 'parcel') {
    return { ok: false, error: `remotes[${index}].mount must be "react" or "parcel"` };
  }
  if (typeof version !== 'string' || version === '') {
    return { ok: false, error: `remotes[${index}].version must be a string` };
  }
  if (!declaration.ok) return { ok: false, error: `remotes[${index}].declaration: ${declaration.error}` };
  const optional = parseOptionalFields(raw, index);
  if (!optional.ok) return optional;
  return { ok: true, value: { name, manifest, mount, version, declaration: declaration.value, ...optional.value } };
}

/** An entry's optional fields, present only when given. */
function parseOptionalFields(raw: Record<string, unknown>, index: number): ParseResult<Pick<RegistryEntry, 'integrity' | 'cohort'>> {
  const { integrity, cohort } = raw;
  if (integrity !== undefined && (typeof integrity !== 'string' || !isIntegrity(integrity))) {
    return { ok: false, error: `remotes[${index}].integrity must be an SRI hash such as "sha384-…"` };
  }
  if (cohort !== undefined && cohort !== 'stable' && cohort !== 'canary') {
    return { ok: false, error: `remotes[${index}].cohort must be "stable" or "canary"` };
  }
  return { ok: true, value: { ...(integrity === undefined ? {} : { integrity }), ...(cohort === undefined ? {} : { cohort }) } };
}

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** Validates what the server sent as `/remotes.json`. */
export function parseRegistry(raw: unknown): ParseResult<RemotesRegistry> {
  if (!isObject(raw) || !Array.isArray(raw.remotes)) {
    return { ok: false, error: 'remotes.json must be an object with a "remotes" list' };
  }
  const remotes: RegistryEntry[] = [];
  for (const [index, item] of raw.remotes.entries()) {
    const entry = parseEntry(item, index);
    if (!entry.ok) return entry;
    if (remotes.some((r) => r.name === entry.value.name)) {
      return { ok: false, error: `remote "${entry.value.name}" is listed twice` };
    }
    remotes.push(entry.value);
  }
  const origins = raw.overrideOrigins ?? [];
  if (!Array.isArray(origins) || !origins.every((o) => typeof o === 'string')) {
    return { ok: false, error: 'overrideOrigins must be a list of origins' };
  }
  return { ok: true, value: { remotes, overrideOrigins: origins } };
}

/** The federation container name of a registry name: `cards` → `mfe_cards`. */
export function containerName(remoteName: string): string {
  return `mfe_${remoteName.replace(/-/g, '_')}`;
}
