module.exports = { displayName: 'shared-auth', preset: '@zu/shared-build' };
