import {
  TELEMETRY_LIMITS,
  VITAL_NAMES,
  type RemoteVersionSummary,
  type TelemetryBatch,
  type TelemetrySummary,
  type VitalName,
} from 'shared-contracts/areas/shell/telemetry';
import { isoAt } from '../clock';
import type { SandboxDatabase } from '../db/connection';

const HOUR_MS = 3_600_000;

/** Stores one beacon's events, and forgets events older than the longest window. */
export function recordTelemetry(db: SandboxDatabase, batch: TelemetryBatch, now: number): void {
  const insert = db.prepare(
    `INSERT INTO telemetry_events (received, kind, remote, remote_version, contracts, route, business_hash, phase, message, metric, value, ok)
     VALUES (@received, @kind, @remote, @remoteVersion, @contracts, @route, @business, @phase, @message, @metric, @value, @ok)`,
  );
  const received = isoAt(now);
  db.transaction(() => {
    for (const event of batch.events) {
      insert.run({
        received,
        kind: event.kind,
        remote: event.remote,
        remoteVersion: event.remoteVersion,
        contracts: batch.contracts,
        route: event.route,
        business: batch.business,
        phase: event.kind === 'error' ? event.phase : null,
        message: event.kind === 'error' ? event.message.slice(0, TELEMETRY_LIMITS.messageLength) : null,
        metric: event.kind === 'vital' ? event.name : null,
        value: event.kind === 'load' ? event.durationMs : event.kind === 'vital' ? event.value : null,
        ok: event.kind === 'load' ? Number(event.ok) : null,
      });
    }
    db.prepare('DELETE FROM telemetry_events WHERE received < ?').run(isoAt(now - TELEMETRY_LIMITS.windowHoursMax * HOUR_MS));
  })();
}

/** One stored event, as the summary reads it. */
export interface TelemetryRow {
  kind: 'error' | 'load' | 'vital';
  remote: string;
  remote_version: string;
  metric: string | null;
  value: number | null;
  ok: number | null;
}

/** The 75th percentile by nearest rank (the value below which 75 % of the samples lie), null for none. */
export function p75(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.ceil(0.75 * sorted.length) - 1]!;
}

const isVital = (name: string | null): name is VitalName => (VITAL_NAMES as readonly (string | null)[]).includes(name);

/**
 * Per remote and version: the errors, the loads, p75 of the successful load times and of each vital.
 * Ordered by remote, then version; load times rounded to whole ms, CLS to three decimals.
 */
export function summarize(rows: readonly TelemetryRow[]): RemoteVersionSummary[] {
  const groups = new Map<string, { remote: string; remoteVersion: string; errors: number; loads: number; loadMs: number[]; vitals: Map<VitalName, number[]> }>();
  for (const row of rows) {
    const key = `${row.remote}\u0000${row.remote_version}`;
    let group = groups.get(key);
    if (!group) groups.set(key, (group = { remote: row.remote, remoteVersion: row.remote_version, errors: 0, loads: 0, loadMs: [], vitals: new Map() }));
    if (row.kind === 'error') group.errors += 1;
    if (row.kind === 'load') {
      group.loads += 1;
      if (row.ok === 1 && row.value !== null) group.loadMs.push(row.value);
    }
    if (row.kind === 'vital' && isVital(row.metric) && row.value !== null) {
      const values = group.vitals.get(row.metric) ?? [];
      values.push(row.value);
      group.vitals.set(row.metric, values);
    }
  }
  return [...groups.values()]
    .sort((a, b) => a.remote.localeCompare(b.remote) || a.remoteVersion.localeCompare(b.remoteVersion))
    .map(({ remote, remoteVersion, errors, loads, loadMs, vitals }) => {
      const loadP75 = p75(loadMs);
      return {
        remote,
        remoteVersion,
        errors,
        loads,
        p75LoadMs: loadP75 === null ? null : Math.round(loadP75),
        vitals: Object.fromEntries(
          [...vitals].map(([name, values]) => [name, name === 'CLS' ? Math.round(p75(values)! * 1000) / 1000 : Math.round(p75(values)!)]),
        ),
      };
    });
}

/** The summary of the last `windowHours` hours. */
export function telemetrySummary(db: SandboxDatabase, now: number, windowHours: number): TelemetrySummary {
  const from = isoAt(now - windowHours * HOUR_MS);
  const rows = db
    .prepare('SELECT kind, remote, remote_version, metric, value, ok FROM telemetry_events WHERE received >= ?')
    .all(from) as TelemetryRow[];
  return { windowHours, from, to: isoAt(now), remotes: summarize(rows) };
}

/** One remote's counts per version, of the events received since `since` (epoch ms). */
export function releaseHealth(db: SandboxDatabase, remote: string, since: number): RemoteVersionSummary[] {
  const rows = db
    .prepare('SELECT kind, remote, remote_version, metric, value, ok FROM telemetry_events WHERE remote = ? AND received >= ?')
    .all(remote, isoAt(since)) as TelemetryRow[];
  return summarize(rows);
}
