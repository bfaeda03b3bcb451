export { generateSeed, generateSeedCatalogue } from './generate';
export { generateStreamedSeed, streamedTableKeys, type StreamedSeed } from './generate-streamed';
export {
  DROP_INDEXES_ABOVE,
  loadSeed,
  readSeedInfo,
  seedStatus,
  type LoadOptions,
  type LoadReport,
  type SeedStatus,
  type TableLoad,
} from './load';
export { SEED_VERSION } from './version';
export { REFERENCE_DATE, referenceNow } from './dates';
export { wellKnownAccounts, type WellKnownAccount, type WellKnownAccountKey } from './content/players';
export { scaleSettings, type SeedOptions, type SeedScale } from './types';
export { type SeedData } from './world-seed';
