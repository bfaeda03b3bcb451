// z/place's seeded canvases: painted by players of each rule set, from when their account could play, never faster
// than the cooldown allows, all before the world's day begins; the rows agree with each other.
// Independent of DATABASE_URL: no database, so the PostgreSQL pass leaves it out.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { cooldownLeftMs } from '../../src/areas/place/place-rules';
import { createPrng } from '../../src/engine/prng';
import { ruleSets } from '../../src/engine/rule-sets';
import { parisInstant } from '../../src/engine/world-rules';
import { generateBaseSeed, placeCanvasesOf } from '../../src/seed/generate';
import { DROP_INDEXES_ABOVE } from '../../src/seed/load';
import { planPlacements } from '../../src/seed/generators/place-canvas';
import { accountStart } from '../../src/seed/generators/player-accounts';

// The tests' day, the browser tests' day, and a day whose year began before the spring's change of time, so that
// the world's midnight comes an hour before 365 days after the year's.
const days = ['2026-11-01', '2026-12-10', '2026-03-30'];

describe('the seeded z/place canvases', () => {
  for (const today of days) {
    const base = generateBaseSeed({ scale: 'small', today });
    const rows = placeCanvasesOf(base, today);
    const worldDayBegins = parisInstant(today).getTime();

    it(`${today}: every pixel's last painter is a player of the rule set, before the world's day began`, () => {
      const accounts = new Set(base.playerAccounts.map((account) => `${account.userId}/${account.ruleSet}`));
      for (const table of [rows.placePixels, rows.placePainters]) {
        for (const row of table)
          assert.ok(accounts.has(`${row.userId}/${row.ruleSet}`), `${row.userId} ${row.ruleSet}`);
      }
      for (const row of rows.placePixels) assert.ok(row.at.getTime() < worldDayBegins);
      for (const row of rows.placeCanvases) assert.ok(row.lastPlacedAt.getTime() < worldDayBegins);
    });

    it(`${today}: each player paints after their account began and never within a cooldown`, () => {
      const usersById = new Map(base.users.map((user) => [user.id, user]));
      for (const ruleSet of ruleSets) {
        const painters = base.playerAccounts
          .filter((account) => account.ruleSet === ruleSet)
          .map((account) => ({ userId: account.userId, start: accountStart(usersById.get(account.userId)!, ruleSet) }));
        const starts = new Map(painters.map((painter) => [painter.userId, painter.start.getTime()]));
        const placements = planPlacements(createPrng(`place-test/${ruleSet}`), ruleSet, painters, today);
        const last = new Map<string, number>();
        for (const placement of placements) {
          assert.ok(placement.at >= starts.get(placement.userId)!);
          const previous = last.get(placement.userId);
          if (previous !== undefined) {
            assert.equal(cooldownLeftMs(new Date(previous), new Date(placement.at)), 0, placement.userId);
          }
          last.set(placement.userId, placement.at);
        }
      }
    });
  }

  it('tens of thousands of pixels, fewer in HARDCORE, loaded with their indexes; the counts agree with the rows', () => {
    const rows = placeCanvasesOf(generateBaseSeed({ scale: 'small', today: days[0] }), days[0]!);
    const painted = Object.fromEntries(
      ruleSets.map((ruleSet) => [ruleSet, rows.placePixels.filter((row) => row.ruleSet === ruleSet).length]),
    );
    assert.ok(painted.NORMAL! > 20_000, `${painted.NORMAL}`);
    assert.ok(painted.HARDCORE! > 5_000 && painted.HARDCORE! < painted.NORMAL!, `${painted.HARDCORE}`);
    assert.ok(rows.placePixels.length < DROP_INDEXES_ABOVE, `${rows.placePixels.length}`);
    for (const canvas of rows.placeCanvases) {
      const painters = rows.placePainters.filter((row) => row.ruleSet === canvas.ruleSet);
      assert.equal(canvas.paintedCount, painted[canvas.ruleSet]);
      assert.equal(
        canvas.placementCount,
        painters.reduce((sum, row) => sum + row.pixelCount, 0),
      );
      assert.ok(canvas.placementCount > canvas.paintedCount, 'some pixels were painted over');
      const latest = Math.max(...painters.map((row) => row.lastPlacedAt.getTime()));
      assert.equal(canvas.lastPlacedAt.getTime(), latest);
    }
  });
});
