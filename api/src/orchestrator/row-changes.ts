// The shapes of what records write (record-row-changes.ts builds them, history-writer.ts and the seed apply them): inserts
// into history tables, typed by Drizzle's insert types, and a few updates described as plain data.
import type { RuleSet } from '../engine/rule-sets';
import {
  corporationGifts,
  corporationLogs,
  corporationMembers,
  corporations,
} from '../areas/corporations/corporations-schema';
import { invocations } from '../areas/invocations/invocations-schema';
import { loots } from '../areas/loot/loot-schema';
import { tickets } from '../areas/lucky/lucky-schema';
import { tradeOffers, trades } from '../areas/market/market-schema';
import { userBanners } from '../areas/players/players-schema';
import { shopPurchases } from '../areas/shop/shop-schema';
import { subscriptions } from '../areas/subscriptions/subscriptions-schema';
import { towerAttempts } from '../areas/tower/tower-schema';
import { actionLog, hardcoreRuns } from '../areas/world/world-schema';
import type { WorldDate } from '../engine/world-rules';
import type { CorporationRole } from '../engine/record-types';

/** The tables records append to, by the name the row descriptions use. */
export const historyTables = {
  actionLog,
  loots,
  invocations,
  towerAttempts,
  hardcoreRuns,
  subscriptions,
  tickets,
  userBanners,
  tradeOffers,
  trades,
  shopPurchases,
  corporations,
  corporationMembers,
  corporationLogs,
  corporationGifts,
} as const;
export type HistoryTables = typeof historyTables;
export type HistoryTable = keyof HistoryTables;

export type RowInsert = {
  [K in HistoryTable]: { op: 'insert'; table: K; row: HistoryTables[K]['$inferInsert'] };
}[HistoryTable];

/** Changes to rows an earlier record wrote, or rows found through another key (the caller resolves it). */
export type RowUpdate =
  | {
      /** The player's open run (end_date null) of that season, started that day. */
      op: 'closeHardcoreRun';
      userId: string;
      seasonId: string;
      startDate: WorldDate;
      set: { endDate: WorldDate; failedDate: WorldDate | null; endReason: 'MISSED_DAILY' | 'SEASON_END' };
    }
  | {
      /** Only while not scratched yet. */
      op: 'scratchTicket';
      userId: string;
      ticketId: string;
      set: { scratchedAt: Date; jackpotWon: number };
    }
  | {
      /** A lucky_links row, then every ticket of the player's rule set not scratched yet moves onto it. */
      op: 'makeLuckyLink';
      userId: string;
      ruleSet: RuleSet;
      code: string;
      createdDate: WorldDate;
    }
  | { op: 'leaveCorporation'; userId: string; ruleSet: RuleSet; corporationId: string }
  | { op: 'setCorporationRole'; userId: string; ruleSet: RuleSet; corporationId: string; role: CorporationRole }
  | {
      /** A new description, and the corporation's modified date. */
      op: 'describeCorporation';
      ruleSet: RuleSet;
      corporationId: string;
      description: string;
      at: Date;
    }
  | {
      /** A calendar_openings row for the rule set's box of that year and index. */
      op: 'openCalendarBox';
      userId: string;
      ruleSet: RuleSet;
      year: number;
      index: number;
      openedAt: Date;
    }
  | {
      /** Adds to the player_challenges row of the period's challenge, creating it at 0 first. */
      op: 'addChallengeProgress';
      userId: string;
      ruleSet: RuleSet;
      periodBeginDate: WorldDate;
      challengeId: string;
      delta: number;
    }
  | {
      op: 'completeChallenge';
      userId: string;
      ruleSet: RuleSet;
      periodBeginDate: WorldDate;
      challengeId: string;
      completedDate: Date;
      score: number;
    }
  | {
      /** The player_achievements row, progress at the achievement's target (which the achievements table holds). */
      op: 'unlockAchievement';
      userId: string;
      ruleSet: RuleSet;
      achievementId: string;
      unlockedAt: Date;
    }
  | {
      /** A hardcore wipe: progress back to 0 on the challenges of the player's latest period (completions stay). */
      op: 'resetChallengeProgress';
      userId: string;
      ruleSet: RuleSet;
    };

export type RowChange = RowInsert | RowUpdate;

/** Whose record it is, and where new ids come from (a seeded PRNG's uuid in the seed, randomUUID live). */
export interface RecordOwner {
  userId: string;
  ruleSet: RuleSet;
  newId: () => string;
}
