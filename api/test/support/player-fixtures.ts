// Players of a test's own (names starting zz_test), with the cards it gives them (and the collection figures an
// action would have written): the profile pages' reads are checked on figures the test knows, whatever the seed holds.
import { randomUUID } from 'node:crypto';
import { inventories } from '../../src/areas/players/players-schema';
import type { RuleSet } from '../../src/engine/rule-sets';
import type { TestContext } from './test-app';
import { writeCollectionFigures } from './collection-figures';
import { insertTestPlayer } from './test-players';

/** The helpers on `t`'s database. */
export function playerFixturesOf(t: TestContext) {
  const db = () => t.database.db;
  let created = 0;

  const createPlayer = (ruleSet: RuleSet = 'NORMAL') =>
    insertTestPlayer(db(), ruleSet, { globalName: `Testeur ${++created}` });

  async function give(
    player: { userId: string; ruleSet: RuleSet },
    itemId: string,
    shinyLevel: number,
    quantity = 1,
    upgradeLevel = 0,
  ) {
    await db().insert(inventories).values({
      id: randomUUID(),
      userId: player.userId,
      ruleSet: player.ruleSet,
      itemId,
      shinyLevel,
      upgradeLevel,
      quantity,
    });
    await writeCollectionFigures(db(), player.userId, player.ruleSet);
  }

  return { db, createPlayer, give };
}
