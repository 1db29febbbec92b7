import { isRecord } from '../platform/browser-storage';
import { requestFile } from '../platform/network';

/**
 * The releases as the shell's server sees them (`/release-status.json`, platform-tools/bin/serve.mjs):
 * whether the release flags are usable (the flag file, or the flagd service the server follows), the health gate's state there, and each remote's latest
 * auto-rollback as the release store wrote it into the flag file (docs/decisions/0058-releases-and-cohorts.md).
 * Read when the platform tools panel opens.
 */
export type FlagsStatus = { state: 'ok' } | { state: 'missing' | 'unusable' | 'unreachable'; serving: 'last-good' | 'deployment' };

export interface GateRollback {
  remote: string;
  version: string;
  reason: string;
  at: string;
}

/** The health gate: watching, off (no collector read key here), or off because the release store could not be opened. */
export type GateState = 'on' | 'off' | 'store-unusable';

export interface ReleaseStatus {
  flags: FlagsStatus;
  /** Absent from servers before 2026-12-03. */
  gate?: GateState;
  rollbacks: GateRollback[];
}

function readFlags(value: unknown): FlagsStatus | undefined {
  if (!isRecord(value)) return undefined;
  if (value.state === 'ok') return { state: 'ok' };
  if ((value.state === 'missing' || value.state === 'unusable' || value.state === 'unreachable') && (value.serving === 'last-good' || value.serving === 'deployment')) {
    return { state: value.state, serving: value.serving };
  }
  return undefined;
}

function readRollback(value: unknown): GateRollback | undefined {
  if (!isRecord(value)) return undefined;
  const { remote, version, reason, at } = value;
  if (typeof remote !== 'string' || typeof version !== 'string' || typeof reason !== 'string' || typeof at !== 'string') return undefined;
  return { remote, version, reason, at };
}

/** The document, checked field by field; anything else is not a release status. */
export function readReleaseStatus(value: unknown): ReleaseStatus | undefined {
  if (!isRecord(value) || !Array.isArray(value.rollbacks)) return undefined;
  const flags = readFlags(value.flags);
  const rollbacks = value.rollbacks.map(readRollback);
  if (!flags || rollbacks.some((rollback) => rollback === undefined)) return undefined;
  const gate = value.gate === 'on' || value.gate === 'off' || value.gate === 'store-unusable' ? value.gate : undefined;
  if (value.gate !== undefined && gate === undefined) return undefined;
  return { flags, ...(gate ? { gate } : {}), rollbacks: rollbacks as GateRollback[] };
}

/**
 * The server's release status; `null` when this server keeps none (the shell's dev server, a
 * static host such as a CDN): 404. Any other failure, or a document that is not one, throws.
 */
export async function fetchReleaseStatus(request: typeof requestFile = requestFile, url = '/release-status.json'): Promise<ReleaseStatus | null> {
  const response = await request(url, { headers: { Accept: 'application/json' }, timeoutMs: 10_000 });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const status = readReleaseStatus(await response.json());
  if (!status) throw new Error(`${url} is not a release status`);
  return status;
}
