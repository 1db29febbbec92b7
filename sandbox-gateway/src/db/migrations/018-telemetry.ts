import type { Migration } from '../migration';

export const migration: Migration = {
  version: 18,
  name: 'the telemetry collector (issue 23): errors, remote load times and web vitals per remote version',
  // No person in it: the business is a truncated hash, messages are scrubbed by the shell and cut here.
  sql: `
    CREATE TABLE telemetry_events (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      received TEXT NOT NULL,
      kind TEXT NOT NULL CHECK (kind IN ('error', 'load', 'vital')),
      remote TEXT NOT NULL,
      remote_version TEXT NOT NULL,
      contracts TEXT NOT NULL,
      route TEXT NOT NULL,
      business_hash TEXT,
      phase TEXT,
      message TEXT,
      metric TEXT,
      value REAL,
      ok INTEGER
    );
    CREATE INDEX telemetry_events_by_received ON telemetry_events (received);
  `,
};
