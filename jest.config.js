// One jest run over every workspace (each keeps its own jest.config.js built on the shared preset).
module.exports = {
  projects: [
    '<rootDir>/shared-build',
    '<rootDir>/shared-contract',
    '<rootDir>/shared-auth',
    '<rootDir>/shared-ui',
    '<rootDir>/shared-platform',
    '<rootDir>/shell',
    '<rootDir>/mfe-catalogue',
    '<rootDir>/mfe-profile',
    '<rootDir>/mfe-leaderboards',
    '<rootDir>/mfe-gamemodes',
    '<rootDir>/mfe-market',
  ],
  maxWorkers: 2,
};
