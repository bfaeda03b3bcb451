module.exports = { displayName: 'shell', preset: '@zu/shared-build' };
