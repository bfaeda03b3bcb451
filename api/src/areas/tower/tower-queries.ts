import { and, asc, desc, eq, gte, inArray, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { RuleSet } from '../../db/rule-sets';
import type { WorldDate } from '../world/world-rules';
import type { TowerDropRate, TowerSeason } from './tower-rules';
import { towerFloorDropRates, towerFloors, towers, towerSeasons } from './tower-schema';

/** The rule set's Vortex season running on `date`, with its tower's floors and drop rates; null between seasons. */
export async function loadTowerSeason(db: Db, ruleSet: RuleSet, date: WorldDate): Promise<TowerSeason | null> {
  const [row] = await db
    .select({ season: towerSeasons, packId: towers.packId, reputationId: towers.reputationId })
    .from(towerSeasons)
    .innerJoin(towers, eq(towers.id, towerSeasons.towerId))
    .where(and(eq(towerSeasons.ruleSet, ruleSet), lte(towerSeasons.beginDate, date), gte(towerSeasons.endDate, date)))
    .orderBy(desc(towerSeasons.beginDate))
    .limit(1);
  if (!row) return null;
  const floors = await db
    .select()
    .from(towerFloors)
    .where(eq(towerFloors.towerId, row.season.towerId))
    .orderBy(asc(towerFloors.index));
  const rates =
    floors.length === 0
      ? []
      : await db
          .select()
          .from(towerFloorDropRates)
          .where(
            inArray(
              towerFloorDropRates.floorId,
              floors.map((floor) => floor.id),
            ),
          )
          .orderBy(asc(towerFloorDropRates.shinyLevel), asc(towerFloorDropRates.rarity));
  const { id, index, beginDate, endDate, towerId } = row.season;
  return {
    id,
    index,
    beginDate,
    endDate,
    towerId,
    packId: row.packId,
    reputationId: row.reputationId,
    floors: floors.map((floor) => ({
      index: floor.index,
      rate: floor.rate,
      dropRates: rates
        .filter((rate) => rate.floorId === floor.id)
        .map((rate) => ({
          rarity: rate.rarity,
          shinyLevel: rate.shinyLevel as TowerDropRate['shinyLevel'],
          rate: rate.rate,
        })),
    })),
  };
}
