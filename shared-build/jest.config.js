module.exports = {
  displayName: 'shared-build',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.test.js'],
  transform: {},
};
