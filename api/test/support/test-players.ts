// Players of the tests' own, so that whatever the played world holds, a test knows its player's figures: a user and
// one account in a rule set, opened as the game opens one (the lowest rank, the starting banner), with the given
// currencies, nothing else.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import type { RuleSet } from '../../src/engine/rule-sets';
import { playerAccounts } from '../../src/areas/players/players-schema';
import { openAccount } from '../../src/areas/players/players-repository';
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

/** Opened as the game opens a player's account, then given the currencies and dates the tests read. */
export async function insertTestPlayer(db: Db, ruleSet: RuleSet, options: TestPlayerOptions = {}): Promise<TestPlayer> {
  created++;
  const name = `${options.namePrefix ?? 'zz_test'}_${created}_${randomUUID().slice(0, 6)}`;
  const discordId = `9${String(Date.now()).slice(-9)}${String(created).padStart(6, '0')}`;
  const { userId } = await openAccount(
    db,
    { chatId: discordId, userName: name, globalName: options.globalName },
    ruleSet,
    new Date('2026-01-01T00:00:00Z'),
  );
  await db
    .update(playerAccounts)
    .set({ ...options.currencies, lastActiveDate: new Date('2026-10-01T00:00:00Z') })
    .where(and(eq(playerAccounts.userId, userId), eq(playerAccounts.ruleSet, ruleSet)));
  return { userId, name, discordId, ruleSet };
}
