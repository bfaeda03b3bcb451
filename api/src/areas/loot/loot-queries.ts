import { and, asc, between, sql, type SQL } from 'drizzle-orm';
import { ofPlayer, preparedQuery } from '../../db/prepared';
import { loots } from './loot-schema';

/**
 * What a loot map shows of a loot: the columns the loots_once_a_day index carries beside its key, so that a player's
 * year is read from that index alone (a few pages), not from the table, where a year's rows lie a page apart.
 */
const lootMapColumns = {
  date: loots.date,
  at: loots.at,
  type: loots.type,
  amount: loots.amount,
  baseAmount: loots.baseAmount,
  corporationAmount: loots.corporationAmount,
  subscriptionAmount: loots.subscriptionAmount,
  corporationBonusLevel: loots.corporationBonusLevel,
};

/** What a loot map shows of one loot. */
export type LootMapRow = Pick<typeof loots.$inferSelect, keyof typeof lootMapColumns>;

const lootQueryOver = (name: string, period: SQL) =>
  preparedQuery((db) =>
    db
      .select(lootMapColumns)
      .from(loots)
      .where(and(ofPlayer(loots), period))
      .orderBy(asc(loots.date), asc(loots.at))
      .prepare(name),
  );

/**
 * A player's loots from one day (`from`) to another (`to`), both included (a range of the loots_once_a_day index).
 * Prepared: a loot map made from nothing runs it with the player's lookup.
 */
export const lootQuery = lootQueryOver(
  'player_loots',
  between(loots.date, sql.placeholder('from'), sql.placeholder('to')),
);

/** The same over the rolling year: the 365 days up to the world's date (`today`), as lootPeriod(0) says. */
export const rollingLootQuery = lootQueryOver(
  'player_loots_rolling',
  sql`${loots.date} between ${sql.placeholder('today')}::date - 364 and ${sql.placeholder('today')}::date`,
);
