/**
 * @jest-environment node
 */
// The platform contract's API report is checked in: a change to the public surface of
// `shared-contracts` shows in review, and a stale report fails pnpm test.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');
const script = path.join(root, 'platform-tools/bin/api-report.mjs');
const report = path.join(root, 'shared-contracts/api-report.md');
const run = (...args: string[]) => spawnSync(process.execPath, [script, ...args], { cwd: root, encoding: 'utf8' });

test('shared-contracts/api-report.md matches the platform contract (run pnpm api-report after a change)', () => {
  const check = run('--check');
  expect(check.stderr).toBe('');
  expect(check.status).toBe(0);
});

test('a report that differs from the contract fails the check, naming the command that fixes it', () => {
  const stale = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'api-report-')), 'api-report.md');
  fs.writeFileSync(stale, fs.readFileSync(report, 'utf8').replace('## HostApi', '## HostApiRenamed'));
  const check = run('--check', '--report', stale);
  expect(check.status).toBe(1);
  expect(check.stderr).toContain('pnpm api-report');
});

test('the report lists exactly the names the platform contract exports, and nothing of the gateway client or rules', () => {
  const text = fs.readFileSync(report, 'utf8');
  expect(text).toContain('## HostApi\n');
  expect(text).toContain('## GatewayTransport\n');
  expect(text).not.toContain('## GatewayClient\n');
  expect(text).not.toContain('## visibleMenu\n');
});
