// Independent of DATABASE_URL: no database, so the PostgreSQL pass leaves it out.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { claimDailyLoot, type LootContext } from '../../src/areas/loot/loot-rules';
import { pityCounterStart, type PlayerState } from '../../src/engine/player-state';
import { playerDailyTurn, type PlayerTurnContext } from '../../src/orchestrator/daily-turn-rules';
import {
  hardcoreSeasonOn,
  missedDailyDate,
  nextHardcoreSeason,
  type HardcoreSeason,
} from '../../src/engine/hardcore-rules';
import { recordsOf } from '../../src/engine/records';
import { parisInstant, type WorldDate } from '../../src/engine/world-rules';
import { accepted, catalogue, context, play, player, withCards, withCurrencies } from '../areas/fixtures';

const season1 = nextHardcoreSeason(null, 'season-1', '2026-09-07');
const season2 = nextHardcoreSeason(season1, 'season-2', '2026-12-07');
const seasons: HardcoreSeason[] = [season1, season2];

const at = (date: WorldDate, hour = 9) => parisInstant(date, hour).toISOString();
const lootCtx = (date: WorldDate): LootContext => ({
  ...context(at(date)),
  corporationLootLevel: 0,
  hardcoreSeasons: seasons,
});
const turnCtx = (date: WorldDate): PlayerTurnContext => ({
  ...context(parisInstant(date, 0).toISOString()),
  catalogue,
  hardcoreSeasons: seasons,
  effectCardsEnabled: true,
});

function daily(state: PlayerState, date: WorldDate): PlayerState {
  return play(state, claimDailyLoot(state, {}, lootCtx(date))).state;
}

describe('hardcore seasons', () => {
  it('numbers seasons and lasts 13 weeks', () => {
    assert.deepEqual(season1, { id: 'season-1', index: 1, beginDate: '2026-09-07', endDate: '2026-12-06' });
    assert.equal(season2.index, 2);
    assert.equal(hardcoreSeasonOn(seasons, '2026-12-06')?.id, 'season-1');
    assert.equal(hardcoreSeasonOn(seasons, '2026-12-07')?.id, 'season-2');
    assert.equal(hardcoreSeasonOn(seasons, '2026-09-06'), null);
  });
});

describe('hardcore run', () => {
  it('starts with the first daily of the season and goes on while every day has a daily', () => {
    let state = daily(player(), '2026-09-10');
    assert.deepEqual(state.hardcore, { seasonId: 'season-1', run: { seasonId: 'season-1', startDate: '2026-09-10' } });
    state = daily(state, '2026-09-11');
    state = daily(state, '2026-09-12');
    assert.equal(missedDailyDate(state, '2026-09-13'), null);
    const turn = accepted(playerDailyTurn(state, {}, turnCtx('2026-09-13')));
    assert.equal(turn.outcome.runClosed, false);
    assert.equal(state.counters.hardcoreRunCount, 1);
  });

  it('ends on a missed daily and wipes the hardcore progress (daily turn)', () => {
    let state = daily(player(), '2026-09-10');
    state = daily(state, '2026-09-11');
    state = withCards(withCurrencies(state, { loreFragment: 30, upgradeDust: 4 }), [
      ['c1', 3],
      ['c4', 1, 1],
      ['c3', 1, 0, 2],
    ]);
    state = { ...state, invokeBeforePity: 120, reputations: { clan: 300 } };
    state = { ...state, challenges: { periodBeginDate: '2026-09-07', progress: { x: 4 }, completed: ['y'] } };
    // No daily on 09-12: the turn opening 09-13 ends the run.
    assert.equal(missedDailyDate(state, '2026-09-13'), '2026-09-12');
    const { state: after, effects } = play(state, playerDailyTurn(state, {}, turnCtx('2026-09-13')));
    const [end] = recordsOf(effects.records, 'hardcoreRunEnd');
    assert.deepEqual(end, {
      kind: 'hardcoreRunEnd',
      seasonId: 'season-1',
      startDate: '2026-09-10',
      endDate: '2026-09-11',
      failedDate: '2026-09-12',
      reason: 'MISSED_DAILY',
    });
    assert.deepEqual(after.currencies, { balance: 0, loreDust: 0, loreFragment: 0, upgradeDust: 0 });
    assert.deepEqual(after.inventory, {});
    assert.equal(after.invokeBeforePity, pityCounterStart);
    assert.deepEqual(after.reputations, {});
    assert.deepEqual(after.challenges, { periodBeginDate: '2026-09-07', progress: {}, completed: ['y'] });
    assert.equal(after.loot.dailiesSinceWeekly, 0);
    assert.equal(after.hardcore.run, null);
    // The cards it offered on the market are gone: its open offers are withdrawn.
    assert.deepEqual(effects.shared, [{ kind: 'sellerOffersCancelled', sellerId: state.userId }]);
    // History and lifetime counters stay.
    assert.equal(after.counters.dailyLootCount, 2);
    assert.equal(after.counters.hardcoreFailureCount, 1);
    // Not a command of the player's.
    assert.equal(after.lastActiveAt, state.lastActiveAt);
  });

  it('ends the run and wipes when the player comes back before the turn ran, then starts a new run', () => {
    let state = daily(player(), '2026-09-10');
    state = withCards(state, [['c2', 5]]);
    const { state: after, effects } = play(state, claimDailyLoot(state, {}, lootCtx('2026-09-14')));
    assert.equal(recordsOf(effects.records, 'hardcoreReset').length, 1);
    assert.equal(recordsOf(effects.records, 'hardcoreRunEnd')[0]?.failedDate, '2026-09-11');
    assert.deepEqual(after.inventory, {});
    // The wipe takes the first loot's 1000 and 10; the new daily pays again on the fresh state.
    assert.deepEqual(after.currencies, { balance: 1000, loreDust: 10, loreFragment: 0, upgradeDust: 0 });
    assert.deepEqual(after.hardcore.run, { seasonId: 'season-1', startDate: '2026-09-14' });
    assert.equal(after.loot.dailiesSinceWeekly, 1);
  });

  it('survives to the season end without a wipe, and the next season starts from nothing', () => {
    let state = daily(player(), '2026-12-05');
    state = daily(state, '2026-12-06');
    const turn = play(state, playerDailyTurn(state, {}, turnCtx('2026-12-07')));
    assert.deepEqual(recordsOf(turn.effects.records, 'hardcoreRunEnd')[0]?.reason, 'SEASON_END');
    assert.equal(recordsOf(turn.effects.records, 'hardcoreReset').length, 0);
    assert.equal(turn.state.currencies.balance, 2000);
    const next = play(turn.state, claimDailyLoot(turn.state, {}, lootCtx('2026-12-07')));
    assert.equal(recordsOf(next.effects.records, 'hardcoreReset')[0]?.reason, 'NEW_SEASON');
    assert.equal(next.state.currencies.balance, 1000);
    assert.equal(next.state.hardcore.seasonId, 'season-2');
  });

  it('wipes once when a failure spills into a new season', () => {
    let state = daily(player(), '2026-12-04');
    state = withCurrencies(state, { balance: 5000 });
    const { effects, state: after } = play(state, claimDailyLoot(state, {}, lootCtx('2026-12-08')));
    assert.equal(recordsOf(effects.records, 'hardcoreReset').length, 1);
    assert.equal(after.currencies.balance, 1000);
    assert.deepEqual(after.hardcore.run, { seasonId: 'season-2', startDate: '2026-12-08' });
  });

  it('leaves the NORMAL rule set alone', () => {
    let state = player({}, 'NORMAL');
    state = play(state, claimDailyLoot(state, {}, { ...lootCtx('2026-09-10'), ruleSet: 'NORMAL' })).state;
    assert.equal(state.hardcore.run, null);
    const turn = accepted(playerDailyTurn(state, {}, { ...turnCtx('2026-09-20'), ruleSet: 'NORMAL' }));
    assert.equal(turn.outcome.runClosed, false);
    assert.equal(turn.effects.records.length, 0);
  });
});

describe('daily turn: balance effect cards', () => {
  it('pays 500 at midnight under BUFF_BALANCE and never takes more than the balance under DEBUFF_BALANCE', () => {
    const buff = withCards(player(), [['e-buff-balance', 1]]);
    assert.equal(accepted(playerDailyTurn(buff, {}, turnCtx('2026-08-01'))).effects.currencies.balance, 500);
    const debuff = withCurrencies(withCards(player(), [['e-debuff-balance', 1]]), { balance: 300 });
    const { state } = play(debuff, playerDailyTurn(debuff, {}, turnCtx('2026-08-01')));
    assert.equal(state.currencies.balance, 0);
    const both = withCards(player(), [
      ['e-buff-balance', 1],
      ['e-debuff-balance', 1],
    ]);
    assert.deepEqual(accepted(playerDailyTurn(both, {}, turnCtx('2026-08-01'))).effects.records, []);
  });
});
