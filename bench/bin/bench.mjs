#!/usr/bin/env node
// `pnpm bench`: compiles the benchmark's TypeScript (bench/src/runner) to ES modules in
// bench/.build/runner with SWC, then runs it. The sources stay TypeScript so that `pnpm typecheck`,
// `pnpm lint` and jest see them like every other package's.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { transformFileSync } from '@swc/core';

const source = path.resolve(import.meta.dirname, '../src/runner');
const output = path.resolve(import.meta.dirname, '../.build/runner');

rmSync(output, { recursive: true, force: true });
mkdirSync(output, { recursive: true });
for (const file of readdirSync(source)) {
  if (!file.endsWith('.ts') || file.endsWith('.test.ts') || file.endsWith('.d.ts')) continue;
  const { code } = transformFileSync(path.join(source, file), {
    // `with { type: 'json' }` stays: Node's ES modules import JSON (the catalogue) only with it.
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022', baseUrl: source, experimental: { keepImportAttributes: true } },
    // `./budgets` becomes `./budgets.mjs`, as Node's ES modules need.
    module: { type: 'es6', resolveFully: true, outFileExtension: 'mjs' },
  });
  writeFileSync(path.join(output, file.replace(/\.ts$/, '.mjs')), code);
}

const { main } = await import(pathToFileURL(path.join(output, 'cli.mjs')).href);
main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error) => {
    process.stderr.write(`✖ bench: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 2;
  },
);
