/**
 * @jest-environment node
 */
// Proves that `pnpm lint` keeps files and functions small (CONVENTIONS.md "Small files"; docs/decisions/0055):
// max-lines 300 and complexity 15 for new code, the baseline's files at most at their count.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fixture, root, ruleIds } from './lint-batch';

describe('file size and complexity', () => {
  const lines = (count: number) => Array.from({ length: count }, (_, i) => `export const line${i} = ${i};`).join('\n');
  /** A function with `branches` if-statements: its complexity is branches + 1. */
  const branchy = (branches: number) =>
    `export function decide(value: number): number {\n${Array.from({ length: branches }, (_, i) => `  if (value === ${i}) return ${i};`).join('\n')}\n  return -1;\n}\n`;

  const tooLong = fixture('mfe-cards/src/features/cards/long.ts', `${lines(301)}\n`);
  const longEnough = fixture('mfe-cards/src/features/cards/long.ts', `${lines(300)}\n`);
  const tooComplex = fixture('mfe-cards/src/features/cards/decide.ts', branchy(15));
  const complexEnough = fixture('mfe-cards/src/features/cards/decide.ts', branchy(14));
  it('rejects a new file over 300 lines and a function over complexity 15, and accepts them at the limit', () => {
    expect(ruleIds(tooLong())).toContain('max-lines');
    expect(ruleIds(longEnough())).not.toContain('max-lines');
    expect(ruleIds(tooComplex())).toContain('complexity');
    expect(ruleIds(complexEnough())).not.toContain('complexity');
  });

  const baseline = JSON.parse(fs.readFileSync(path.join(root, 'platform-tools/lint/size-baseline.json'), 'utf8')) as {
    'max-lines': Record<string, number>;
    complexity: Record<string, number>;
  };
  // Any file of the baseline serves; the first of each list, so the test follows the baseline as files shrink out of it.
  const longFile = Object.keys(baseline['max-lines'])[0]!;
  const longSource = fs.readFileSync(path.join(root, longFile), 'utf8');
  const asItIs = fixture(longFile, longSource);
  const grown = fixture(longFile, `${longSource}export const oneMore = 1;\n`);
  const complexFile = Object.keys(baseline.complexity).find((file) => /\.tsx?$/.test(file))!;
  const complexSource = fs.readFileSync(path.join(root, complexFile), 'utf8');
  const complexAsItIs = fixture(complexFile, complexSource);
  const complexGrown = fixture(complexFile, `${complexSource}\n${branchy(baseline.complexity[complexFile]!)}`);
  it('lets a file of the baseline stay as it is, and not grow', () => {
    expect(baseline['max-lines'][longFile]).toBeGreaterThan(300);
    expect(ruleIds(asItIs())).not.toContain('max-lines');
    expect(ruleIds(grown())).toContain('max-lines');
    expect(baseline.complexity[complexFile]).toBeGreaterThan(15);
    expect(ruleIds(complexAsItIs())).not.toContain('complexity');
    expect(ruleIds(complexGrown())).toContain('complexity');
  });

  it('keeps the baseline at the counts of today: a file that shrank lowers its entry', () => {
    const run = spawnSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        "import { readBaseline, tightened } from './platform-tools/lint/size-limits.mjs'; process.stdout.write(JSON.stringify({ baseline: readBaseline(), today: await tightened() }));",
      ],
      { cwd: root, encoding: 'utf8' },
    );
    expect(run.stderr).toBe('');
    const { baseline: listed, today } = JSON.parse(run.stdout) as { baseline: unknown; today: unknown };
    // On a difference: `node platform-tools/lint/size-limits.mjs --tighten` writes today's counts.
    expect(listed).toEqual(today);
  });
});
