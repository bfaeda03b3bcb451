// The world's clock on the day the seed played last: a live action is never stamped before the seed's last instant
// (its date), runs on from it at the clock's pace from the load, stays within the day, and is the plain clock on
// any other day.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  readWorldDate,
  seededWorldInstant,
  setWorldDate,
  worldInstant,
  worldNow,
} from '../../../src/areas/world/world-clock';
import { seedInfo } from '../../../src/db/seed-info-schema';
import { seedNowOf } from '../../../src/seed/dates';
import { useTestApp } from '../../support/test-app';

const today = '2026-11-01';
// The seed of 1 November stops at 13:00 in Paris (noon UTC), its date.
const seedDate = seedNowOf(today);
const paris = (time: string) => new Date(`${today}T${time}+01:00`);
const hour = 3_600_000;

describe('the world clock on the seeded day', () => {
  it('stamps an action played in the morning after the seed, running on at the pace of the clock', () => {
    const clock = { today, seedDate, seededAt: paris('09:00:00') };
    assert.equal(seededWorldInstant(clock, paris('09:00:00')).getTime(), seedDate.getTime());
    assert.equal(seededWorldInstant(clock, paris('10:30:00')).getTime(), seedDate.getTime() + 1.5 * hour);
    // Past the seed's time of day too, the clock keeps its lead: it never goes back.
    assert.equal(seededWorldInstant(clock, paris('14:00:00')).getTime(), seedDate.getTime() + 5 * hour);
  });

  it("stays within the seeded day, and is the plain clock when the seed was loaded after its last instant's time", () => {
    const morning = { today, seedDate, seededAt: paris('09:00:00') };
    const lastOfDay = new Date(`${today}T23:59:59.999+01:00`).getTime();
    assert.equal(seededWorldInstant(morning, paris('21:00:00')).getTime(), lastOfDay);
    const afternoon = { today, seedDate, seededAt: paris('15:00:00') };
    assert.deepEqual(seededWorldInstant(afternoon, paris('15:20:00')), worldInstant(today, paris('15:20:00')));
  });

  it('never stamps before the seed, whatever the machine says, and is the plain clock on any other day', () => {
    const clock = { today, seedDate, seededAt: paris('09:00:00') };
    assert.equal(seededWorldInstant(clock, paris('08:00:00')).getTime(), seedDate.getTime());
    const moved = { today: '2026-11-02', seedDate, seededAt: paris('09:00:00') };
    const wall = new Date('2026-11-02T07:00:00+01:00');
    assert.deepEqual(seededWorldInstant(moved, wall), worldInstant('2026-11-02', wall));
  });
});

describe('worldNow, on the database', () => {
  const t = useTestApp();

  it("reads the seed's date and load with the world's day, and is the plain clock once the day has moved", async () => {
    const db = t.app.db;
    const original = await readWorldDate(db);
    const [saved] = await db.select().from(seedInfo);
    assert.ok(saved, 'the test database is seeded');
    try {
      await setWorldDate(db, today);
      await db.update(seedInfo).set({ seedDate, seededAt: paris('09:00:00') });
      assert.equal((await worldNow(db, paris('09:10:00'))).getTime(), seedDate.getTime() + hour / 6);
      await setWorldDate(db, '2026-11-02');
      const wall = new Date('2026-11-02T09:10:00+01:00');
      assert.deepEqual(await worldNow(db, wall), wall);
    } finally {
      await setWorldDate(db, original);
      await db.update(seedInfo).set({ seedDate: saved.seedDate, seededAt: saved.seededAt });
    }
  });
});
