// The reference rows the simulated world creates, typed as the tables take them.
import type { achievementCategories, achievements } from '../../areas/achievements/achievements-schema';
import type { bossDamages, bosses } from '../../areas/boss/boss-schema';
import type { calendarBoxes } from '../../areas/calendar/calendar-schema';
import type { ChallengePeriodRow, PeriodChallengeRow } from '../../areas/challenges/challenge-period-rows';
import type { challenges } from '../../areas/challenges/challenges-schema';
import type { eventItems, events } from '../../areas/invocations/invocations-schema';
import type { ShopEntryRow } from '../../areas/shop/shop-restock-rows';
import type {
  reputationLevels,
  reputations,
  towerFloorDropRates,
  towerFloors,
  tournaments,
  towers,
  towerSeasons,
} from '../../areas/tower/tower-schema';
import type { hardcoreSeasons } from '../../areas/world/world-schema';
import type { giveawayEntries, giveaways } from '../../areas/giveaways/giveaway-schema';

export type HardcoreSeasonRow = typeof hardcoreSeasons.$inferInsert;
export type ReputationRow = typeof reputations.$inferInsert;
export type ReputationLevelRow = typeof reputationLevels.$inferInsert;
export type TowerRow = typeof towers.$inferInsert;
export type TowerFloorRow = typeof towerFloors.$inferInsert;
export type TowerFloorDropRateRow = typeof towerFloorDropRates.$inferInsert;
export type TowerSeasonRow = typeof towerSeasons.$inferInsert;
export type TournamentRow = typeof tournaments.$inferInsert;
export type { TournamentBattleRow, TournamentRoundRow } from '../../areas/tower/tournament-rows';
export type ChallengeRow = typeof challenges.$inferInsert;
export type AchievementCategoryRow = typeof achievementCategories.$inferInsert;
export type AchievementRow = typeof achievements.$inferInsert;
export type EventRow = typeof events.$inferInsert;
export type EventItemRow = typeof eventItems.$inferInsert;
export type CalendarBoxRow = typeof calendarBoxes.$inferInsert;
export type BossSeedRow = typeof bosses.$inferInsert;
export type BossDamageSeedRow = typeof bossDamages.$inferInsert;
export type GiveawayRow = typeof giveaways.$inferInsert;
export type GiveawayEntryRow = typeof giveawayEntries.$inferInsert;

import type { TournamentBattleRow, TournamentRoundRow } from '../../areas/tower/tournament-rows';

export interface WorldReferenceRows {
  hardcoreSeasons: HardcoreSeasonRow[];
  reputations: ReputationRow[];
  reputationLevels: ReputationLevelRow[];
  towers: TowerRow[];
  towerFloors: TowerFloorRow[];
  towerFloorDropRates: TowerFloorDropRateRow[];
  towerSeasons: TowerSeasonRow[];
  challenges: ChallengeRow[];
  challengePeriods: ChallengePeriodRow[];
  periodChallenges: PeriodChallengeRow[];
  achievementCategories: AchievementCategoryRow[];
  achievements: AchievementRow[];
  events: EventRow[];
  eventItems: EventItemRow[];
  /** The échoppe's offers of every simulated day, with the stock left once the world has played. */
  shopEntries: ShopEntryRow[];
  calendarBoxes: CalendarBoxRow[];
  /** The Arène of each Vortex season over, played up to the last day (filled once the world has played). */
  tournaments: TournamentRow[];
  tournamentRounds: TournamentRoundRow[];
  tournamentBattles: TournamentBattleRow[];
  /** The past boss of each rule set the world reaches back to, and its attackers (filled once the world has played). */
  bosses: BossSeedRow[];
  bossDamages: BossDamageSeedRow[];
  /** Every giveaway of the span, the last one open, and their entries (filled once the world has played). */
  giveaways: GiveawayRow[];
  giveawayEntries: GiveawayEntryRow[];
}

export function emptyReferenceRows(): WorldReferenceRows {
  return {
    hardcoreSeasons: [],
    reputations: [],
    reputationLevels: [],
    towers: [],
    towerFloors: [],
    towerFloorDropRates: [],
    towerSeasons: [],
    challenges: [],
    challengePeriods: [],
    periodChallenges: [],
    achievementCategories: [],
    achievements: [],
    events: [],
    eventItems: [],
    shopEntries: [],
    calendarBoxes: [],
    tournaments: [],
    tournamentRounds: [],
    tournamentBattles: [],
    bosses: [],
    bossDamages: [],
    giveaways: [],
    giveawayEntries: [],
  };
}
