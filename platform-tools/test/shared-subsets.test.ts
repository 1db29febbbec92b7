/**
 * @jest-environment node
 */
// The shared subsets export only names their packages really have, so the shell's subset module
// and the lint rule's allow list (both read from the same files) never promise a missing export.
// The check runs in plain Node, which loads the ES modules of platform-tools as they are.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const tools = path.resolve(__dirname, '..');

const CHECK = `
import { createRequire } from 'node:module';
import { SHARED_SUBSETS, subsetExports } from './shared-subsets/index.mjs';
const require = createRequire(import.meta.url);
const report = Object.entries(SHARED_SUBSETS).map(([name, file]) => {
  const names = subsetExports(file);
  const full = require(name);
  return { name, count: names.length, missing: names.filter((exported) => full[exported] === undefined) };
});
console.log(JSON.stringify(report));
`;

describe('shared subsets', () => {
  it('name only exports their packages have, for react-router, react-i18next and react-query', () => {
    const run = spawnSync(process.execPath, ['--input-type=module', '-e', CHECK], { cwd: tools, encoding: 'utf8' });
    expect(run.stderr).toBe('');
    const report = JSON.parse(run.stdout) as Array<{ name: string; count: number; missing: string[] }>;
    expect(report.map((r) => r.name).sort()).toEqual(['@tanstack/react-query', 'react-i18next', 'react-router']);
    for (const subset of report) {
      expect(subset.missing).toEqual([]);
      expect(subset.count).toBeGreaterThan(3);
    }
  });
});
