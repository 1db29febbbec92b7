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
    ['shared-ui bringing its own i18next', 'shared-ui/src/bad.ts', 'i18next'],
    ['shared-ui using react-i18next', 'shared-ui/src/bad.ts', 'react-i18next'],
    ['a remote importing the headless library past shared-ui', 'mfe-cards/src/bad.ts', 'react-aria-components/Menu'],
    ['the shell importing the headless library past shared-ui', 'host-shell/src/bad.ts', 'react-aria-components'],
  ])('rejects %s', (_case, file, specifier) => {
    const messages = lintSource(file, `import * as forbidden from '${specifier}';\nexport const used = [forbidden];\n`);
    expect(messages.map((m) => m.ruleId)).toContain(GRAPH_RULE);
  });

  it('accepts a remote importing shared-contracts, shared-ui and its own files', () => {
    const overlays = lintSource('mfe-cards/src/good.ts', "import { Menu } from 'shared-ui/overlays';\nexport const used = [Menu];\n");
    expect(overlays).toEqual([]);
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
    const overlays = lintSource('mfe-cards/src/good.ts', "import { Menu } from 'shared-ui/overlays';\nexport const used = [Menu];\n");
    expect(overlays).toEqual([]);
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

describe('raw browser globals in remotes and shared packages', () => {
  const WRAPPER_RULES = ['no-restricted-globals', 'no-restricted-properties'];
  const wrapperMessages = (file: string, source: string) =>
    lintSource(file, `${source}\nexport {};\n`).filter((m) => m.ruleId && WRAPPER_RULES.includes(m.ruleId));

  it.each([
    ['localStorage', 'mfe-home/src/bad.ts', "localStorage.setItem('a', '1');", 'hostApi.storage'],
    ['window.sessionStorage', 'mfe-cards/src/bad.ts', "window.sessionStorage.getItem('a');", 'hostApi.storage'],
    ['fetch', 'mfe-settings/src/api/bad.ts', "void fetch('/api/x');", 'hostApi.gateway'],
    ['window.fetch', 'mfe-notifications/src/bad.ts', "void window.fetch('/api/x');", 'hostApi.gateway'],
    ['XMLHttpRequest', 'mfe-home/src/bad.ts', 'new XMLHttpRequest();', 'hostApi.gateway'],
    ['document.cookie', 'mfe-activation/src/bad.ts', "document.cookie = 'a=1';", 'hostApi.session'],
    ['window.history.go', 'mfe-activation/src/bad.ts', 'window.history.go(-1);', 'hostApi.go'],
    ['history.pushState', 'mfe-cards/src/bad.ts', "history.pushState(null, '', '/x');", 'hostApi.navigate'],
    ['a location write', 'mfe-cards/src/bad.ts', "window.location.href = 'https://evil.test';", 'hostApi.navigate'],
    ['location.assign', 'mfe-home/src/bad.ts', "location.assign('/x');", 'hostApi.navigate'],
    ['window.open', 'mfe-notifications/src/bad.ts', "window.open('https://evil.test');", 'hostApi.navigate'],
    ['fetch in shared-ui', 'shared-ui/src/bad.tsx', "void fetch('/api/x');", 'hostApi.gateway'],
    ['storage in shared-contracts', 'shared-contracts/src/rules/bad.ts', "localStorage.getItem('a');", 'hostApi.storage'],
  ])('rejects %s, pointing to the service to use', (_case, file, source, service) => {
    const messages = wrapperMessages(file, source);
    expect(messages).not.toHaveLength(0);
    expect(messages[0]!.message).toContain(service);
  });

  it('exempts only the wrapper files and tests', () => {
    expect(wrapperMessages('shared-contracts/src/gateway/client/gateway-client.ts', "void fetch('/api/x');")).toEqual([]);
    expect(wrapperMessages('mfe-home/src/thing.test.ts', "localStorage.setItem('a', '1');")).toEqual([]);
    expect(wrapperMessages('mfe-home/src/features/home/use-thing.ts', "void fetch('/api/x');")).not.toEqual([]);
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
