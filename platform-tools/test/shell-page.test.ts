/**
 * @jest-environment node
 */
// The shell's server decides which remotes a page preloads (platform-tools/shell-page.mjs) with its
// own copy of the route rule, as plain Node cannot import the TypeScript one: both must answer the
// same for every route the remotes declare.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { routeMatches } from 'shared-contracts/registry';
import catalogue from '../catalogue.json';

const ROOT = path.resolve(__dirname, '../..');
const declaredRoutes = catalogue.remotes.flatMap((remote) => {
  const declaration = JSON.parse(readFileSync(path.join(ROOT, remote.package, 'declaration.json'), 'utf8')) as { routes: Array<{ path: string }> };
  return declaration.routes.map((route) => route.path);
});
const pathnames = ['/', '/home', '/home/', '/homes', '/login', '/credit_cards', '/credit_cards/', '/credit_cards/payment/py_1', '/credit_cardsX', '/settings', '/settings/developers', '/activation', '/activation/step/2', '/activity-logs', '/callbacks/x', '/notification-center'];
const cases = declaredRoutes.flatMap((pattern) => pathnames.map((pathname) => [pattern, pathname] as const));

function serverAnswers(): boolean[] {
  const code = `
    import { routeMatches } from './shell-page.mjs';
    const cases = JSON.parse(process.argv[1]);
    process.stdout.write(JSON.stringify(cases.map(([pattern, pathname]) => routeMatches(pattern, pathname))));`;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', code, JSON.stringify(cases)], { cwd: path.join(ROOT, 'platform-tools'), encoding: 'utf8' });
  if (run.status !== 0) throw new Error(run.stderr);
  return JSON.parse(run.stdout) as boolean[];
}

it("matches paths to declared routes exactly as the shell's router does", () => {
  expect(declaredRoutes.length).toBeGreaterThan(5);
  const answers = serverAnswers();
  expect(cases.map(([pattern, pathname], index) => [pattern, pathname, answers[index]])).toEqual(
    cases.map(([pattern, pathname]) => [pattern, pathname, routeMatches(pattern, pathname)]),
  );
  // The table is not trivially all false or all true.
  expect(new Set(answers).size).toBe(2);
});
