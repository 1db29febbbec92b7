/** Unit tests of every package: TypeScript through SWC, jsdom unless a file asks for node. */
/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'jsdom',
  roots: [
    '<rootDir>/shared-contracts',
    '<rootDir>/shared-ui',
    '<rootDir>/host-shell',
    '<rootDir>/mfe-home',
    '<rootDir>/mfe-activation',
    '<rootDir>/mfe-cards',
    '<rootDir>/mfe-settings',
    '<rootDir>/mfe-notifications',
    '<rootDir>/platform-tools',
    '<rootDir>/bench',
    '<rootDir>/sandbox-gateway',
    '<rootDir>/deploy',
  ],
  testMatch: ['**/?(*.)test.ts?(x)'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '/lint-fixtures/'],
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } } },
    ],
  },
  moduleNameMapper: { '\\.css$': 'identity-obj-proxy' },
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
};
