// The one jest preset of the repository: every browser-side workspace's jest.config.js names it.
// Each line answers a gap met in practice: MSW 2's ESM dependencies, Chakra's DOM needs, keycloak-js on Node 20.
const path = require('node:path');
/** @param {string} file */
const r = (file) => path.join(__dirname, 'jest', file);

module.exports = {
  testEnvironment: 'jest-fixed-jsdom',
  setupFiles: [r('node20-polyfills.js'), r('dom-polyfills.js')],
  setupFilesAfterEnv: [r('setup-after-env.js')],
  transform: {
    '^.+\\.(m|c)?[tj]sx?$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } } },
    ],
  },
  transformIgnorePatterns: [
    '/node_modules/(?!(msw|@mswjs|@msw|rettime|until-async|@open-draft|cookie|keycloak-js|typebox)/)',
  ],
  moduleNameMapper: {
    '\\.(css)$': r('style-mock.js'),
    '\\.(png|jpe?g|gif|svg|webp|woff2?)$': r('file-mock.js'),
  },
  globals: { __ZU_BUILD_ID__: 'test' },
  testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}', '<rootDir>/dev/**/*.test.{ts,tsx}'],
};
