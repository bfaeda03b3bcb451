// Publishing a change to the live channel. Called inside the transaction that makes the change, so the event is
// seen only if that transaction commits: the outbox row and its notification both vanish with a rollback.
import { sql } from 'drizzle-orm';
import type { LiveTopic, RuleSetType } from '@zu/shared-contract';
import type { Db } from '../../db/client';

export interface LiveChange {
  topic: LiveTopic;
  ruleSet: RuleSetType;
  /** What a page can apply without refetching (z/place's pixel); most changes carry nothing. */
  data?: Record<string, unknown>;
}

/** A player whose rows changed: announced on `player:{their name in lower case}`. */
export interface PlayerChange {
  userId: string;
  ruleSet: RuleSetType;
}

/** The channel every API process listens on; the payload is the highest event id the transaction wrote. */
export const liveChannel = 'live';

/**
 * Any fixed number. Publishers take this lock in turn, from their first event to their commit, so that event ids
 * become visible in their order: a reader that has seen id n will never see a smaller one appear later, and
 * "every event after n" is exact. Taking it last in a transaction keeps that turn short (and never waiting on a row
 * another publisher holds): call the publish functions once the transaction's other writes are done.
 */
const outboxTurnLockKey = 7_410_002;

export function publishLiveChange(tx: Db, change: LiveChange): Promise<void> {
  return publishLiveChanges(tx, [change]);
}

/**
 * Announces `changes` and the players of `players`, once per topic and rule set however often they are named, in
 * this transaction or an earlier call of it (the first change's data stands).
 */
export async function publishLiveChanges(
  tx: Db,
  changes: readonly LiveChange[],
  players: readonly PlayerChange[] = [],
): Promise<void> {
  if (changes.length === 0 && players.length === 0) return;
  const topics = changes.map(({ topic, ruleSet, data }) => ({ topic, rule_set: ruleSet, data: data ?? null }));
  const named = players.map(({ userId, ruleSet }) => ({ user_id: userId, rule_set: ruleSet }));
  await tx.execute(sql`select pg_advisory_xact_lock(${outboxTurnLockKey})`);
  // One statement: the rows (players named through their user row), then one notification for all of them.
  await tx.execute(sql`
    with inserted as (
      insert into live_outbox (topic, rule_set, data)
      select c.topic, c.rule_set, c.data
        from jsonb_to_recordset(${JSON.stringify(topics)}::jsonb) as c(topic text, rule_set text, data jsonb)
      union all
      select distinct 'player:' || lower(u.discord_user_name), p.rule_set, null::jsonb
        from jsonb_to_recordset(${JSON.stringify(named)}::jsonb) as p(user_id uuid, rule_set text)
        join users u on u.id = p.user_id
      on conflict do nothing
      returning id)
    select pg_notify(${liveChannel}, max(id)::text) from inserted having count(*) > 0`);
}
