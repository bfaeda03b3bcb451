// Tickets of the tests' own, given straight in the database: whatever tickets the played world holds, a test knows
// what its own give.
import { randomUUID } from 'node:crypto';
import { noReward } from '../../src/areas/lucky/lucky-rules';
import { tickets } from '../../src/areas/lucky/lucky-schema';
import type { Db } from '../../src/db/client';
import type { TicketReward, TicketType } from '../../src/engine/record-types';
import type { TestPlayer } from './test-players';

/** Gives the player an unscratched ticket (no link yet) with that reward; returns its id. */
export async function giveTicket(
  db: Db,
  player: TestPlayer,
  type: TicketType,
  reward: Partial<TicketReward> = {},
): Promise<string> {
  const id = randomUUID();
  await db.insert(tickets).values({
    id,
    userId: player.userId,
    ruleSet: player.ruleSet,
    type,
    reward: { ...noReward, ...reward },
    source: 'CALENDAR',
    grantedAt: new Date('2026-10-01T10:00:00Z'),
    scratchedAt: null,
    jackpotWon: 0,
    linkCode: null,
  });
  return id;
}
