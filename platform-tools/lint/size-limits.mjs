#!/usr/bin/env node
// Small files and small functions (CONVENTIONS.md "Small files"; docs/decisions/0055): `max-lines`
// and `complexity` are errors in pnpm lint. The files that were over a limit when the rule came are
// listed in size-baseline.json with their count then: each may stay as it is or shrink, never grow.
// A file's complexity count is its most complex function's, so no function of it may pass that.
//
//   node platform-tools/lint/size-limits.mjs --write    measures every file and writes the baseline anew
//   node platform-tools/lint/size-limits.mjs --tighten  lowers each entry to today's count (drops those under the limit)
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

export const MAX_LINES = 300;
export const MAX_COMPLEXITY = 15;
const ROOT = path.resolve(import.meta.dirname, '../..');
export const BASELINE_FILE = path.join(import.meta.dirname, 'size-baseline.json');

/** @returns {{ 'max-lines': Record<string, number>, complexity: Record<string, number> }} */
export function readBaseline(file = BASELINE_FILE) {
  const { 'max-lines': lines = {}, complexity = {} } = JSON.parse(readFileSync(file, 'utf8'));
  return { 'max-lines': lines, complexity };
}

/** ESLint config blocks: the limits for every file, then each baselined file's own count. */
export function sizeRules(baseline = readBaseline()) {
  return [
    { rules: { 'max-lines': ['error', { max: MAX_LINES }], complexity: ['error', MAX_COMPLEXITY] } },
    ...Object.entries(baseline['max-lines']).map(([file, max]) => ({ files: [file], rules: { 'max-lines': ['error', { max }] } })),
    ...Object.entries(baseline.complexity).map(([file, max]) => ({ files: [file], rules: { complexity: ['error', max] } })),
  ];
}

/**
 * Today's counts of the given files (or of every file the lint covers), above `minimum`: lines per
 * file, and the highest complexity of a function per file. ESLint measures, as pnpm lint does.
 */
export async function measure(files = ['.'], minimum = { lines: 0, complexity: 0 }) {
  const { ESLint } = await import('eslint');
  const eslint = new ESLint({
    cwd: ROOT,
    overrideConfig: [{ rules: { 'max-lines': ['error', { max: minimum.lines }], complexity: ['error', minimum.complexity] } }],
  });
  const results = await eslint.lintFiles(files);
  const lines = {};
  const complexity = {};
  for (const result of results) {
    const file = path.relative(ROOT, result.filePath).split(path.sep).join('/');
    for (const message of result.messages) {
      if (message.ruleId === 'max-lines') lines[file] = Number(/\((\d+)\)/.exec(message.message)?.[1]);
      if (message.ruleId === 'complexity') {
        const count = Number(/complexity of (\d+)/.exec(message.message)?.[1]);
        complexity[file] = Math.max(complexity[file] ?? 0, count);
      }
    }
  }
  return { 'max-lines': lines, complexity };
}

const sorted = (record) => Object.fromEntries(Object.entries(record).sort(([a], [b]) => a.localeCompare(b)));

function write(baseline) {
  const text = {
    $comment:
      'Files over max-lines (300) or complexity (15) when the limits came (docs/decisions/0055-lint-what-the-decisions-say.md), with their count then: they may shrink, not grow. Lower a count with `node platform-tools/lint/size-limits.mjs --tighten`; never add a file here by hand.',
    'max-lines': sorted(baseline['max-lines']),
    complexity: sorted(baseline.complexity),
  };
  writeFileSync(BASELINE_FILE, `${JSON.stringify(text, null, 2)}\n`);
}

/** The baseline lowered to today's counts: an entry under the limit now, or whose file is gone, leaves. */
export async function tightened(baseline = readBaseline()) {
  const files = [...new Set([...Object.keys(baseline['max-lines']), ...Object.keys(baseline.complexity)])].filter((file) =>
    existsSync(path.join(ROOT, file)),
  );
  const today = files.length ? await measure(files, { lines: MAX_LINES, complexity: MAX_COMPLEXITY }) : { 'max-lines': {}, complexity: {} };
  const lower = (kind) =>
    Object.fromEntries(
      Object.entries(baseline[kind]).flatMap(([file, count]) => (today[kind][file] === undefined ? [] : [[file, Math.min(count, today[kind][file])]])),
    );
  return { 'max-lines': lower('max-lines'), complexity: lower('complexity') };
}

/** The command. No top-level await: ESLint loads eslint.config.mjs, which imports this module back. */
async function main() {
  const { values } = parseArgs({ options: { write: { type: 'boolean' }, tighten: { type: 'boolean' } } });
  if (values.write) write(await measure(['.'], { lines: MAX_LINES, complexity: MAX_COMPLEXITY }));
  else if (values.tighten) write(await tightened());
  else throw new Error('usage: size-limits.mjs --write | --tighten');
  console.log(`wrote ${path.relative(ROOT, BASELINE_FILE)}`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
