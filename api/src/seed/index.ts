export { generateSeed } from './generate';
export { isSeeded, loadSeed, type LoadOptions } from './load';
export { REFERENCE_DATE, referenceNow } from './dates';
export { wellKnownAccounts, type WellKnownAccount, type WellKnownAccountKey } from './content/players';
export { scaleSettings, type SeedData, type SeedOptions, type SeedScale } from './types';
