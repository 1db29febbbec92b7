/**
 * @jest-environment node
 */
// Proves that `pnpm lint` enforces the package graph of CONVENTIONS.md and the decisions behind it
// (docs/decisions/0055-lint-what-the-decisions-say.md): the same ESLint configuration, run as
// `pnpm lint` runs it, rejects bad fixtures and accepts good ones; dependency-cruiser, run with the
// same configuration as in `pnpm lint`, rejects an import cycle, type-only imports counted.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fixture, importOf, root, ruleIds } from './lint-batch';

const depcruiseBin = path.join(root, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs');
const GRAPH_RULE = '@typescript-eslint/no-restricted-imports';
const ZONE_RULE = 'import-x/no-restricted-paths';

describe('the package graph', () => {
  const rejected = [
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
  ].map(([name, file, specifier]) => [name!, fixture(file!, importOf(specifier!))] as const);
  it.each(rejected)('rejects %s', (_case, messages) => {
    expect(ruleIds(messages())).toContain(GRAPH_RULE);
  });

  const overlays = fixture('mfe-cards/src/good.ts', "import { Menu } from 'shared-ui/overlays';\nexport const used = [Menu];\n");
  const ownFiles = fixture(
    'mfe-cards/src/good.ts',
    "import { CONTRACTS_VERSION } from 'shared-contracts';\nimport { Button } from 'shared-ui';\nimport remote from './remote';\nexport const used = [CONTRACTS_VERSION, Button, remote];\n",
  );
  it('accepts a remote importing shared-contracts, shared-ui and its own files', () => {
    expect(overlays()).toEqual([]);
    expect(ownFiles()).toEqual([]);
  });

  const subsets = [
    ['a remote', 'mfe-cards/src/bad.ts', "import { useFetcher } from 'react-router';"],
    ['the shell', 'host-shell/src/bad.ts', "import { useSuspenseQuery } from '@tanstack/react-query';"],
    ['shared-ui', 'shared-ui/src/bad.ts', "import { withTranslation } from 'react-i18next';"],
  ].map(([name, file, line]) => [name!, fixture(file!, `${line}\nexport const used = [];\n`)] as const);
  it.each(subsets)('rejects %s importing a name outside a shared subset', (_case, messages) => {
    expect(ruleIds(messages())).toContain(GRAPH_RULE);
  });

  const typeImports = fixture(
    'mfe-cards/src/good.ts',
    "import { useNavigate, type RouteObject } from 'react-router';\nimport type { UseQueryResult } from '@tanstack/react-query';\nimport { useTranslation } from 'react-i18next';\nexport const used: [unknown, RouteObject?, UseQueryResult?] = [useNavigate, undefined, undefined];\nexport const t = useTranslation;\n",
  );
  it('accepts names inside the shared subsets, and type imports of any name', () => {
    expect(overlays()).toEqual([]);
    expect(typeImports()).toEqual([]);
  });

});

describe("a remote's imports of shared-contracts", () => {
  const rejected = [
    ['the gateway client', 'mfe-settings/src/api/bad.ts', "import { API } from 'shared-contracts/gateway';", 'hostApi.gateway'],
    ['a type of the gateway client', 'mfe-settings/src/api/bad.ts', "import type { ApiSettings } from 'shared-contracts/gateway';", 'hostApi.gateway'],
    ["another remote's area", 'mfe-home/src/api/bad.ts', "import { SETTINGS_API } from 'shared-contracts/areas/settings/settings';", 'areas/home'],
    ["a type of another remote's area", 'mfe-cards/src/bad.ts', "import type { HomeSettings } from 'shared-contracts/areas/home/home';", 'areas/cards'],
    ["the shell's area", 'mfe-settings/src/bad.ts', "import { ACCOUNT_API } from 'shared-contracts/areas/shell/account';", 'areas/settings'],
  ].map(([name, file, line, hint]) => [name!, fixture(file!, `${line}\nexport const used = [];\n`), hint!] as const);
  it.each(rejected)('rejects %s, saying what to do instead', (_case, messages, hint) => {
    const graph = messages().filter((m) => m.ruleId === GRAPH_RULE);
    expect(graph).not.toHaveLength(0);
    expect(graph[0]!.message).toContain(hint);
  });

  const own = fixture(
    'mfe-settings/src/api/good.ts',
    "import { SETTINGS_API, type OtpRequest } from 'shared-contracts/areas/settings/settings';\nimport { DEVELOPERS_API } from 'shared-contracts/areas/settings/developers';\nimport { isOverdue } from 'shared-contracts/rules';\nexport const used: [unknown, unknown, unknown, OtpRequest?] = [SETTINGS_API, DEVELOPERS_API, isOverdue];\n",
  );
  const shell = fixture(
    'host-shell/src/good.ts',
    "import { API } from 'shared-contracts/gateway';\nimport { FEEDBACK_API } from 'shared-contracts/areas/shell/feedback';\nexport const used = [API, FEEDBACK_API];\n",
  );
  it('accepts its own area, the rules, and (in the shell) the gateway client and the shell area', () => {
    expect(own()).toEqual([]);
    expect(shell()).toEqual([]);
  });
});

describe('zones inside shared-contracts', () => {
  const rejected = [
    ['the singleton importing the rules', 'shared-contracts/src/contract/bad.ts', '../rules/format'],
    ['the singleton importing the registry', 'shared-contracts/src/contract/bad.ts', '../registry/compatibility'],
    ['the registry importing the rules', 'shared-contracts/src/registry/bad.ts', '../rules/format'],
    ['the rules importing an area', 'shared-contracts/src/rules/account/bad.ts', '../../areas/settings/settings'],
    ['the rules importing the gateway client', 'shared-contracts/src/rules/bad.ts', '../gateway/api'],
    ['an area importing the gateway client', 'shared-contracts/src/areas/cards/bad.ts', '../../gateway/api'],
    ['an area importing the testing kit', 'shared-contracts/src/areas/cards/bad.ts', '../../testing/fake-gateway'],
    ['the React kit importing the rules', 'shared-contracts/src/react/bad.ts', '../rules/format'],
    ['the gateway client importing the React kit', 'shared-contracts/src/gateway/bad.ts', '../react/save-file'],
  ].map(([name, file, specifier]) => [name!, fixture(file!, importOf(specifier!))] as const);
  it.each(rejected)('rejects %s', (_case, messages) => {
    expect(ruleIds(messages())).toContain(ZONE_RULE);
  });

  const typeOnly = fixture('shared-contracts/src/contract/bad.ts', "import type { Currency } from '../rules/format';\nexport type Used = Currency;\n");
  it('rejects a type-only import across a zone too', () => {
    expect(ruleIds(typeOnly())).toContain(ZONE_RULE);
  });

  const accepted = [
    ['the registry importing the singleton', 'shared-contracts/src/registry/good.ts', '../contract/entities'],
    ['the rules importing the registry', 'shared-contracts/src/rules/good.ts', '../registry/remote-routes'],
    ['an area importing the rules', 'shared-contracts/src/areas/cards/good.ts', '../../rules/format'],
    ['an area re-exporting another area', 'shared-contracts/src/areas/settings/good.ts', '../home/home'],
    ['the gateway client importing an area', 'shared-contracts/src/gateway/good.ts', '../areas/shell/feedback'],
    ['the testing kit importing the gateway client', 'shared-contracts/src/testing/good.ts', '../gateway/api'],
    ['a test of the rules using the testing kit', 'shared-contracts/src/rules/good.test.ts', '../testing/fake-host-api'],
  ].map(([name, file, specifier]) => [name!, fixture(file!, importOf(specifier!))] as const);
  it.each(accepted)('accepts %s', (_case, messages) => {
    expect(messages()).toEqual([]);
  });

  const exportAll = fixture('shared-contracts/src/rules/bad.ts', "export * from './format';\n");
  const exportAllAs = fixture('shared-contracts/src/rules/bad.ts', "export * as format from './format';\n");
  const exportList = fixture('shared-contracts/src/rules/good.ts', "export { formatMoney, type Currency } from './format';\n");
  it('rejects `export *` in shared-contracts and accepts a list of names', () => {
    for (const messages of [exportAll(), exportAllAs()]) {
      const syntax = messages.filter((m) => m.ruleId === 'no-restricted-syntax');
      expect(syntax).not.toHaveLength(0);
      expect(syntax[0]!.message).toContain('list the names');
    }
    expect(exportList()).toEqual([]);
  });
});

// One tool finds cycles: dependency-cruiser, as pnpm lint runs it, counting type-only imports
// (ESLint's import-x/no-cycle skipped those and took 70 % of the lint's time; decision 0055).
describe('import cycles', () => {
  /** dependency-cruiser over a fixture folder (the lint's configuration leaves the fixtures out; this run takes them in). */
  const cruise = (fixtureDir: string) =>
    spawnSync(process.execPath, [depcruiseBin, '--config', '.dependency-cruiser.cjs', '--output-type', 'err', '--exclude', '^$', fixtureDir], {
      cwd: root,
      encoding: 'utf8',
    });

  it.each([
    ['of value imports', 'cycle', 'cycle/first.ts'],
    ['of type-only imports', 'type-cycle', 'type-cycle/order.ts'],
  ])('fail dependency-cruiser: a cycle %s', (_kind, folder, file) => {
    const run = cruise(`platform-tools/test/lint-fixtures/${folder}`);
    expect(run.status).not.toBe(0);
    expect(run.stdout).toContain('no-circular');
    expect(run.stdout).toContain(file);
  });
});

describe('the browser tests', () => {
  const bad = fixture('e2e/tests/bad.spec.ts', "import { test } from '@playwright/test';\ntest('x', () => {});\n");
  const good = fixture(
    'e2e/tests/good.spec.ts',
    "import type { Page } from '@playwright/test';\nimport { test } from './fixtures';\nexport const used: Array<Page | typeof test> = [test];\n",
  );
  it("reject a spec that takes `test` from @playwright/test instead of the fixture that fails on policy violations", () => {
    expect(ruleIds(bad())).toContain('no-restricted-imports');
  });

  it('accept a spec that takes `test` from the fixture and types from @playwright/test', () => {
    expect(good()).toEqual([]);
  });
});
