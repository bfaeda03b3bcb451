module.exports = { displayName: 'mfe-gamemodes', preset: '@zu/shared-build' };
