import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  grantTicket,
  isLuckyLinkValid,
  jackpotContribution,
  jackpotStart,
  luckyLinkCode,
  noReward,
  scratchTicket,
  ticketRewardTables,
  type ScratchContext,
} from '../../../src/areas/lucky/lucky-rules';
import { ticketTypes } from '../../../src/engine/record-types';
import { recordsOf } from '../../../src/engine/records';
import { catalogue, context, play, player, refusedWith } from '../fixtures';

const ctx = (jackpot = 12_000): ScratchContext => ({ ...context('2026-11-02T10:00:00Z', 'lucky'), catalogue, jackpot });
const holding = (type: (typeof ticketTypes)[number], reward: Partial<typeof noReward>) =>
  player({ tickets: [{ ticketId: 't1', type, reward: { ...noReward, ...reward } }] });

describe('tickets', () => {
  it('draws the reward when the ticket is given, from tables that cover each type', () => {
    for (const type of ticketTypes) assert.ok(ticketRewardTables[type].length > 0);
    const { state, effects } = play(player(), {
      ok: true,
      effects: grantTicket('LUCKY_RAYOU', 'CALENDAR', ctx()),
      outcome: null,
      related: [],
    });
    assert.equal(state.tickets.length, 1);
    assert.equal(recordsOf(effects.records, 'ticketGranted')[0]?.source, 'CALENDAR');
  });

  it('pays the reward when scratched, once', () => {
    const { state, effects } = play(
      holding('ZERA_3000', { balance: 3000 }),
      scratchTicket(holding('ZERA_3000', { balance: 3000 }), { ticketId: 't1' }, ctx()),
    );
    assert.equal(state.currencies.balance, 3000);
    assert.equal(state.counters.luckyCount, 1);
    assert.deepEqual(effects.shared, []);
    refusedWith(scratchTicket(state, { ticketId: 't1' }, ctx()), 'TICKET_NOT_FOUND');
  });

  it('feeds the jackpot with every losing RAYOU_OFFICIAL and pays it whole to the winner', () => {
    const losing = scratchTicket(holding('RAYOU_OFFICIAL', {}), { ticketId: 't1' }, ctx());
    assert.ok(losing.ok);
    assert.deepEqual(losing.effects.shared, [{ kind: 'jackpot', delta: jackpotContribution }]);
    const { state, outcome, effects } = play(
      holding('RAYOU_OFFICIAL', { jackpot: true }),
      scratchTicket(holding('RAYOU_OFFICIAL', { jackpot: true }), { ticketId: 't1' }, ctx(12_000)),
    );
    assert.equal(outcome.jackpotWon, 12_000);
    assert.equal(state.currencies.balance, 12_000);
    assert.deepEqual(effects.shared, [{ kind: 'jackpot', delta: jackpotStart - 12_000 }]);
  });

  it('gives cards and extra tickets', () => {
    const card = play(
      holding('LUCKY_RAYOU', { itemId: 'c2' }),
      scratchTicket(holding('LUCKY_RAYOU', { itemId: 'c2' }), { ticketId: 't1' }, ctx()),
    );
    assert.equal(card.state.inventory['c2:0:0']?.quantity, 1);
    const extra = play(
      holding('LUCKY_RAYOU', { extraTicket: 'ZERA_3000' }),
      scratchTicket(holding('LUCKY_RAYOU', { extraTicket: 'ZERA_3000' }), { ticketId: 't1' }, ctx()),
    );
    assert.deepEqual(
      extra.state.tickets.map((t) => t.type),
      ['ZERA_3000'],
    );
  });

  it('makes link codes that last 7 days', () => {
    assert.match(luckyLinkCode(context('2026-11-02T10:00:00Z').prng), /^[0-9a-f]{16}$/);
    assert.equal(isLuckyLinkValid('2026-11-02', '2026-11-08'), true);
    assert.equal(isLuckyLinkValid('2026-11-02', '2026-11-09'), false);
  });
});
