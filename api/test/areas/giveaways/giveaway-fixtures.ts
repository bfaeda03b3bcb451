// Giveaways of the tests' own, made by the rules as the daily turn makes them, open on the world's day: whatever
// giveaways the played world holds, a test knows its own's entries.
import { randomUUID } from 'node:crypto';
import { desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../src/db/client';
import type { RuleSet } from '../../../src/engine/rule-sets';
import { addDays } from '../../../src/engine/world-rules';
import { loadCatalogue } from '../../../src/orchestrator/catalogue-loader';
import { readWorldDate } from '../../../src/areas/world/world-clock';
import { banners } from '../../../src/areas/players/players-schema';
import { giveawayBannerNames, giveawayDays, newGiveaway } from '../../../src/areas/giveaways/giveaway-rules';
import { giveaways } from '../../../src/areas/giveaways/giveaway-schema';

/**
 * A giveaway whose prize is of the kind the `sequence`'s turn gives (0 cards, 1 currencies, 2 a banner), open today
 * and drawn by tomorrow's daily turn (or begun `daysLeft` days before its end).
 */
export async function insertGiveaway(db: Db, ruleSet: RuleSet, kindTurn: 0 | 1 | 2, daysLeft = 1) {
  const today = await readWorldDate(db);
  const [latest] = await db
    .select({ sequence: giveaways.sequence })
    .from(giveaways)
    .where(eq(giveaways.ruleSet, ruleSet))
    .orderBy(desc(giveaways.sequence))
    .limit(1);
  const after = latest ? latest.sequence + 1 : 0;
  const sequence = after + ((kindTurn - (after % 3) + 3) % 3);
  const bannerRows = await db
    .select()
    .from(banners)
    .where(inArray(banners.name, [...giveawayBannerNames]));
  const made = newGiveaway(
    ruleSet,
    sequence,
    addDays(today, daysLeft - giveawayDays),
    await loadCatalogue(db),
    new Map(bannerRows.map((row) => [row.name, row])),
  );
  const [row] = await db
    .insert(giveaways)
    .values({ id: randomUUID(), ruleSet, ...made })
    .returning();
  return row!;
}
