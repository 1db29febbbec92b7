/** @jest-environment node */
// The gateway's request types come from its route schemas (docs/decisions/0056): no route casts
// request.body, query or params, and `pnpm lint` refuses a new cast or a hand-written route generic.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../../..');
const routes = path.resolve(__dirname, '../routes');
const CAST = /request\.(body|query|params)\s+as\b|<[^<>]+>\s*request\.(body|query|params)\b/;

type Message = { ruleId: string | null; message: string; line: number };

/** Lints fixtures in one ESLint process with the repository's configuration, each as `pnpm lint` would lint it at its file. */
function lint(fixtures: Array<{ file: string; source: string }>): Message[][] {
  const script = `
    import { ESLint } from 'eslint';
    let input = '';
    for await (const chunk of process.stdin) input += chunk;
    const eslint = new ESLint({ cwd: process.cwd() });
    const out = [];
    for (const { file, source } of JSON.parse(input)) out.push((await eslint.lintText(source, { filePath: file }))[0].messages);
    process.stdout.write(JSON.stringify(out));
  `;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], { cwd: root, input: JSON.stringify(fixtures), encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`ESLint failed on the fixtures: ${run.stderr}`);
  return JSON.parse(run.stdout) as Message[][];
}

test('no route casts request.body, query or params', () => {
  const casts = fs
    .readdirSync(routes)
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
    .flatMap((name) =>
      fs
        .readFileSync(path.join(routes, name), 'utf8')
        .split('\n')
        .flatMap((line, index) => (CAST.test(line) ? [`${name}:${index + 1}: ${line.trim()}`] : [])),
    );
  expect(casts).toEqual([]);
});

describe('the lint rule', () => {
  const BAD = [
    "import type { GatewayApp } from '../http/gateway-app';",
    'export function routes(app: GatewayApp): void {',
    "  app.post('/a', async (request) => (request.body as { a: string }).a);",
    "  app.get('/b', async (request) => (<{ b?: string }>request.query).b);",
    "  app.get<{ Params: { id: string } }>('/c/:id', async (request) => request.params.id);",
    "  app.get('/d/:id', async (request) => (request.params as { id: string } | undefined)?.id);",
    '}',
    '',
  ].join('\n');
  const GOOD = [
    "import type { GatewayApp } from '../http/gateway-app';",
    "import { objectSchema } from '../http/validation';",
    "const BODY = objectSchema({ a: { type: 'string' } }, ['a']);",
    'export function routes(app: GatewayApp): void {',
    "  app.post('/a', { schema: { body: BODY } }, async (request) => request.body.a);",
    '}',
    '',
  ].join('\n');

  let inRoutes: Message[], elsewhere: Message[], good: Message[];
  beforeAll(() => {
    [inRoutes, elsewhere, good] = lint([
      { file: 'sandbox-gateway/src/routes/fixture.ts', source: BAD },
      { file: 'sandbox-gateway/src/auth/fixture.ts', source: BAD },
      { file: 'sandbox-gateway/src/routes/fixture.ts', source: GOOD },
    ]) as [Message[], Message[], Message[]];
  }, 60_000); // one ESLint process loading the whole configuration: slow on a busy machine

  test('refuses a cast of the request and a hand-written route generic, on every line, in any gateway file', () => {
    const restricted = (messages: Message[]) => messages.filter((message) => message.ruleId === 'no-restricted-syntax');
    expect(restricted(inRoutes).map((message) => message.line)).toEqual([3, 4, 5, 6]);
    expect(restricted(inRoutes)[0]!.message).toContain('docs/decisions/0056');
    expect(restricted(elsewhere).map((message) => message.line)).toEqual([3, 4, 5, 6]);
  });

  test('accepts a handler that reads the request as its schema types it', () => {
    expect(good).toEqual([]);
  });
});
