// The database twin of applyEffects: applies an accepted action (the actor's effects, then each related player's)
// inside the caller's transaction. Every change that could take a value below zero is one guarded statement
// (`set balance = balance + d where balance + d >= 0`); when the guard holds back, the action is refused with the
// engine's own code and the caller's transaction rolls everything back. The state tables' per-player rows are
// created on first use, so a player the seed never played can act at once.
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import type { RuleSet } from '../engine/rule-sets';
import { pityCounterStart, inventoryKey } from '../engine/player-state';
import { inventories, playerAccounts, playerCounters } from '../areas/players/players-schema';
import { playerReputations, playerTowerStats } from '../areas/tower/tower-schema';
import {
  notEnoughCurrency,
  notEnoughItems,
  refuse,
  type Accepted,
  type CounterName,
  type Effects,
} from '../engine/effects';
import { currencies } from '../engine/record-types';
import { writeRowChanges } from './history-writer';
import { recordRows } from './record-row-changes';
import type { GameRecord } from '../engine/records';
import { accountNotFound, refusalError } from '../lib/refusals';
import { applySharedDeltas } from './shared-writer';
import { playerDailyCounters } from '../areas/world/world-schema';

export interface ActionScope {
  userId: string;
  ruleSet: RuleSet;
  /** The action's instant (a closed offer's closedAt, a treasury's modifiedDate). */
  now: Date;
}

const negativeCounter = refuse('NEGATIVE_COUNTER', 'Compteur invalide.');

/** Applies `result` (the actor's effects, then every related player's) in the caller's transaction. */
export async function applyActionEffects(
  db: Db,
  scope: ActionScope,
  result: Pick<Accepted<unknown>, 'effects' | 'related'>,
  newId: () => string,
): Promise<void> {
  await applyPlayerEffects(db, scope, result.effects, newId);
  for (const related of result.related) {
    await applyPlayerEffects(db, { ...scope, userId: related.userId }, related.effects, newId);
  }
}

/** One player's effects, in applyEffects' order: currencies, inventory, counters, day counters, records, shared. */
export async function applyPlayerEffects(db: Db, scope: ActionScope, effects: Effects, newId: () => string) {
  const { userId, ruleSet } = scope;
  const mine = (table: { userId: AnyPgColumn; ruleSet: AnyPgColumn }) =>
    and(eq(table.userId, userId), eq(table.ruleSet, ruleSet));
  await db.insert(playerCounters).values({ userId, ruleSet, invokeBeforePity: pityCounterStart }).onConflictDoNothing();

  await applyCurrencies(db, scope, effects, mine(playerAccounts));
  await applyInventory(db, scope, effects, newId);
  await applyCounters(db, effects, mine(playerCounters));
  for (const { counter, date, delta } of effects.dailyCounters) {
    const updated = await db
      .insert(playerDailyCounters)
      .values({ userId, ruleSet, date, counter, value: delta })
      .onConflictDoUpdate({
        target: [
          playerDailyCounters.userId,
          playerDailyCounters.ruleSet,
          playerDailyCounters.date,
          playerDailyCounters.counter,
        ],
        set: { value: sql`${playerDailyCounters.value} + ${delta}` },
        setWhere: sql`${playerDailyCounters.value} + ${delta} >= 0`,
      })
      .returning({ value: playerDailyCounters.value });
    if (updated.length === 0) throw refusalError(negativeCounter);
  }
  for (const record of effects.records) {
    await writeRowChanges(db, recordRows(record, { userId, ruleSet, newId }));
    await applyRecordToState(db, scope, record);
  }
  await applySharedDeltas(db, scope, effects.shared);
}

async function applyCurrencies(db: Db, scope: ActionScope, effects: Effects, where: SQL | undefined) {
  const changed = currencies.filter((currency) => (effects.currencies[currency] ?? 0) !== 0);
  if (changed.length === 0) return;
  const set: Partial<Record<(typeof currencies)[number], SQL>> = {};
  const guards: SQL[] = [];
  for (const currency of changed) {
    const delta = effects.currencies[currency] ?? 0;
    set[currency] = sql`${playerAccounts[currency]} + ${delta}`;
    if (delta < 0) guards.push(sql`${playerAccounts[currency]} + ${delta} >= 0`);
  }
  const updated = await db
    .update(playerAccounts)
    .set(set)
    .where(and(where, ...guards))
    .returning({ userId: playerAccounts.userId });
  if (updated.length > 0) return;
  // Held back: name the first currency short, as applyEffects would.
  const [held] = await db.select().from(playerAccounts).where(where);
  if (!held) throw accountNotFound(scope.ruleSet);
  const short = changed.find((currency) => held[currency] + (effects.currencies[currency] ?? 0) < 0);
  throw refusalError(short ? notEnoughCurrency[short] : negativeCounter);
}

/**
 * Deltas on one entry are summed first (a constellation moving up a level touches two entries, never one twice),
 * then each entry is one statement: an upsert to add, a delete when the last copies go, a guarded update otherwise.
 */
async function applyInventory(db: Db, { userId, ruleSet }: ActionScope, effects: Effects, newId: () => string) {
  const net = new Map<string, { itemId: string; shinyLevel: number; upgradeLevel: number; quantity: number }>();
  for (const delta of effects.inventory) {
    const key = inventoryKey(delta.itemId, delta.shinyLevel, delta.upgradeLevel);
    const entry = net.get(key);
    if (entry) entry.quantity += delta.quantity;
    else net.set(key, { ...delta });
  }
  for (const { itemId, shinyLevel, upgradeLevel, quantity } of net.values()) {
    if (quantity === 0) continue;
    const entry = and(
      eq(inventories.userId, userId),
      eq(inventories.ruleSet, ruleSet),
      eq(inventories.itemId, itemId),
      eq(inventories.shinyLevel, shinyLevel),
      eq(inventories.upgradeLevel, upgradeLevel),
    );
    if (quantity > 0) {
      await db
        .insert(inventories)
        .values({ id: newId(), userId, ruleSet, itemId, shinyLevel, upgradeLevel, quantity })
        .onConflictDoUpdate({
          target: [
            inventories.userId,
            inventories.ruleSet,
            inventories.itemId,
            inventories.shinyLevel,
            inventories.upgradeLevel,
          ],
          set: { quantity: sql`${inventories.quantity} + ${quantity}` },
        });
      continue;
    }
    const deleted = await db
      .delete(inventories)
      .where(and(entry, eq(inventories.quantity, -quantity)))
      .returning({ id: inventories.id });
    if (deleted.length > 0) continue;
    const updated = await db
      .update(inventories)
      .set({ quantity: sql`${inventories.quantity} + ${quantity}` })
      .where(and(entry, sql`${inventories.quantity} + ${quantity} > 0`))
      .returning({ id: inventories.id });
    if (updated.length === 0) throw refusalError(notEnoughItems);
  }
}

async function applyCounters(db: Db, effects: Effects, where: SQL | undefined) {
  const net = new Map<CounterName, number>();
  for (const { counter, delta } of effects.counters) net.set(counter, (net.get(counter) ?? 0) + delta);
  const set: Partial<Record<CounterName, SQL>> = {};
  const guards: SQL[] = [];
  for (const [counter, delta] of net) {
    if (delta === 0) continue;
    set[counter] = sql`${playerCounters[counter]} + ${delta}`;
    if (delta < 0) guards.push(sql`${playerCounters[counter]} + ${delta} >= 0`);
  }
  if (Object.keys(set).length === 0) return;
  const updated = await db
    .update(playerCounters)
    .set(set)
    .where(and(where, ...guards))
    .returning({ userId: playerCounters.userId });
  if (updated.length === 0) throw refusalError(negativeCounter);
}

/** What a record changes in the state tables: the twin of applyEffects' foldRecord. */
async function applyRecordToState(db: Db, { userId, ruleSet }: ActionScope, record: GameRecord) {
  const counters = and(eq(playerCounters.userId, userId), eq(playerCounters.ruleSet, ruleSet));
  switch (record.kind) {
    case 'actionLog':
      // The daily turn is the world's doing, not a command of the player's.
      if (record.action === 'DAILY_TURN') return;
      await db
        .update(playerAccounts)
        .set({ lastActiveDate: new Date(record.at) })
        .where(and(eq(playerAccounts.userId, userId), eq(playerAccounts.ruleSet, ruleSet)));
      return;
    case 'loot':
      // As lootSummaryAfter: a subscription bonus leaves the count toward the weekly alone.
      if (record.subscriptionBonusNumber > 0) return;
      await db
        .update(playerCounters)
        .set(
          record.type === 'DAILY'
            ? { lastDailyDate: record.date, dailiesSinceWeekly: sql`${playerCounters.dailiesSinceWeekly} + 1` }
            : { dailiesSinceWeekly: 0 },
        )
        .where(counters);
      return;
    case 'invocation':
      await db.update(playerCounters).set({ invokeBeforePity: record.invokeBeforePity }).where(counters);
      return;
    case 'towerAttempt':
      await db
        .insert(playerTowerStats)
        .values({ userId, seasonId: record.seasonId, attemptCount: 1, maxFloorIndex: record.floorIndex })
        .onConflictDoUpdate({
          target: [playerTowerStats.userId, playerTowerStats.seasonId],
          set: {
            attemptCount: sql`${playerTowerStats.attemptCount} + 1`,
            maxFloorIndex: sql`greatest(${playerTowerStats.maxFloorIndex}, ${record.floorIndex})`,
          },
        });
      await db
        .insert(playerReputations)
        .values({ userId, ruleSet, reputationId: record.reputationId, value: record.reputationGained })
        .onConflictDoUpdate({
          target: [playerReputations.userId, playerReputations.ruleSet, playerReputations.reputationId],
          set: { value: sql`${playerReputations.value} + ${record.reputationGained}` },
        });
      return;
    case 'hardcoreReset':
      await db
        .update(playerCounters)
        .set({ invokeBeforePity: record.invokeBeforePity, dailiesSinceWeekly: 0 })
        .where(counters);
      await db
        .delete(playerReputations)
        .where(and(eq(playerReputations.userId, userId), eq(playerReputations.ruleSet, ruleSet)));
      return;
    default:
      // Everything else the state holds is read back from the history rows record-row-changes.ts writes.
      return;
  }
}
