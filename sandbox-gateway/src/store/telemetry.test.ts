/** @jest-environment node */
import { p75, summarize, type TelemetryRow } from './telemetry';

const load = (remote: string, version: string, value: number, ok = true): TelemetryRow => ({ kind: 'load', remote, remote_version: version, metric: null, value, ok: ok ? 1 : 0 });
const error = (remote: string, version: string): TelemetryRow => ({ kind: 'error', remote, remote_version: version, metric: null, value: null, ok: null });
const vital = (remote: string, metric: string, value: number): TelemetryRow => ({ kind: 'vital', remote, remote_version: '1.0.0', metric, value, ok: null });

test('p75 is the nearest-rank 75th percentile', () => {
  expect(p75([])).toBeNull();
  expect(p75([40])).toBe(40);
  expect(p75([10, 20, 30, 40])).toBe(30);
  expect(p75([50, 10, 40, 20, 30])).toBe(40); // ceil(3.75) = 4th of 10..50
  expect(p75(Array.from({ length: 100 }, (_, i) => i + 1))).toBe(75);
});

test('errors and loads are counted per remote and version; p75 only over successful loads', () => {
  const rows = [
    load('cards', '1.2.0', 100),
    load('cards', '1.2.0', 300),
    load('cards', '1.2.0', 200),
    load('cards', '1.2.0', 400),
    load('cards', '1.2.0', 9_000, false),
    error('cards', '1.2.0'),
    error('cards', '1.2.0'),
    load('cards', '1.3.0', 80.6),
    error('home', '0.1.0'),
  ];
  expect(summarize(rows)).toEqual([
    { remote: 'cards', remoteVersion: '1.2.0', errors: 2, loads: 5, p75LoadMs: 300, vitals: {} },
    { remote: 'cards', remoteVersion: '1.3.0', errors: 0, loads: 1, p75LoadMs: 81, vitals: {} },
    { remote: 'home', remoteVersion: '0.1.0', errors: 1, loads: 0, p75LoadMs: null, vitals: {} },
  ]);
});

test('vitals get their own p75, CLS to three decimals, unknown names ignored', () => {
  const rows = [vital('home', 'LCP', 1200.4), vital('home', 'LCP', 2500), vital('home', 'CLS', 0.01234), vital('home', 'CLS', 0.2), vital('home', 'FID', 5)];
  expect(summarize(rows)).toEqual([{ remote: 'home', remoteVersion: '1.0.0', errors: 0, loads: 0, p75LoadMs: null, vitals: { LCP: 2500, CLS: 0.2 } }]);
});
