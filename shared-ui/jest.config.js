module.exports = { displayName: 'shared-ui', preset: '@zu/shared-build' };
