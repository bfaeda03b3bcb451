module.exports = { displayName: 'shared-platform', preset: '@zu/shared-build' };
