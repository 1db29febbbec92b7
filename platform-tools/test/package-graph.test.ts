/**
 * @jest-environment node
 */
// Proves that `pnpm lint` enforces the package graph of CONVENTIONS.md: the same ESLint
// configuration, run as `pnpm lint` runs it, rejects bad fixtures and accepts a good one.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');
const eslintBin = path.join(root, 'node_modules/eslint/bin/eslint.js');

interface LintMessage {
  ruleId: string | null;
  message: string;
}

function lintSource(filePath: string, source: string): LintMessage[] {
  const run = spawnSync(process.execPath, [eslintBin, '--format', 'json', '--stdin', '--stdin-filename', filePath], {
    cwd: root,
    input: source,
    encoding: 'utf8',
  });
  const results = JSON.parse(run.stdout) as Array<{ messages: LintMessage[] }>;
  return results.flatMap((result) => result.messages);
}

function lintFiles(files: string[]): LintMessage[] {
  const run = spawnSync(process.execPath, [eslintBin, '--format', 'json', '--no-ignore', ...files], {
    cwd: root,
    encoding: 'utf8',
  });
  const results = JSON.parse(run.stdout) as Array<{ messages: LintMessage[] }>;
  return results.flatMap((result) => result.messages);
}

const GRAPH_RULE = '@typescript-eslint/no-restricted-imports';

describe('the package graph', () => {
  it.each([
    ['a remote importing another remote', 'mfe-cards/src/bad.ts', 'mfe-home'],
    ['a remote importing another remote by path', 'mfe-cards/src/bad.ts', '../../mfe-home/src/remote'],
    ['a remote importing the shell', 'mfe-settings/src/bad.ts', 'host-shell/src/routes'],
    ['the shell importing a remote', 'host-shell/src/bad.ts', 'mfe-cards/src/remote'],
    ['shared-contracts importing the shell', 'shared-contracts/src/bad.ts', 'host-shell/src/layout/Layout'],
    ['shared-ui importing a remote', 'shared-ui/src/bad.ts', 'mfe-home/src/remote'],
  ])('rejects %s', (_case, file, specifier) => {
    const messages = lintSource(file, `import * as forbidden from '${specifier}';\nexport const used = [forbidden];\n`);
    expect(messages.map((m) => m.ruleId)).toContain(GRAPH_RULE);
  });

  it('accepts a remote importing shared-contracts, shared-ui and its own files', () => {
    const messages = lintSource(
      'mfe-cards/src/good.ts',
      "import { CONTRACTS_VERSION } from 'shared-contracts';\nimport { Button } from 'shared-ui';\nimport remote from './remote';\nexport const used = [CONTRACTS_VERSION, Button, remote];\n",
    );
    expect(messages).toEqual([]);
  });

  it.each([
    ['a remote', 'mfe-cards/src/bad.ts', "import { useFetcher } from 'react-router';"],
    ['the shell', 'host-shell/src/bad.ts', "import { useSuspenseQuery } from '@tanstack/react-query';"],
    ['shared-ui', 'shared-ui/src/bad.ts', "import { withTranslation } from 'react-i18next';"],
  ])('rejects %s importing a name outside a shared subset', (_case, file, line) => {
    const messages = lintSource(file, `${line}\nexport const used = [];\n`);
    expect(messages.map((m) => m.ruleId)).toContain(GRAPH_RULE);
  });

  it('accepts names inside the shared subsets, and type imports of any name', () => {
    const messages = lintSource(
      'mfe-cards/src/good.ts',
      "import { useNavigate, type RouteObject } from 'react-router';\nimport type { UseQueryResult } from '@tanstack/react-query';\nimport { useTranslation } from 'react-i18next';\nexport const used: [unknown, RouteObject?, UseQueryResult?] = [useNavigate, undefined, undefined];\nexport const t = useTranslation;\n",
    );
    expect(messages).toEqual([]);
  });

  it('rejects an import cycle', () => {
    const messages = lintFiles(['platform-tools/test/lint-fixtures/cycle/first.ts']);
    expect(messages.map((m) => m.ruleId)).toContain('import-x/no-cycle');
  });
});

describe('the browser tests', () => {
  it("reject a spec that takes `test` from @playwright/test instead of the fixture that fails on policy violations", () => {
    const messages = lintSource('e2e/tests/bad.spec.ts', "import { test } from '@playwright/test';\ntest('x', () => {});\n");
    expect(messages.map((m) => m.ruleId)).toContain('no-restricted-imports');
  });

  it('accept a spec that takes `test` from the fixture and types from @playwright/test', () => {
    const messages = lintSource(
      'e2e/tests/good.spec.ts',
      "import type { Page } from '@playwright/test';\nimport { test } from './fixtures';\nexport const used: Array<Page | typeof test> = [test];\n",
    );
    expect(messages).toEqual([]);
  });
});
