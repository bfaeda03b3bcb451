// Independent of DATABASE_URL: no database, so the PostgreSQL pass leaves it out.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { recordRows, recordsRows } from '../../src/orchestrator/record-row-changes';
import type { RecordOwner } from '../../src/orchestrator/row-changes';
import type { GameRecord } from '../../src/engine/records';
import {
  playerStateFromRows,
  playerStateRows,
  type LoadedPlayerRows,
} from '../../src/orchestrator/player-state-tables';
import { player, withCards, withCurrencies } from '../areas/fixtures';

function owner(): RecordOwner & { ids: string[] } {
  const ids: string[] = [];
  return {
    userId: 'u-1',
    ruleSet: 'HARDCORE',
    ids,
    newId: () => {
      const id = `id-${ids.length + 1}`;
      ids.push(id);
      return id;
    },
  };
}

const at = '2026-11-02T10:00:00.000Z';

describe('recordRows', () => {
  it('maps a loot to its loots row, ids from the given source', () => {
    const record: GameRecord = {
      kind: 'loot',
      type: 'DAILY',
      date: '2026-11-02',
      at,
      baseAmount: 1000,
      corporationAmount: 20,
      subscriptionAmount: 200,
      amount: 1220,
      corporationBonusLevel: 2,
      loreDust: 10,
      subscriptionBonusNumber: 0,
    };
    assert.deepEqual(recordRows(record, owner()), [
      {
        op: 'insert',
        table: 'loots',
        row: {
          id: 'id-1',
          userId: 'u-1',
          ruleSet: 'HARDCORE',
          type: 'DAILY',
          date: '2026-11-02',
          at: new Date(at),
          baseAmount: 1000,
          corporationAmount: 20,
          subscriptionAmount: 200,
          amount: 1220,
          corporationBonusLevel: 2,
          loreDust: 10,
          subscriptionBonusNumber: 0,
        },
      },
    ]);
  });

  it('writes one trades row per trade, from the buyer side', () => {
    const side = (role: 'BUYER' | 'SELLER', counterpartUserId: string): GameRecord => ({
      kind: 'trade',
      at,
      offerId: 'offer-1',
      role,
      counterpartUserId,
      itemId: 'card-1',
      shinyLevel: 0,
      price: 300,
    });
    assert.deepEqual(recordRows(side('SELLER', 'buyer'), owner()), []);
    const [change] = recordRows(side('BUYER', 'seller'), owner());
    assert.equal(change?.op === 'insert' && change.table, 'trades');
    assert.ok(change?.op === 'insert' && change.table === 'trades');
    assert.equal(change.row.sellerId, 'seller');
    assert.equal(change.row.buyerId, 'u-1');
  });

  it('adds a gift row to a LEDGER log, and keeps the ticket and offer ids the engine drew', () => {
    const source = owner();
    const changes = recordsRows(
      [
        { kind: 'corporationLog', at, corporationId: 'corp', action: 'LEDGER', amount: 500, bonusType: null },
        {
          kind: 'ticketGranted',
          at,
          ticketId: 'ticket-1',
          type: 'ZERA_3000',
          reward: {
            balance: 0,
            loreDust: 0,
            loreFragment: 0,
            itemId: null,
            shinyLevel: 0,
            extraTicket: null,
            jackpot: false,
          },
          source: 'CALENDAR',
          linkCode: null,
        },
        { kind: 'tradeOffer', at, offerId: 'offer-9', sellerId: 'user-1', itemId: 'card-1', shinyLevel: 1, price: 50 },
      ],
      source,
    );
    assert.deepEqual(
      changes.map((c) => (c.op === 'insert' && 'id' in c.row ? `${c.table}:${c.row.id}` : c.op)),
      ['corporationLogs:id-1', 'corporationGifts:id-2', 'tickets:ticket-1', 'tradeOffers:offer-9'],
    );
    const gift = changes[1];
    assert.ok(gift?.op === 'insert' && gift.table === 'corporationGifts');
    assert.equal(gift.row.date, '2026-11-02');
  });

  it('describes updates for records that close or complete earlier rows', () => {
    const ops = recordsRows(
      [
        { kind: 'ticketScratched', at, ticketId: 't', type: 'LUCKY_RAYOU', reward: {} as never, jackpotWon: 0 },
        { kind: 'luckyLink', at, code: 'code-a', createdDate: '2026-11-02' },
        {
          kind: 'hardcoreRunEnd',
          seasonId: 's',
          startDate: '2026-10-01',
          endDate: '2026-10-05',
          failedDate: '2026-10-06',
          reason: 'MISSED_DAILY',
        },
        { kind: 'hardcoreReset', date: '2026-10-07', reason: 'MISSED_DAILY', invokeBeforePity: 500 },
        { kind: 'calendarBox', at, year: 2026, index: 3 },
        { kind: 'challengeProgress', periodBeginDate: '2026-11-02', challengeId: 'c', delta: 10 },
        { kind: 'achievementUnlocked', at, achievementId: 'a', score: 5, rewardLoreDust: 20 },
        { kind: 'corporationMembership', at, corporationId: 'corp', role: 'MEMBER', event: 'LEAVE' },
        { kind: 'recycle', at } as GameRecord,
      ],
      owner(),
    ).map((c) => c.op);
    assert.deepEqual(ops, [
      'scratchTicket',
      'makeLuckyLink',
      'closeHardcoreRun',
      'resetChallengeProgress',
      'openCalendarBox',
      'addChallengeProgress',
      'unlockAchievement',
      'leaveCorporation',
    ]);
  });
});

describe('playerStateRows and playerStateFromRows', () => {
  it('give back the state the rows were made of', () => {
    let state = withCards(withCurrencies(player(), { balance: 1234, loreDust: 5, upgradeDust: 2 }), [
      ['c1', 3],
      ['c4', 1, 1],
      ['c3', 1, 0, 2],
    ]);
    state = {
      ...state,
      counters: { ...state.counters, invocationCount: 12, bestTowerFloor: 3 },
      daily: { date: '2026-11-02', counts: { trades: 2, corporationGifts: 500 } },
      invokeBeforePity: 380,
      loot: { lastDailyDate: '2026-11-02', lastWeeklyDate: '2026-10-30', dailiesSinceWeekly: 3 },
      reputations: { clan: 120 },
      tower: { seasonId: 'season', attemptCount: 4, maxFloorIndex: 2 },
      lastActiveAt: at,
    };
    let id = 0;
    const rows = playerStateRows(state, () => `inv-${++id}`);
    assert.equal(rows.inventories.length, 3);
    assert.equal(rows.counters.invokeBeforePity, 380);
    assert.equal(rows.counters.invocationCount, 12);
    assert.deepEqual(
      rows.dailyCounters.map((r) => [r.date, r.counter, r.value]),
      [
        ['2026-11-02', 'trades', 2],
        ['2026-11-02', 'corporationGifts', 500],
      ],
    );
    const loaded: LoadedPlayerRows = {
      account: { ...state.currencies, lastActiveDate: new Date(at) },
      inventories: rows.inventories,
      counters: {
        ...rows.counters,
        lastDailyDate: rows.counters.lastDailyDate ?? null,
      } as LoadedPlayerRows['counters'],
      dailyCounters: rows.dailyCounters,
      reputations: rows.reputations,
      towerStats: rows.towerStats,
      lastWeeklyDate: state.loot.lastWeeklyDate,
      eventInvocations: [],
      subscription: null,
      corporation: null,
      hardcore: state.hardcore,
      challenges: null,
      achievements: [],
      calendar: null,
      tickets: [],
      luckyLink: null,
      shopPurchases: [],
    };
    assert.deepEqual(playerStateFromRows(state.userId, state.ruleSet, loaded), state);
  });
});
