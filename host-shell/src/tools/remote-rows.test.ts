import { observable } from 'mobx';
import type { RegistryEntry } from 'shared-contracts/registry';
import type { ErrorEvent } from 'shared-contracts/areas/shell/telemetry';
import { RemoteActivity } from '../telemetry/remote-activity';
import { compareShared, remoteToolsRows } from './remote-rows';

const entry = (name: string, version: string): RegistryEntry => ({
  name,
  manifest: `http://localhost:4803/${name}/mf-manifest.json`,
  mount: 'react',
  version,
  declaration: { title: { en: name, id: name }, routes: [], menu: [], slots: [] },
});

const error = (remote: string, message: string): ErrorEvent => ({ kind: 'error', remote, remoteVersion: '1.0.0', route: '/x', at: 1, phase: 'render', message });

test('a row per registry entry, with what this tab loaded, its errors and the collector summary', () => {
  const activity = new RemoteActivity();
  activity.recordModule('cards', { contracts: '^2.0.0', mount: 'react' });
  activity.recordLoad('cards', { durationMs: 210, ok: true });
  activity.recordModule('home', { contracts: '^1.0.0', mount: 'react' });
  activity.recordError(error('home', 'first'));
  activity.recordError(error('cards', 'other'));
  activity.recordError(error('home', 'second'));
  const rows = remoteToolsRows(
    [entry('cards', '1.4.2'), entry('home', '0.9.0'), entry('settings', '2.0.0')],
    activity,
    [{ remote: 'settings', manifest: 'http://127.0.0.1:4804/mf-manifest.json', status: 'active' }],
    '2.5.0',
    [{ remote: 'cards', remoteVersion: '1.4.2', errors: 1, loads: 3, p75LoadMs: 250, vitals: {} }],
  );
  expect(rows.map((row) => row.entry.name)).toEqual(['cards', 'home', 'settings']);
  expect(rows[0]).toMatchObject({ contracts: { status: 'compatible', range: '^2.0.0' }, load: { durationMs: 210, ok: true }, summary: [{ p75LoadMs: 250 }] });
  expect(rows[1]!.contracts).toMatchObject({ status: 'incompatible', range: '^1.0.0' });
  expect(rows[1]!.errors.map((e) => e.message)).toEqual(['second', 'first']); // newest first
  expect(rows[2]).toMatchObject({ contracts: { status: 'unknown' }, load: undefined, module: undefined, override: { status: 'active' } });
});

test('shared singletons: the remote’s range against the shell’s version; non-singletons left out', () => {
  const shell = observable.map({ react: '19.3.1', 'react-router': '7.18.5' });
  expect(
    compareShared(
      [
        { name: 'react-router', singleton: true, requiredVersion: '^8.0.0' },
        { name: 'react', singleton: true, requiredVersion: '^19.0.0' },
        { name: 'lodash', singleton: false, requiredVersion: '^4.0.0' },
        { name: 'mobx', singleton: true, requiredVersion: false },
      ],
      (name) => shell.get(name),
    ),
  ).toEqual([
    { name: 'mobx', required: '*', shell: undefined, ok: false },
    { name: 'react', required: '^19.0.0', shell: '19.3.1', ok: true },
    { name: 'react-router', required: '^8.0.0', shell: '7.18.5', ok: false },
  ]);
});
