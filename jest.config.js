/** Unit tests of every package: TypeScript through SWC, jsdom unless a file asks for node. */
const catalogue = require('./platform-tools/catalogue.json');

/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'jsdom',
  // Many gateway tests start a seeded gateway per test (5,000 card payments among the seed): on a
  // 2-core machine running two workers that can pass jest's default 5 s, which is not a failure.
  testTimeout: 20_000,
  // One worker per core: jest's default keeps a core for itself, which on CI's two cores halves the run.
  maxWorkers: '100%',
  roots: [
    '<rootDir>/shared-contracts',
    '<rootDir>/shared-ui',
    '<rootDir>/host-shell',
    // every remote of the one catalogue of services
    ...catalogue.remotes.map((remote) => `<rootDir>/${remote.package}`),
    '<rootDir>/platform-tools',
    '<rootDir>/bench',
    '<rootDir>/sandbox-gateway',
    '<rootDir>/deploy',
  ],
  testMatch: ['**/?(*.)test.ts?(x)'],
  // The time budgets (sandbox-gateway/src/measure/) run apart: `pnpm unit` runs them after the rest,
  // with MDP_MEASURE=1 and one worker, so no other suite shares the cores while they time themselves.
  // The images' serving tests (nginx, the static images' start script) need nginx and a build:
  // `pnpm serving:nginx` runs them after the build, with MDP_REQUIRE_NGINX_SERVING=1, and the unit
  // run leaves them to it (it ran them twice in `pnpm test`, 37 s of a worker's time).
  ...(process.env.MDP_MEASURE === '1'
    ? { testPathIgnorePatterns: ['/node_modules/', '/dist/'], testMatch: ['**/src/measure/**/?(*.)test.ts'] }
    : {
        testPathIgnorePatterns: [
          '/node_modules/',
          '/dist/',
          '/lint-fixtures/',
          '/src/measure/',
          ...(process.env.MDP_REQUIRE_NGINX_SERVING === '1' ? [] : ['/deploy/test/(nginx-serving|start-script)\\.test\\.ts$']),
        ],
      }),
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } } },
    ],
  },
  moduleNameMapper: { '\\.css$': 'identity-obj-proxy' },
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
};
