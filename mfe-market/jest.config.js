module.exports = { displayName: 'mfe-market', preset: '@zu/shared-build' };
