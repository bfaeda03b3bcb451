// Tests that hand-make their own rows (a known season, a known challenge week, a player's exact inventory) start
// from a world where nobody has played yet: what playing the seed's world wrote is emptied first, leaving people,
// accounts, corporations and the catalogue. Cascade: the rows hanging off the emptied ones (pins on inventory
// lines, tournaments of a Vortex season) go too.
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import { appSettings } from '../../src/areas/app/app-schema';
import { tablesInDependencyOrder } from '../../src/seed/table-order';
import { worldTables } from '../../src/seed/world-seed';

const played = new Set<string>([...worldTables, 'shopEntries', 'leaderboardPositions']);

export async function emptyPlayedWorld(db: Db): Promise<void> {
  const names = tablesInDependencyOrder()
    .filter((table) => played.has(table.key))
    .map((table) => table.sqlName);
  await db.update(appSettings).set({ currentEventId: null, inCalendarPeriod: false, lastHardcoreSeasonDone: false });
  await db.execute(sql.raw(`truncate table ${names.join(', ')} cascade`));
}
