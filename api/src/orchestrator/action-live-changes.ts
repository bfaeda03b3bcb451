// What an accepted action announces on the live channel, read off its effects: every player whose effects are not
// empty (the actor, a trade's seller), each corporation whose rows it changes, and the shared lists it moves (the
// jackpot, the échoppe's stock, the market's offers). Deriving it here, once, means no route has to remember it.
import type { LiveChange, PlayerChange } from '../areas/live/live-publish';
import type { Accepted, Effects } from '../engine/effects';
import type { RuleSet } from '../engine/rule-sets';

export interface ActionLiveChanges {
  changes: LiveChange[];
  players: PlayerChange[];
}

export function actionLiveChanges(
  userId: string,
  ruleSet: RuleSet,
  applied: Pick<Accepted<unknown>, 'effects' | 'related'>,
): ActionLiveChanges {
  const touched = [{ userId, effects: applied.effects }, ...applied.related];
  const players = touched
    .filter(({ effects }) => !isEmpty(effects))
    .map((player) => ({ userId: player.userId, ruleSet }));
  const topics = new Set<LiveChange['topic']>();
  for (const { effects } of touched) for (const topic of sharedTopics(effects)) topics.add(topic);
  return { changes: [...topics].map((topic) => ({ topic, ruleSet })), players };
}

function isEmpty(effects: Effects): boolean {
  return (
    Object.values(effects.currencies).every((delta) => !delta) &&
    effects.inventory.length === 0 &&
    effects.counters.length === 0 &&
    effects.dailyCounters.length === 0 &&
    effects.records.length === 0 &&
    effects.shared.length === 0
  );
}

function* sharedTopics(effects: Effects): Generator<LiveChange['topic']> {
  for (const delta of effects.shared) {
    switch (delta.kind) {
      case 'corporationBalance':
      case 'corporationBonusLevel':
      case 'corporationMemberCount':
      case 'corporationDissolved':
        yield `corporation:${delta.corporationId}`;
        break;
      case 'jackpot':
        yield 'jackpot';
        break;
      case 'shopStock':
        yield 'shop';
        break;
      case 'tradeOfferClosed':
      case 'sellerOffersCancelled':
        yield 'market';
        break;
    }
  }
  for (const record of effects.records) {
    switch (record.kind) {
      case 'corporationCreated':
      case 'corporationMembership':
      case 'corporationDescribed':
      case 'corporationLog':
        yield `corporation:${record.corporationId}`;
        break;
      case 'tradeOffer':
        yield 'market';
        break;
      default:
        break;
    }
  }
}
