// Import cycles, type-only imports included (docs/decisions/0055-lint-what-the-decisions-say.md).
// ESLint's import-x/no-cycle skips `import type`, so a cycle made of types alone passes it; here the
// TypeScript sources are read before compilation (tsPreCompilationDeps), where type imports still
// stand. `pnpm lint` runs it after ESLint.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'An import cycle, counting type-only imports: split the shared part into a module both import.',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['node_modules', '(^|/)dist/', '(^|/)\\.build/', '(^|/)(test-results|playwright-report|coverage)/', 'lint-fixtures'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.mjs', '.js', '.cjs', '.d.ts', '.json'],
    },
  },
};
