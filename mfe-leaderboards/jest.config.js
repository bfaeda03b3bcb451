module.exports = {
  displayName: 'mfe-leaderboards',
  preset: '@zu/shared-build',
  setupFilesAfterEnv: ['<rootDir>/src/testing/jest-setup.ts'],
};
