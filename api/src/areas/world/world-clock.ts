// Reading and moving the world's date. An action happens on the world's day, at the wall-clock time of day of the
// moment it is played, so that actions of one day keep their order. On the day the seed played last, an action is
// never stamped before the seed's last instant: the seed stops at a fixed time of that day (part of its inputs, so
// it stays the same for the same day, and kept as the seed's date), and a player who starts earlier on the clock's
// face would otherwise act "before" rows the seed wrote; the seeded day then runs on from that instant at the
// clock's pace from the moment the seed was loaded.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedQuery } from '../../db/prepared';
import { addDays, parisInstant, parisTimeOf, worldDateOf, type WorldDate } from '../../engine/world-rules';
import { seedInfo } from '../../db/seed-info-schema';
import { worldClock } from './world-schema';

// The world's day with the seed's end and load: read by nearly every request, prepared, its plan kept per connection.
const worldClockQuery = preparedQuery((db) =>
  db
    .select({ today: worldClock.today, seedDate: seedInfo.seedDate, seededAt: seedInfo.seededAt })
    .from(worldClock)
    .leftJoin(seedInfo, eq(seedInfo.id, 1))
    .where(eq(worldClock.id, 1))
    .prepare('world_clock'),
);

/** The world's day; before any seed ran, the day the machine is in (only a fresh, empty database). */
export async function readWorldDate(db: Db, wallClock: Date = new Date()): Promise<WorldDate> {
  const [row] = await worldClockQuery(db).execute();
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

/** The world's clock as an action reads it: its day, and the seed's last instant and load, if a seed ran. */
export interface WorldClockReading {
  today: WorldDate;
  /** The seed's last instant: nothing was played at or after it. */
  seedDate: Date | null;
  /** When the seed was loaded, by the database's clock. */
  seededAt: Date | null;
}

/**
 * The instant an action played now happens at. On the seed's last day: at least the seed's last instant, running
 * on from it since the seed was loaded, and never past the day's end (a day moves only with the daily turn).
 */
export function seededWorldInstant(clock: WorldClockReading, wallClock: Date = new Date()): Date {
  const plain = worldInstant(clock.today, wallClock);
  if (!clock.seedDate || worldDateOf(clock.seedDate) !== clock.today) return plain;
  const since = clock.seededAt ? Math.max(0, wallClock.getTime() - clock.seededAt.getTime()) : 0;
  const lastOfDay = parisInstant(addDays(clock.today, 1)).getTime() - 1;
  const runOn = Math.min(clock.seedDate.getTime() + since, lastOfDay);
  return new Date(Math.max(plain.getTime(), runOn));
}

export async function worldNow(db: Db, wallClock: Date = new Date()): Promise<Date> {
  const [row] = await worldClockQuery(db).execute();
  return row ? seededWorldInstant(row, wallClock) : worldInstant(worldDateOf(wallClock), wallClock);
}
