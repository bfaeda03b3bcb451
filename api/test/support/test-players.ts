// Players of the tests' own, so that whatever the played world holds, a test knows its player's figures: a user and
// one account in a rule set, with the lowest rank and the given currencies, nothing else.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { asc } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import type { RuleSet } from '../../src/engine/rule-sets';
import { playerAccounts, ranks, users } from '../../src/areas/players/players-schema';
import type { Currencies } from '../../src/engine/effects';

export interface TestPlayer {
  userId: string;
  name: string;
  /** The chat id, the subject of the player's access tokens. */
  discordId: string;
  ruleSet: RuleSet;
}

export interface TestPlayerOptions {
  currencies?: Partial<Currencies>;
  /** The start of the user name, one no seeded player has (`zz_test` unless told). */
  namePrefix?: string;
  /** The display name, when the test reads it back. */
  globalName?: string;
}

let created = 0;

export async function insertTestPlayer(db: Db, ruleSet: RuleSet, options: TestPlayerOptions = {}): Promise<TestPlayer> {
  const [rank] = await db.select().from(ranks).orderBy(asc(ranks.position)).limit(1);
  assert.ok(rank, 'the seed has ranks');
  const userId = randomUUID();
  created++;
  const name = `${options.namePrefix ?? 'zz_test'}_${created}_${userId.slice(0, 6)}`;
  const discordId = `9${String(Date.now()).slice(-9)}${String(created).padStart(6, '0')}`;
  await db.insert(users).values({
    id: userId,
    discordId,
    discordUserName: name,
    discordGlobalName: options.globalName,
    createdDate: new Date('2026-01-01T00:00:00Z'),
  });
  await db.insert(playerAccounts).values({
    userId,
    ruleSet,
    balance: 0,
    loreDust: 0,
    loreFragment: 0,
    upgradeDust: 0,
    ...options.currencies,
    rankId: rank.id,
    lastActiveDate: new Date('2026-10-01T00:00:00Z'),
  });
  return { userId, name, discordId, ruleSet };
}
