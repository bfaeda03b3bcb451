// Independent of DATABASE_URL: no database, so the PostgreSQL pass leaves it out.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  advanceChallenges,
  challengeProgressFor,
  shownProgress,
  type ChallengeContext,
} from '../../../src/areas/challenges/challenge-progress-rules';
import {
  challengeDefinitions,
  challengePeriodOf,
  challengeTypes,
  isChallengePeriodStart,
  rotateChallenges,
  type ActiveChallenge,
  type ChallengeType,
} from '../../../src/areas/challenges/challenges-rules';
import { invoke } from '../../../src/areas/invocations/invocations-rules';
import { recycle } from '../../../src/areas/inventory/inventory-rules';
import { applyEffects } from '../../../src/engine/apply-effects';
import { recordsOf } from '../../../src/engine/records';
import type { PlayerState } from '../../../src/engine/player-state';
import { createPrng } from '../../../src/engine/prng';
import { accepted, player, ticketContext, withCards, withCurrencies } from '../fixtures';

const now = '2026-11-04T10:00:00Z';
const active = (...types: ChallengeType[]): ActiveChallenge[] =>
  types.map((type) => ({
    periodBeginDate: '2026-11-02',
    challenge: challengeDefinitions.find((c) => c.type === type)!,
  }));
const ctx = (challenges: ActiveChallenge[]): ChallengeContext => ({ ...ticketContext(now), active: challenges });

/** Plays an action then its challenge follow-up; returns the state after both. */
function act(state: PlayerState, effects: ReturnType<typeof accepted>['effects'], challenges: ActiveChallenge[]) {
  const first = applyEffects(state, effects);
  assert.ok(first.ok);
  const followUp = advanceChallenges(first.state, effects, ctx(challenges));
  const second = applyEffects(first.state, followUp);
  assert.ok(second.ok);
  return { state: second.state, followUp };
}

describe('challenge periods', () => {
  it('runs Monday to Sunday, three challenges of different types drawn from one per type', () => {
    assert.deepEqual(challengePeriodOf('2026-11-04'), { beginDate: '2026-11-02', endDate: '2026-11-08' });
    assert.deepEqual(challengePeriodOf('2026-11-08'), { beginDate: '2026-11-02', endDate: '2026-11-08' });
    assert.equal(isChallengePeriodStart('2026-11-09'), true);
    assert.deepEqual(new Set(challengeDefinitions.map((c) => c.type)), new Set(challengeTypes));
    const prng = createPrng('rotation');
    let previous: string[] = [];
    for (let week = 0; week < 20; week++) {
      const chosen = rotateChallenges(challengeDefinitions, previous, prng);
      assert.equal(chosen.length, 3);
      assert.equal(new Set(chosen.map((c) => c.type)).size, 3);
      assert.ok(chosen.every((c) => !previous.includes(c.id)));
      previous = chosen.map((c) => c.id);
    }
  });
});

describe('challenge progress', () => {
  it('counts 10 per invocation and completes INVOKE after 10 invocations, paying its reward once', () => {
    let state = withCurrencies(player(), { balance: 100_000 });
    const challenges = active('INVOKE', 'FUSE', 'META_CHALLENGE');
    for (let i = 0; i < 10; i++) {
      const effects = accepted(
        invoke(state, { kind: 'BASIC' }, { ...ctx(challenges), activeEvent: null, effectCardsEnabled: false }),
      ).effects;
      assert.equal(challengeProgressFor('INVOKE', effects.records), 10);
      state = act(state, effects, challenges).state;
    }
    const invokeChallenge = challenges[0]!.challenge;
    assert.equal(state.challenges.progress[invokeChallenge.id], 100);
    assert.deepEqual(state.challenges.completed, [invokeChallenge.id]);
    assert.equal(state.currencies.loreDust, invokeChallenge.rewardLoreDust);
    assert.deepEqual([state.counters.challengeCount, state.counters.challengeScore], [1, invokeChallenge.score]);
    assert.equal(state.tickets.length, 1);
    // The META challenge counts the other completed challenges.
    assert.equal(state.challenges.progress[challenges[2]!.challenge.id], 1);
    const more = accepted(
      invoke(state, { kind: 'BASIC' }, { ...ctx(challenges), activeEvent: null, effectCardsEnabled: false }),
    );
    assert.equal(recordsOf(act(state, more.effects, challenges).followUp.records, 'challengeCompleted').length, 0);
  });

  it("counts the recycle value of 'Classique' cards only", () => {
    const state = withCards(player(), [
      ['c3', 4],
      ['a2', 4],
    ]);
    const forge = { ...ctx([]), corporationBonuses: {}, vortexPackId: null };
    const classic = accepted(recycle(state, { itemId: 'c3', shinyLevel: 0, quantity: 2 }, forge)).effects;
    const other = accepted(recycle(state, { itemId: 'a2', shinyLevel: 0, quantity: 4 }, forge)).effects;
    assert.equal(challengeProgressFor('RECYCLE', classic.records), 120);
    assert.equal(challengeProgressFor('RECYCLE', other.records), 0);
  });

  it('starts from zero in a new period', () => {
    const state = { ...player(), challenges: { periodBeginDate: '2026-10-26', progress: { x: 5 }, completed: ['x'] } };
    const effects = accepted(
      invoke(
        withCurrencies(state, { balance: 1000 }),
        { kind: 'BASIC' },
        { ...ctx([]), activeEvent: null, effectCardsEnabled: false },
      ),
    ).effects;
    const { state: after } = act(withCurrencies(state, { balance: 1000 }), effects, active('INVOKE', 'LOOT', 'FUSE'));
    assert.equal(after.challenges.periodBeginDate, '2026-11-02');
    assert.deepEqual(after.challenges.completed, []);
    assert.equal(Object.values(after.challenges.progress)[0], 10);
  });
});

describe('shownProgress', () => {
  it('counts an INVOKE challenge in invocations, not in its 10 points each: "1 / 10 invocations"', () => {
    const invoke = challengeDefinitions.find((definition) => definition.type === 'INVOKE')!;
    assert.deepEqual(shownProgress('INVOKE', 10, invoke.max), { current: 1, max: 10, unit: 'invocations' });
    assert.deepEqual(shownProgress('INVOKE', 95, invoke.max), { current: 9, max: 10, unit: 'invocations' });
  });

  it('agrees the unit with the target and keeps the other types as they count', () => {
    assert.deepEqual(shownProgress('FUSE', 0, 1), { current: 0, max: 1, unit: 'fusion' });
    assert.deepEqual(shownProgress('ASCEND', 4, 6), { current: 4, max: 6, unit: 'ascensions' });
  });

  it('has a unit for every type', () => {
    for (const type of challengeTypes) assert.ok(shownProgress(type, 0, 2).unit.length > 0, type);
  });
});
