// How challenges progress. After each action, the action's effects are read for what they did (an invocation, a
// recycle of 'Classique' cards, a Vortex attempt…) and the period's challenges move on; a challenge reaching its
// target is completed once, paying its loreDust and granting a LUCKY_RAYOU ticket.
import { grantTicket, type TicketContext } from '../lucky/lucky-rules';
import { makeEffects, mergeEffects, type Effects } from '../../engine/effects';
import type { PlayerState } from '../../engine/player-state';
import { recordsOf, type GameRecord } from '../../engine/records';
import { instantString } from '../../engine/world-rules';
import type { ActiveChallenge, ChallengeType } from './challenges-rules';

/** An invocation counts 10 towards INVOKE challenges. */
export const invokeChallengePointsPerInvocation = 10;
/** Chosen: INVOKE_ITEMS counts the invoked cards of this rarity or more. */
export const invokeItemsMinRarity = 3;

/**
 * What each challenge type counts: the record kinds it reads, and the progress those records bring. The progress
 * sees only records of its kinds, so the kinds are the whole of what moves a challenge: the seed skips the challenge
 * step of an action that produced none of them (META_CHALLENGE counts completions and is counted apart).
 */
const challengeCounts: {
  [T in ChallengeType]: { kinds: readonly GameRecord['kind'][]; progress: (records: readonly GameRecord[]) => number };
} = {
  INVOKE: {
    kinds: ['invocation'],
    progress: (records) => invokeChallengePointsPerInvocation * recordsOf(records, 'invocation').length,
  },
  INVOKE_ITEMS: {
    kinds: ['invocation'],
    progress: (records) => recordsOf(records, 'invocation').filter((r) => r.rarity >= invokeItemsMinRarity).length,
  },
  RECYCLE: {
    kinds: ['recycle'],
    progress: (records) =>
      recordsOf(records, 'recycle')
        .filter((r) => r.isClassic && !r.isEffectCard)
        .reduce((sum, r) => sum + r.baseAmount, 0),
  },
  FUSE: { kinds: ['fusion'], progress: (records) => recordsOf(records, 'fusion').length },
  ASCEND: { kinds: ['towerAttempt'], progress: (records) => recordsOf(records, 'towerAttempt').length },
  TRADE: { kinds: ['trade'], progress: (records) => recordsOf(records, 'trade').length },
  TRADE_USERS: {
    kinds: ['trade'],
    progress: (records) => recordsOf(records, 'trade').filter((r) => r.role === 'SELLER').length,
  },
  UPGRADE: { kinds: ['constellation'], progress: (records) => recordsOf(records, 'constellation').length },
  CRAFT: { kinds: ['forge'], progress: (records) => recordsOf(records, 'forge').length },
  LOOT: { kinds: ['loot'], progress: (records) => recordsOf(records, 'loot').length },
  WEEKLY: {
    kinds: ['loot'],
    progress: (records) => recordsOf(records, 'loot').filter((r) => r.type === 'WEEKLY').length,
  },
  LUCKY: { kinds: ['ticketScratched'], progress: (records) => recordsOf(records, 'ticketScratched').length },
  META_CHALLENGE: { kinds: [], progress: () => 0 },
};

/**
 * How players count each type's progress: `per` points of progress make one of the unit (10 for an invocation), and
 * the unit's French forms. The points stay as the real API gives them; this is what a page shows beside them.
 */
const progressUnits: { [T in ChallengeType]: { per: number; one: string; other: string } } = {
  INVOKE: { per: invokeChallengePointsPerInvocation, one: 'invocation', other: 'invocations' },
  INVOKE_ITEMS: { per: 1, one: 'carte', other: 'cartes' },
  RECYCLE: { per: 1, one: 'point de valeur', other: 'points de valeur' },
  FUSE: { per: 1, one: 'fusion', other: 'fusions' },
  ASCEND: { per: 1, one: 'ascension', other: 'ascensions' },
  TRADE: { per: 1, one: 'échange', other: 'échanges' },
  TRADE_USERS: { per: 1, one: 'carte vendue', other: 'cartes vendues' },
  UPGRADE: { per: 1, one: 'constellation', other: 'constellations' },
  CRAFT: { per: 1, one: 'carte', other: 'cartes' },
  LOOT: { per: 1, one: 'butin', other: 'butins' },
  WEEKLY: { per: 1, one: '/bonus', other: '/bonus' },
  LUCKY: { per: 1, one: 'ticket', other: 'tickets' },
  META_CHALLENGE: { per: 1, one: 'défi', other: 'défis' },
};

const frenchPlural = new Intl.PluralRules('fr');

/** A challenge's progress as players count it: in its unit, the unit agreed with the target. */
export function shownProgress(type: ChallengeType, current: number, max: number) {
  const { per, one, other } = progressUnits[type];
  const shownMax = Math.ceil(max / per);
  return {
    current: Math.min(shownMax, Math.floor(current / per)),
    max: shownMax,
    unit: frenchPlural.select(shownMax) === 'one' ? one : other,
  };
}

/** The record kinds that may move a challenge of this type. */
export function challengeRecordKinds(type: ChallengeType): readonly GameRecord['kind'][] {
  return challengeCounts[type].kinds;
}

/** Progress an action's records bring to a challenge type (META_CHALLENGE is counted apart). */
export function challengeProgressFor(type: ChallengeType, records: readonly GameRecord[]): number {
  const { kinds, progress } = challengeCounts[type];
  return progress(records.filter((record) => kinds.includes(record.kind)));
}

export interface ChallengeContext extends TicketContext {
  active: readonly ActiveChallenge[];
}

/** The follow-up effects of an action on the period's challenges; apply them after the action's own effects. */
export function advanceChallenges(state: PlayerState, actionEffects: Effects, ctx: ChallengeContext): Effects {
  const periodBeginDate = ctx.active[0]?.periodBeginDate;
  if (!periodBeginDate) return makeEffects();
  const samePeriod = state.challenges.periodBeginDate === periodBeginDate;
  const current = (id: string) => (samePeriod ? (state.challenges.progress[id] ?? 0) : 0);
  const done = new Set(samePeriod ? state.challenges.completed : []);
  const parts: Effects[] = [];
  let completedNow = 0;

  const advance = (active: ActiveChallenge, gained: number) => {
    const { challenge } = active;
    if (gained <= 0 || done.has(challenge.id)) return;
    const before = current(challenge.id);
    const after = Math.min(challenge.max, before + gained);
    const records: GameRecord[] = [];
    if (after > before) {
      records.push({ kind: 'challengeProgress', periodBeginDate, challengeId: challenge.id, delta: after - before });
    }
    if (after < challenge.max) {
      parts.push(makeEffects({ records }));
      return;
    }
    completedNow++;
    records.push({
      kind: 'challengeCompleted',
      at: instantString(ctx.now),
      periodBeginDate,
      challengeId: challenge.id,
      score: challenge.score,
      rewardLoreDust: challenge.rewardLoreDust,
    });
    parts.push(
      makeEffects({
        currencies: { loreDust: challenge.rewardLoreDust },
        counters: [
          { counter: 'challengeCount', delta: 1 },
          { counter: 'challengeScore', delta: challenge.score },
        ],
        records,
      }),
      grantTicket('LUCKY_RAYOU', 'CHALLENGE', state, ctx),
    );
  };

  const plain = ctx.active.filter((a) => a.challenge.type !== 'META_CHALLENGE');
  for (const active of plain) advance(active, challengeProgressFor(active.challenge.type, actionEffects.records));
  const completedBefore = plain.filter((a) => done.has(a.challenge.id)).length;
  for (const meta of ctx.active.filter((a) => a.challenge.type === 'META_CHALLENGE')) {
    // Counted from scratch each time: the other challenges completed so far, minus what the meta already holds.
    advance(meta, completedBefore + completedNow - current(meta.challenge.id));
  }
  return mergeEffects(...parts);
}
