module.exports = { displayName: 'mfe-catalogue', preset: '@zu/shared-build' };
