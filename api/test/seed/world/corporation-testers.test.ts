// The HARDCORE world the corporations' browser test plays in, on the seed's reference day (a fresh start) and on a
// later December day: two well-known players in no corporation who can found one and give to it, and a seeded
// corporation among the five richest, led by a well-known PDG, whose treasury pays the cheapest level left.
// Independent of DATABASE_URL: no database, so the PostgreSQL pass leaves it out.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { corporationBonusCost, corporationCreationCost } from '../../../src/areas/corporations/corporations-rules';
import { corporationBonusTypes } from '../../../src/engine/record-types';
import { wellKnownAccounts } from '../../../src/seed';
import { simulateWorld } from '../../../src/seed/world/simulate-world';
import { seed, TODAY, userIdOf, worldInput } from './fixture';

/** What the browser test's second player gives to the new corporation. */
const gift = 500;
/** The browser test looks for a treasury that can pay among this many richest corporations. */
const richestLooked = 5;

for (const today of [TODAY, '2026-12-10']) {
  describe(`the corporations' testers in the HARDCORE world of ${today}`, () => {
    const world = simulateWorld(worldInput(seed, today, { ruleSets: ['HARDCORE'] }));
    const accountOf = (name: string) => {
      const account = world.accounts.find((a) => a.userId === userIdOf(name));
      assert.ok(account, `${name} plays HARDCORE`);
      return account;
    };

    it('has a well-known player in no corporation who can found one, and another who can give to it', () => {
      const saver = accountOf(wellKnownAccounts.subscriber.discordUserName);
      assert.equal(saver.state.corporation, null);
      assert.ok(saver.state.currencies.balance >= corporationCreationCost, `${saver.state.currencies.balance}`);
      const givers = Object.values(wellKnownAccounts)
        .filter((a) => a.hasHardcore && a !== wellKnownAccounts.subscriber)
        .map((a) => accountOf(a.discordUserName))
        .filter((a) => a.state.corporation === null && a.state.currencies.balance >= gift);
      assert.ok(givers.length > 0, 'a second well-known player in no corporation with ZUMonnaie to give');
    });

    it('has the card keeper lead one of the richest corporations, whose treasury pays its cheapest level left', () => {
      const keeper = accountOf(wellKnownAccounts.cardKeeper.discordUserName);
      assert.equal(keeper.state.corporation?.role, 'ADMIN');
      const richest = world.corporations
        .filter((c) => !c.dissolved && c.createdAt !== null)
        .sort((a, b) => b.balance - a.balance)
        .slice(0, richestLooked);
      const led = richest.find((c) => c.id === keeper.state.corporation?.corporationId);
      assert.ok(led, `the card keeper's corporation is among the ${richestLooked} richest`);
      const costs = corporationBonusTypes
        .map((type) => corporationBonusCost(led.bonuses[type] ?? 0))
        .filter((cost) => cost !== null);
      assert.ok(costs.length > 0, 'a level left to buy');
      assert.ok(led.balance >= Math.min(...costs), `a treasury of ${led.balance} pays ${Math.min(...costs)}`);
    });
  });
}
