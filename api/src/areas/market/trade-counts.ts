import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { RuleSet } from '../../engine/rule-sets';
import type { WorldDate } from '../../engine/world-rules';
import { playerCounters } from '../players/players-schema';
import { playerDailyCounters } from '../world/world-schema';
import { dailyTradeLimit } from './market-rules';

/** A player's trades: ever, on `today`, and how many a day allows. */
export async function tradeCountsOf(db: Db, player: { userId: string; ruleSet: RuleSet }, today: WorldDate) {
  const [[counters], [daily]] = await Promise.all([
    db
      .select({ tradeCount: playerCounters.tradeCount })
      .from(playerCounters)
      .where(and(eq(playerCounters.userId, player.userId), eq(playerCounters.ruleSet, player.ruleSet))),
    db
      .select({ value: playerDailyCounters.value })
      .from(playerDailyCounters)
      .where(
        and(
          eq(playerDailyCounters.userId, player.userId),
          eq(playerDailyCounters.ruleSet, player.ruleSet),
          eq(playerDailyCounters.date, today),
          eq(playerDailyCounters.counter, 'trades'),
        ),
      ),
  ]);
  return { tradeCount: counters?.tradeCount ?? 0, tradeCountToday: daily?.value ?? 0, tradeLimit: dailyTradeLimit };
}
