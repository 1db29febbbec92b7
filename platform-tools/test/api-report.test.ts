/**
 * @jest-environment node
 */
// The API reports of shared-contracts are a gate (docs/decisions/0054-api-report-gate.md): one per
// entry, checked in; a stale report fails pnpm unit, and so does a removed or narrowed name of the
// versioned contract without a new major CONTRACTS_VERSION.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');
/** Today's CONTRACTS_VERSION, read from its source as the gate reads it. */
const CONTRACTS_VERSION = /CONTRACTS_VERSION = '([^']+)'/.exec(fs.readFileSync(path.join(root, 'shared-contracts/src/contract/version.ts'), 'utf8'))![1]!;
const script = path.join(root, 'platform-tools/bin/api-report.mjs');
const reportDir = path.join(root, 'shared-contracts/api');
const run = (...args: string[]) => spawnSync(process.execPath, [script, ...args], { cwd: root, encoding: 'utf8' });

/** A scratch copy of the report folder (with the release), so a run may write to it. */
function copyOfReports(): string {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'api-reports-'));
  fs.cpSync(reportDir, copy, { recursive: true });
  return copy;
}

/**
 * A copy of shared-contracts (package.json and the sources, without tests) with one edit. It sits
 * inside the package, where the sources' imports of react and i18next resolve.
 */
function editedPackage(edits: Array<{ file: string; from: string; to: string }>): string {
  const copy = fs.mkdtempSync(path.join(root, 'shared-contracts/.build/api-test-'));
  fs.copyFileSync(path.join(root, 'shared-contracts/package.json'), path.join(copy, 'package.json'));
  fs.cpSync(path.join(root, 'shared-contracts/src'), path.join(copy, 'src'), {
    recursive: true,
    filter: (source) => !/\.test\.tsx?$/.test(source),
  });
  for (const { file, from, to } of edits) {
    const target = path.join(copy, 'src', file);
    const text = fs.readFileSync(target, 'utf8');
    expect(text).toContain(from);
    fs.writeFileSync(target, text.replace(from, to));
  }
  return copy;
}

const removeAll = (...dirs: string[]) => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true }));

describe('the API reports', () => {
  it('are those of the shared-contracts of today, and fit CONTRACTS_VERSION (run pnpm api-report after a change)', () => {
    const check = run('--check');
    expect(check.stderr).toBe('');
    expect(check.status).toBe(0);
  }, 300_000);

  it('cover every entry of package.json exports, and the types a reported declaration uses', () => {
    const exports = Object.keys(JSON.parse(fs.readFileSync(path.join(root, 'shared-contracts/package.json'), 'utf8')).exports as object);
    expect(exports).toEqual(expect.arrayContaining(['.', './registry', './gateway', './rules', './react', './areas/*', './testing']));
    for (const report of ['shared-contracts', 'registry', 'gateway', 'rules', 'react', 'testing', 'areas/cards/card-payment', 'areas/shell/feedback']) {
      expect(fs.existsSync(path.join(reportDir, `${report}.api.md`))).toBe(true);
    }
    const contract = fs.readFileSync(path.join(reportDir, 'shared-contracts.api.md'), 'utf8');
    // RemoteModuleBase is not exported, but RemoteModule is made of it: the report shows it whole.
    expect(contract).toMatch(/^interface RemoteModuleBase \{[^}]*\n {4}translations: Record<Language, TranslationTree>;/m);
    expect(contract).toContain('export interface HostApi {');
    expect(contract).not.toContain('GatewayClient');
    const registry = fs.readFileSync(path.join(reportDir, 'registry.api.md'), 'utf8');
    expect(registry).toMatch(/^export interface RouteDeclaration \{[^}]*\n {4}path: string;/m);
  });

  it('fail the check when one is out of date or left from an entry that is gone, naming the command that fixes it', () => {
    const reports = copyOfReports();
    try {
      fs.appendFileSync(path.join(reports, 'areas/activation/activation-values.api.md'), '\n');
      fs.mkdirSync(path.join(reports, 'areas/gone'));
      fs.writeFileSync(path.join(reports, 'areas/gone/gone.api.md'), '');
      const check = run('--check', '--reports', reports, '--entry', 'shared-contracts/areas/activation/activation-values');
      expect(check.status).toBe(1);
      expect(check.stderr).toContain('areas/activation/activation-values.api.md is out of date');
      expect(check.stderr).toContain('areas/gone/gone.api.md belongs to no entry');
      expect(check.stderr).toContain('pnpm api-report');
    } finally {
      removeAll(reports);
    }
  }, 120_000);
});

describe('the compatibility gate against the release 3.0.0', () => {
  it.each([
    [
      'making RemoteModuleBase.translations optional',
      { file: 'contract/remote-module.ts', from: '  translations: Record<Language, TranslationTree>;', to: '  translations?: Record<Language, TranslationTree>;' },
      ['RemoteModule changed incompatibly', "property 'translations'"],
    ],
    [
      'renaming a property of a reported interface (DeploymentFacts.docsUrl)',
      { file: 'contract/session-view.ts', from: '  readonly docsUrl: string;', to: '  readonly documentationUrl: string;' },
      ['DeploymentFacts changed incompatibly', "Property 'docsUrl' is missing", 'HostApi changed incompatibly'],
    ],
  ])('fails on %s without a major version', (_case, edit, named) => {
    const source = editedPackage([edit]);
    const reports = copyOfReports();
    try {
      const gate = run('--source', source, '--reports', reports, '--entry', 'shared-contracts');
      expect(gate.status).toBe(1);
      expect(gate.stderr).toContain('does not fit the change since the release 3.0.0');
      expect(gate.stderr).toContain(`needs a new major CONTRACTS_VERSION (4.0.0), not ${CONTRACTS_VERSION}`);
      for (const words of named) expect(gate.stderr).toContain(words);
    } finally {
      removeAll(source, reports);
    }
  }, 180_000);

  it('tells removed, added and narrowed names apart, within the versioned names only', () => {
    // The committed reports, edited as a change of the sources would change them; one program for all.
    const probe = `
      import { readFileSync } from 'node:fs';
      import { compareReports, neededBump, versionProblems } from './platform-tools/api-report/compatibility.mjs';
      const contract = readFileSync('shared-contracts/api/released/3.0.0/shared-contracts.api.md', 'utf8');
      const registry = readFileSync('shared-contracts/api/released/3.0.0/registry.api.md', 'utf8');
      const edit = (text, from, to) => { if (!text.includes(from)) throw new Error('no ' + from); return text.replace(from, to); };
      const declaration = ['RemoteDeclaration'];
      const results = compareReports([
        { released: contract, current: contract },
        { released: contract, current: edit(contract, '    readonly docsUrl: string;', '    readonly docsUrl: string;\\n    readonly statusPageUrl?: string;') },
        { released: contract, current: edit(contract, '// @public\\nexport function isSilent', '// @public\\nexport function isQuiet(error: unknown): boolean;\\n\\n// @public\\nexport function isSilent') },
        { released: contract, current: edit(contract, 'export type MountKind = \\'react\\' | \\'parcel\\';', 'export type MountKind = \\'react\\' | \\'parcel\\' | \\'iframe\\';') },
        { released: contract, current: edit(contract, 'export function isSilent(error: unknown): boolean;', '') },
        { released: contract, current: edit(contract, 'export const CONTRACTS_VERSION = "3.0.0";', 'export const CONTRACTS_VERSION = "3.1.0";') },
        { released: registry, current: edit(registry, '    path: string;', '    pattern: string;'), scope: declaration },
        { released: registry, current: edit(registry, 'export function routeMatches(', 'export function routeMatch('), scope: declaration },
      ]);
      const summary = results.map(({ removed, added, changed }) => ({ removed, added, changed: changed.map(({ name }) => name), needs: neededBump([{ removed, added, changed }]) }));
      const versions = [['3.0.0', 'major'], ['3.9.0', 'major'], ['4.0.0', 'major'], ['3.0.1', 'minor'], ['3.1.0', 'minor'], ['3.0.0', 'none'], ['2.9.0', 'none']]
        .map(([version, needs]) => versionProblems('3.0.0', version, needs).length === 0);
      process.stdout.write(JSON.stringify({ summary, versions }));
    `;
    const result = spawnSync(process.execPath, ['--input-type=module', '-e', probe], { cwd: root, encoding: 'utf8' });
    expect(result.stderr).toBe('');
    const { summary, versions } = JSON.parse(result.stdout) as { summary: Array<Record<string, unknown>>; versions: boolean[] };
    expect(summary).toEqual([
      { removed: [], added: [], changed: [], needs: 'none' },
      // A new optional member: every value of either version is a value of the other.
      { removed: [], added: [], changed: [], needs: 'none' },
      { removed: [], added: ['isQuiet'], changed: [], needs: 'minor' },
      // A union that gained a case: an old shell or remote may meet a value it does not know.
      { removed: [], added: [], changed: ['MountKind'], needs: 'major' },
      { removed: ['isSilent'], added: [], changed: [], needs: 'major' },
      // The version's own value changes at every release.
      { removed: [], added: [], changed: [], needs: 'none' },
      { removed: [], added: [], changed: ['RemoteDeclaration'], needs: 'major' },
      // The registry's functions are the shell's machinery, not the versioned declaration format.
      { removed: [], added: [], changed: [], needs: 'none' },
    ]);
    // 3.0.0 → a major change needs 4.0.0; an addition 3.1.0; nothing new, any version not below the release.
    expect(versions).toEqual([false, false, true, false, true, true, false]);
  }, 180_000);
});
