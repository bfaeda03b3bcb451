module.exports = { displayName: 'shared-contract', preset: '@zu/shared-build' };
