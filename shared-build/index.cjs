// Node-side helpers of the build package. The Rspack factory is ESM: import '@zu/shared-build/rspack'.
module.exports = { jestPreset: require('./jest-preset.js') };
