// Lints fixtures as `pnpm lint` does, for the tests that prove each lint rule fires on a bad
// fixture and stays quiet on a good one (package-graph, raw-globals and size-limits tests).
import { spawnSync } from 'node:child_process';
import path from 'node:path';

export const root = path.resolve(__dirname, '../..');

export interface LintMessage {
  ruleId: string | null;
  message: string;
}

/**
 * Lints every fixture source in one ESLint process (the configuration loads once): `lintText` with
 * the file name a fixture stands for, as `eslint --stdin --stdin-filename` would.
 */
const BATCH = `
import { ESLint } from 'eslint';
let input = '';
for await (const chunk of process.stdin) input += chunk;
const eslint = new ESLint({ cwd: process.cwd() });
const out = [];
for (const { file, source } of JSON.parse(input)) {
  const results = await eslint.lintText(source, { filePath: file });
  out.push(results.flatMap((result) => result.messages.map(({ ruleId, message }) => ({ ruleId, message }))));
}
process.stdout.write(JSON.stringify(out));
`;

const fixtures: Array<{ file: string; source: string }> = [];
let linted: LintMessage[][] | undefined;

/** Registers a fixture now; its messages are read in the test, after one batch linted them all. */
export function fixture(file: string, source: string): () => LintMessage[] {
  const index = fixtures.push({ file, source }) - 1;
  return () => {
    if (!linted) {
      const run = spawnSync(process.execPath, ['--input-type=module', '-e', BATCH], {
        cwd: root,
        input: JSON.stringify(fixtures),
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
      });
      if (run.status !== 0) throw new Error(`ESLint failed on the fixtures: ${run.stderr}`);
      linted = JSON.parse(run.stdout) as LintMessage[][];
    }
    return linted[index]!;
  };
}

export const ruleIds = (messages: LintMessage[]) => messages.map((m) => m.ruleId);
export const importOf = (specifier: string) => `import * as forbidden from '${specifier}';\nexport const used = [forbidden];\n`;

