// The giveaways of the small seed as loaded: in each rule set one after the other over the span, every one but the
// last drawn by its published seed and entry order, its winners given the prize (logged, a banner held), and the
// last one open on the world's day with entries.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { and, asc, eq } from 'drizzle-orm';
import { giveawayEntries, giveaways } from '../../src/areas/giveaways/giveaway-schema';
import { drawGiveawayWinners, giveawayDrawSeed, isGiveawayOpen } from '../../src/areas/giveaways/giveaway-rules';
import { actionLog } from '../../src/areas/world/world-schema';
import { userBanners } from '../../src/areas/players/players-schema';
import { entrantIdsOf } from '../../src/areas/giveaways/giveaway-queries';
import { readWorldDate } from '../../src/areas/world/world-clock';
import { ruleSets } from '../../src/engine/rule-sets';
import { useSeededDatabase } from '../support/seeded-database';

const database = useSeededDatabase();

describe("the seed's giveaways", () => {
  for (const ruleSet of ruleSets) {
    it(`${ruleSet}: follow each other, drawn by their seed with prizes given, the last one open with entries`, async () => {
      const { db } = database;
      const today = await readWorldDate(db);
      const rows = await db
        .select()
        .from(giveaways)
        .where(eq(giveaways.ruleSet, ruleSet))
        .orderBy(asc(giveaways.sequence));
      assert.ok(rows.length >= 3, `${rows.length} giveaways`);
      rows.forEach((row, index) => {
        assert.equal(row.sequence, index);
        if (index > 0) assert.equal(row.beginDate, rows[index - 1]!.endDate);
      });
      const open = rows.at(-1)!;
      assert.equal(isGiveawayOpen(open, today), true);
      assert.ok(open.entryCount > 0);

      for (const row of rows.slice(0, -1)) {
        assert.ok(row.drawnAt, `giveaway ${row.sequence} drawn`);
        assert.equal(row.drawSeed, giveawayDrawSeed(row.id, row.endDate));
        const entrants = await entrantIdsOf(db, row.id);
        assert.equal(row.entryCount, entrants.length);
        const won = await db
          .select({ userId: giveawayEntries.userId })
          .from(giveawayEntries)
          .where(and(eq(giveawayEntries.giveawayId, row.id), eq(giveawayEntries.won, true)));
        const winners = won.map((w) => w.userId).sort();
        assert.deepEqual(winners, drawGiveawayWinners(entrants, row.winnerCount, row.drawSeed!).sort());
        assert.ok(winners.length > 0);
        const logged = await db
          .select({ userId: actionLog.userId, inputs: actionLog.inputs })
          .from(actionLog)
          .where(and(eq(actionLog.ruleSet, ruleSet), eq(actionLog.action, 'GIVEAWAY_PRIZE')));
        const prized = logged
          .filter((entry) => (entry.inputs as { giveawayId?: string }).giveawayId === row.id)
          .map((entry) => entry.userId)
          .sort();
        assert.deepEqual(prized, winners);
        if (row.prize.bannerId) {
          const holders = await db
            .select({ userId: userBanners.userId })
            .from(userBanners)
            .where(and(eq(userBanners.ruleSet, ruleSet), eq(userBanners.bannerId, row.prize.bannerId)));
          const held = new Set(holders.map((h) => h.userId));
          assert.ok(winners.every((id) => held.has(id)));
        }
      }
    });
  }
});
