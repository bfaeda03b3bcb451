import { and, desc, gte, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { hardcoreSeasons } from './world-schema';

/** The hardcore season running on `today`, if any (a handful of rows: one a quarter). */
export async function currentHardcoreSeason(db: Db, today: string) {
  const [season] = await db
    .select()
    .from(hardcoreSeasons)
    .where(and(lte(hardcoreSeasons.beginDate, today), gte(hardcoreSeasons.endDate, today)))
    .orderBy(desc(hardcoreSeasons.index))
    .limit(1);
  return season;
}
