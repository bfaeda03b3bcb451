// The collection figures every action keeps (player_summaries), for inventory rows a test inserts by hand: what the
// action would have written, from the same function, so that the routes reading them see the test's cards.
import { inventories } from '../../src/areas/players/players-schema';
import type { Db } from '../../src/db/client';
import type { RuleSet } from '../../src/engine/rule-sets';
import { loadCatalogue } from '../../src/orchestrator/catalogue-loader';
import { derivedRows } from '../../src/orchestrator/derived-rows';
import { writeSummary } from '../../src/orchestrator/derived-writer';
import { loadPlayerState } from '../../src/orchestrator/state-loader';

/** Writes the player's collection figures from their rows, as an action would. */
export async function writeCollectionFigures(db: Db, userId: string, ruleSet: RuleSet): Promise<void> {
  const catalogue = await loadCatalogue(db);
  const { summary } = derivedRows(await loadPlayerState(db, userId, ruleSet), catalogue);
  await writeSummary(db, summary);
}

/** The same for every player holding inventory rows. */
export async function writeEveryCollectionFigures(db: Db): Promise<void> {
  const holders = await db
    .selectDistinct({ userId: inventories.userId, ruleSet: inventories.ruleSet })
    .from(inventories);
  for (const { userId, ruleSet } of holders) await writeCollectionFigures(db, userId, ruleSet);
}
