// Publishing a change to the live channel. Called inside the transaction that makes the change, so the event is
// seen only if that transaction commits.
import type { LiveTopic, RuleSetType } from '@zu/shared-contract';
import type { Db } from '../../db/client';

export interface LiveChange {
  topic: LiveTopic;
  ruleSet: RuleSetType;
  /** What a page can apply without refetching (z/place's pixel); most changes carry nothing. */
  data?: Record<string, unknown>;
}

/** Not written yet: the outbox and its notification land with the live channel. */
export async function publishLiveChange(_tx: Db, _change: LiveChange): Promise<void> {}
