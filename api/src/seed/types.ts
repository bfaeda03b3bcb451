import type * as schema from '../db/schema';

export type PackRow = typeof schema.packs.$inferInsert;
export type ItemRow = typeof schema.items.$inferInsert;
export type FusionRow = typeof schema.fusions.$inferInsert;
export type FusionInputRow = typeof schema.fusionInputs.$inferInsert;
export type EvolutionRow = typeof schema.evolutions.$inferInsert;
export type EvolutionStepRow = typeof schema.evolutionSteps.$inferInsert;
export type RecycleConfigRow = typeof schema.recycleConfig.$inferInsert;
export type PostRow = typeof schema.posts.$inferInsert;
export type GameFeatureRow = typeof schema.gameFeatures.$inferInsert;
export type AppSettingsRow = typeof schema.appSettings.$inferInsert;
export type RankRow = typeof schema.ranks.$inferInsert;
export type BannerRow = typeof schema.banners.$inferInsert;
export type UserRow = typeof schema.users.$inferInsert;
export type PlayerAccountRow = typeof schema.playerAccounts.$inferInsert;
export type UserBannerRow = typeof schema.userBanners.$inferInsert;
export type CorporationRow = typeof schema.corporations.$inferInsert;
export type CorporationMemberRow = typeof schema.corporationMembers.$inferInsert;
export type ShopEntryRow = typeof schema.shopEntries.$inferInsert;
export type SeedInfoRow = typeof schema.seedInfo.$inferInsert;
export type WorldClockRow = typeof schema.worldClock.$inferInsert;

export type SeedScale = 'small' | 'medium' | 'large';

export interface SeedOptions {
  scale: SeedScale;
  /** The world's last played day (YYYY-MM-DD, Paris); the tests' fixed day when absent. */
  today?: string;
  /** Tests only: sizes of their own instead of the scale's. */
  settings?: ScaleSettings;
}

/** The generated rows the world is played on (see `generateBaseSeed`). */
export interface BaseSeedData {
  ranks: RankRow[];
  banners: BannerRow[];
  gameFeatures: GameFeatureRow[];
  appSettings: AppSettingsRow[];
  recycleConfig: RecycleConfigRow[];
  packs: PackRow[];
  items: ItemRow[];
  fusions: FusionRow[];
  fusionInputs: FusionInputRow[];
  evolutions: EvolutionRow[];
  evolutionSteps: EvolutionStepRow[];
  users: UserRow[];
  posts: PostRow[];
  playerAccounts: PlayerAccountRow[];
  userBanners: UserBannerRow[];
  corporations: CorporationRow[];
  corporationMembers: CorporationMemberRow[];
  /** One row: which generator version, scale and reference date the world was made with. */
  seedInfo: SeedInfoRow[];
  /** One row: the world's date, the reference day of the seed. */
  worldClock: WorldClockRow[];
}

/**
 * Every row the seed inserts, table by table. Each key is the name the table is exported under from
 * `db/schema.ts`; the loader works out the order from the foreign keys, so a new table only needs its rows here.
 */

export interface ScaleSettings {
  userCount: number;
  corporationsPerRuleSet: number;
  /** Share of the players who play as the occasional crowd (cheap to play; see the world's habits). */
  occasionalShare: number;
  /** Played and written as a stream of COPY files (generateStreamedSeed) rather than as rows in memory. */
  streamed: boolean;
  /**
   * Streamed scales: the old generation each rule set's worker may grow to, in MB. The live data (the players'
   * states, the history rows that get updated) is about 16 KB per NORMAL account; left to itself, V8 lets a worker
   * that allocates this fast grow to several times that before collecting hard, so the bound is set at a few times
   * the live data.
   */
  workerHeapMb?: number;
  /**
   * Each worker's young generation, in MB (512 when absent). The large world's young collections cost more per
   * byte they keep (a bigger heap behind them): a larger young generation keeps fewer bytes, less often.
   */
  workerYoungMb?: number;
}

export const scaleSettings: Record<SeedScale, ScaleSettings> = {
  small: { userCount: 150, corporationsPerRuleSet: 12, occasionalShare: 0, streamed: false },
  /** The bench's middle point: the large scale's mix at a tenth of its players. */
  medium: { userCount: 10_000, corporationsPerRuleSet: 60, occasionalShare: 0.99, streamed: true, workerHeapMb: 768 },
  large: {
    userCount: 100_000,
    corporationsPerRuleSet: 600,
    occasionalShare: 0.99,
    streamed: true,
    workerHeapMb: 4_096,
    workerYoungMb: 2_048,
  },
};
