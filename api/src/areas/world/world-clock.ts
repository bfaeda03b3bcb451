// Reading and moving the world's date. An action happens on the world's day, at the wall-clock time of day of the
// moment it is played, so that actions of one day keep their order.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedQuery } from '../../db/prepared';
import { parisInstant, parisTimeOf, worldDateOf, type WorldDate } from '../../engine/world-rules';
import { worldClock } from './world-schema';

/** The world's day; before any seed ran, the day the machine is in (only a fresh, empty database). */
// Read by nearly every request: prepared, its plan is kept per connection.
const worldDateQuery = preparedQuery((db) =>
  db.select({ today: worldClock.today }).from(worldClock).where(eq(worldClock.id, 1)).prepare('world_date'),
);

export async function readWorldDate(db: Db, wallClock: Date = new Date()): Promise<WorldDate> {
  const [row] = await worldDateQuery(db).execute();
  return row?.today ?? worldDateOf(wallClock);
}

export async function setWorldDate(db: Db, today: WorldDate): Promise<void> {
  await db.insert(worldClock).values({ id: 1, today }).onConflictDoUpdate({ target: worldClock.id, set: { today } });
}

/**
 * Moves the world from `yesterday` to `today` if it is still on `yesterday` (one statement: of turns started at once,
 * in one process or several, one moves it). False when another turn moved it first.
 */
export async function advanceWorldDate(db: Db, yesterday: WorldDate, today: WorldDate): Promise<boolean> {
  const moved = await db
    .insert(worldClock)
    .values({ id: 1, today })
    .onConflictDoUpdate({ target: worldClock.id, set: { today }, setWhere: eq(worldClock.today, yesterday) })
    .returning({ id: worldClock.id });
  return moved.length === 1;
}

/** The instant an action played now happens at in the world: the world's day, the wall clock's time of day. */
export function worldInstant(today: WorldDate, wallClock: Date = new Date()): Date {
  const { hour, minute, second } = parisTimeOf(wallClock);
  return new Date(parisInstant(today, hour, minute).getTime() + second * 1000 + wallClock.getMilliseconds());
}

export async function worldNow(db: Db, wallClock: Date = new Date()): Promise<Date> {
  return worldInstant(await readWorldDate(db, wallClock), wallClock);
}
