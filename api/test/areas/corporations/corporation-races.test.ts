// Corporation writes fired at once. On PostgreSQL (DATABASE_URL) the requests really overlap; on PGlite they queue,
// and the result must be the same: the seats, the daily gift limit, the treasury and the one corporation per player
// hold, and no ZUMonnaie appears or vanishes but what the game charges.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, it } from 'node:test';
import { and, count, eq, inArray, sum } from 'drizzle-orm';
import {
  corporationBonuses,
  corporationMembers,
  corporations,
} from '../../../src/areas/corporations/corporations-schema';
import { playerAccounts } from '../../../src/areas/players/players-schema';
import type { TestPlayer } from '../../support/test-players';
import { corporationWrites } from '../../support/corporation-writes';
import { useSignedTestApp } from '../../support/test-tokens';

const t = useSignedTestApp();
const { db, player, found, write } = corporationWrites(t);

/** ZUMonnaie of these players and these corporations' treasuries, together. */
async function moneyOf(players: readonly TestPlayer[], corporationIds: readonly string[]) {
  const [held] = await db()
    .select({ total: sum(playerAccounts.balance) })
    .from(playerAccounts)
    .where(
      and(
        inArray(
          playerAccounts.userId,
          players.map((p) => p.userId),
        ),
        eq(playerAccounts.ruleSet, 'NORMAL'),
      ),
    );
  const [treasuries] =
    corporationIds.length > 0
      ? await db()
          .select({ total: sum(corporations.balance) })
          .from(corporations)
          .where(inArray(corporations.id, [...corporationIds]))
      : [{ total: 0 }];
  return Number(held?.total ?? 0) + Number(treasuries?.total ?? 0);
}

const statuses = (responses: readonly { statusCode: number; json: () => { code?: string } }[]) =>
  responses.map((r) => (r.statusCode === 200 ? 'ok' : (r.json().code ?? String(r.statusCode)))).sort();

describe('corporation writes at once', () => {
  it('twenty players join a corporation with one seat left: exactly one gets in', async () => {
    const { id, founder } = await found();
    const early = [await player(), await player()];
    for (const member of early) await write(member, 'POST', `/public/corporation/${id}/join`);
    const crowd = await Promise.all(Array.from({ length: 20 }, () => player()));
    const before = await moneyOf([founder, ...early, ...crowd], [id]);

    const responses = await Promise.all(crowd.map((p) => write(p, 'POST', `/public/corporation/${id}/join`)));
    assert.deepEqual(statuses(responses), ['ok', ...Array<string>(19).fill('CORPORATION_FULL')].sort());
    const [seats] = await db()
      .select({ n: count() })
      .from(corporationMembers)
      .where(eq(corporationMembers.corporationId, id));
    assert.equal(Number(seats?.n), 4);
    assert.equal(await moneyOf([founder, ...early, ...crowd], [id]), before);
  });

  it('fifty gifts from one member at once: the daily limit holds and every ZUMonnaie is accounted for', async () => {
    const { id, founder } = await found();
    const before = await moneyOf([founder], [id]);
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => write(founder, 'POST', '/public/corporation/give', { amount: 100 })),
    );
    assert.deepEqual(
      statuses(responses),
      [...Array<string>(10).fill('ok'), ...Array<string>(40).fill('GIFT_LIMIT_REACHED')].sort(),
    );
    const [corporation] = await db().select().from(corporations).where(eq(corporations.id, id));
    assert.equal(corporation?.balance, 1_000);
    assert.equal(await moneyOf([founder], [id]), before);
  });

  it('the PDG buys two bonuses at once with a treasury for one: one goes through', async () => {
    const { id, founder } = await found(20_000);
    const before = await moneyOf([founder], [id]);
    const responses = await Promise.all(
      ['LOOT', 'RECYCLE_LORE_DUST'].map((type) => write(founder, 'POST', `/public/corporation/bonus/${type}`)),
    );
    assert.deepEqual(statuses(responses), ['NOT_ENOUGH_TREASURY', 'ok']);
    const levels = await db()
      .select({ level: corporationBonuses.level })
      .from(corporationBonuses)
      .where(eq(corporationBonuses.corporationId, id));
    assert.deepEqual(
      levels.map((l) => l.level),
      [1],
    );
    // The treasury paid the one step, to nobody.
    assert.equal(await moneyOf([founder], [id]), before - 16_000);
  });

  it('one player founds two corporations at once: one exists', async () => {
    const founder = await player(30_000);
    const before = await moneyOf([founder], []);
    const names = [`Jumelle ${randomUUID().slice(0, 6)}`, `Jumelle ${randomUUID().slice(0, 6)}`];
    const responses = await Promise.all(
      names.map((name) => write(founder, 'POST', '/public/corporation', { name, description: '' })),
    );
    assert.deepEqual(statuses(responses), ['ALREADY_IN_CORPORATION', 'ok']);
    const made = await db().select({ id: corporations.id }).from(corporations).where(inArray(corporations.name, names));
    assert.equal(made.length, 1);
    assert.equal(
      await moneyOf(
        [founder],
        made.map((c) => c.id),
      ),
      before - 10_000,
    );
  });

  it('two players found the same name at once, in other case and accents: one gets it', async () => {
    const founders = [await player(), await player()];
    const suffix = randomUUID().slice(0, 6);
    const responses = await Promise.all([
      write(founders[0]!, 'POST', '/public/corporation', { name: `Équipe ${suffix}`, description: '' }),
      write(founders[1]!, 'POST', '/public/corporation', { name: `EQUIPE ${suffix.toUpperCase()}`, description: '' }),
    ]);
    assert.deepEqual(statuses(responses), ['CORPORATION_NAME_TAKEN', 'ok']);
    const refused = responses.find((r) => r.statusCode !== 200);
    assert.equal(refused?.statusCode, 400);
    assert.equal(refused?.json().message, 'Ce nom de corporation est déjà pris.');
  });

  it('the last member leaves while a player joins: either the join comes first or the corporation is gone', async () => {
    const { id, founder } = await found();
    const joiner = await player();
    const [left, joined] = await Promise.all([
      write(founder, 'POST', '/public/corporation/leave'),
      write(joiner, 'POST', `/public/corporation/${id}/join`),
    ]);
    const [corporation] = await db().select().from(corporations).where(eq(corporations.id, id));
    const seats = await db().select().from(corporationMembers).where(eq(corporationMembers.corporationId, id));
    if (joined.statusCode === 200) {
      // Joined first: the founder, no longer the last member, had to hand over.
      assert.equal(left.json().code, 'ADMIN_MUST_TRANSFER');
      assert.equal(corporation?.dissolvedAt, null);
      assert.equal(seats.length, 2);
    } else {
      assert.deepEqual(left.json(), { corporationId: id, dissolved: true });
      assert.ok(corporation?.dissolvedAt);
      assert.equal(seats.length, 0);
    }
  });
});
