// The giveaways' writes: a player's entry, the daily turn's draw (the winners and their prizes), and the next
// giveaway's opening. Each runs in one transaction; the giveaway's row is locked first, so an entry and a draw of
// one giveaway are decided one after the other, and a second draw finds it drawn already.
import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Catalogue } from '../../engine/catalogue';
import { createPrng } from '../../engine/prng';
import type { RuleSet } from '../../engine/rule-sets';
import { dailyTurnInstant, worldDateOf, type WorldDate } from '../../engine/world-rules';
import { ApiError } from '../../lib/api-error';
import { refusalError } from '../../lib/refusals';
import { runAction, type ActingPlayer } from '../../orchestrator/action-runner';
import { publishLiveChange } from '../live/live-publish';
import { banners } from '../players/players-schema';
import { entrantIdsOf } from './giveaway-queries';
import {
  drawGiveawayWinners,
  giveawayBannerNames,
  giveawayDrawSeed,
  giveawayPrizeEffects,
  giveawayRefusals,
  isGiveawayOpen,
  newGiveaway,
} from './giveaway-rules';
import { giveawayEntries, giveaways } from './giveaway-schema';

export const giveawayNotFound = () => new ApiError(404, 'GIVEAWAY_NOT_FOUND', "Ce giveaway n'existe pas.");

/** The signed-in player enters a giveaway of their rule set at the world's instant `now`, once. */
export function enterGiveaway(db: Db, { userId, ruleSet }: ActingPlayer, giveawayId: string, now: Date) {
  return db.transaction(async (tx) => {
    const [giveaway] = await tx
      .select()
      .from(giveaways)
      .where(and(eq(giveaways.id, giveawayId), eq(giveaways.ruleSet, ruleSet)))
      .for('update');
    if (!giveaway) throw giveawayNotFound();
    if (!isGiveawayOpen(giveaway, worldDateOf(now))) throw refusalError(giveawayRefusals.closed);
    // The key refuses a second entry; the giveaway's lock above makes simultaneous ones wait for the first.
    const entered = await tx
      .insert(giveawayEntries)
      .values({ giveawayId, userId, enteredAt: now })
      .onConflictDoNothing()
      .returning({ userId: giveawayEntries.userId });
    if (entered.length === 0) throw refusalError(giveawayRefusals.alreadyEntered);
    await tx
      .update(giveaways)
      .set({ entryCount: sql`${giveaways.entryCount} + 1` })
      .where(eq(giveaways.id, giveawayId));
    return { enteredAt: now };
  });
}

/**
 * Draws every giveaway of the rule set whose end date has come and gives each winner the prize, through the
 * action runner, in the transaction that marks the giveaway drawn: the prizes are given once, however many daily
 * turns run. Returns how many giveaways were drawn.
 */
export async function drawDueGiveaways(db: Db, ruleSet: RuleSet, today: WorldDate): Promise<number> {
  const due = await db
    .select({ id: giveaways.id })
    .from(giveaways)
    .where(and(eq(giveaways.ruleSet, ruleSet), isNull(giveaways.drawnAt), lte(giveaways.endDate, today)))
    .orderBy(asc(giveaways.sequence));
  let drawn = 0;
  for (const { id } of due) if (await drawGiveaway(db, id, today)) drawn += 1;
  return drawn;
}

async function drawGiveaway(db: Db, giveawayId: string, today: WorldDate): Promise<boolean> {
  const now = dailyTurnInstant(today);
  return db.transaction(async (tx) => {
    const [giveaway] = await tx
      .select()
      .from(giveaways)
      .where(and(eq(giveaways.id, giveawayId), isNull(giveaways.drawnAt)))
      .for('update');
    if (!giveaway) return false;
    const seed = giveawayDrawSeed(giveaway.id, giveaway.endDate);
    const winnerIds = drawGiveawayWinners(await entrantIdsOf(tx, giveaway.id), giveaway.winnerCount, seed);
    await tx.update(giveaways).set({ drawnAt: now, drawSeed: seed }).where(eq(giveaways.id, giveaway.id));
    if (winnerIds.length > 0) {
      await tx
        .update(giveawayEntries)
        .set({ won: true })
        .where(and(eq(giveawayEntries.giveawayId, giveaway.id), inArray(giveawayEntries.userId, winnerIds)));
    }
    for (const userId of [...winnerIds].sort()) {
      const { ruleSet } = giveaway;
      await runAction(tx, { userId, ruleSet, now, prng: createPrng(`${seed}/${userId}`) }, (_state, ctx) =>
        giveawayPrizeEffects(giveaway.id, giveaway.prize, ctx),
      );
    }
    await publishLiveChange(tx, { topic: 'event', ruleSet: giveaway.ruleSet });
    return true;
  });
}

/**
 * Opens the rule set's next giveaway on `today` unless one is open; two daily turns at once open one (the
 * sequence's key). Returns its id, or null.
 */
export async function openNextGiveaway(
  db: Db,
  catalogue: Catalogue,
  ruleSet: RuleSet,
  today: WorldDate,
  newId: () => string = randomUUID,
): Promise<string | null> {
  const bannerRows = await db
    .select({ id: banners.id, name: banners.name, title: banners.title })
    .from(banners)
    .where(inArray(banners.name, [...giveawayBannerNames]));
  return db.transaction(async (tx) => {
    const [open] = await tx
      .select({ id: giveaways.id })
      .from(giveaways)
      .where(and(eq(giveaways.ruleSet, ruleSet), isNull(giveaways.drawnAt), gt(giveaways.endDate, today)))
      .limit(1);
    if (open) return null;
    const [latest] = await tx
      .select({ sequence: giveaways.sequence })
      .from(giveaways)
      .where(eq(giveaways.ruleSet, ruleSet))
      .orderBy(desc(giveaways.sequence))
      .limit(1);
    const sequence = latest ? latest.sequence + 1 : 0;
    const bannersByName = new Map(bannerRows.map((row) => [row.name, row]));
    const giveaway = newGiveaway(ruleSet, sequence, today, catalogue, bannersByName);
    const [inserted] = await tx
      .insert(giveaways)
      .values({ id: newId(), ruleSet, ...giveaway })
      .onConflictDoNothing()
      .returning({ id: giveaways.id });
    if (!inserted) return null;
    await publishLiveChange(tx, { topic: 'event', ruleSet });
    return inserted.id;
  });
}
