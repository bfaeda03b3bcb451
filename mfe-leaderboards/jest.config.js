module.exports = { displayName: 'mfe-leaderboards', preset: '@zu/shared-build' };
