module.exports = { displayName: 'mfe-profile', preset: '@zu/shared-build' };
