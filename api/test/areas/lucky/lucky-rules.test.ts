// Independent of DATABASE_URL: no database, so the PostgreSQL pass leaves it out.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  grantTicket,
  isLuckyLinkValid,
  jackpotContribution,
  jackpotStart,
  makeLuckyLink,
  noReward,
  scratchLinkedTicket,
  scratchTicket,
  ticketRewardTables,
  type ScratchContext,
} from '../../../src/areas/lucky/lucky-rules';
import { ticketTypes } from '../../../src/engine/record-types';
import { recordsOf } from '../../../src/engine/records';
import type { PlayerState } from '../../../src/engine/player-state';
import { play, player, refusedWith, ticketContext } from '../fixtures';

const monday = '2026-11-02T10:00:00Z';
const ctx = (jackpot = 12_000, now = monday): ScratchContext => ({ ...ticketContext(now, 'lucky'), jackpot });
const holding = (
  type: (typeof ticketTypes)[number],
  reward: Partial<typeof noReward>,
  linkCode: string | null = null,
) => player({ tickets: [{ ticketId: 't1', type, reward: { ...noReward, ...reward }, linkCode }] });
/** The state after making a link at `now` with that code. */
const linked = (state: PlayerState, code: string, now = monday) =>
  play(state, makeLuckyLink(state, { code }, ctx(0, now)));

describe('tickets', () => {
  it('draws the reward when the ticket is given, from tables that cover each type', () => {
    for (const type of ticketTypes) assert.ok(ticketRewardTables[type].length > 0);
    const { state, effects } = play(player(), {
      ok: true,
      effects: grantTicket('LUCKY_RAYOU', 'CALENDAR', player(), ctx()),
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

  it('keeps a link 7 days, the day it is made included', () => {
    assert.equal(isLuckyLinkValid('2026-11-02', '2026-11-08'), true);
    assert.equal(isLuckyLinkValid('2026-11-02', '2026-11-09'), false);
  });
});

describe('ticket links', () => {
  it('attach every ticket not scratched yet to a new link, with the code given', () => {
    const start = player({
      tickets: [
        { ticketId: 't1', type: 'ZERA_3000', reward: noReward, linkCode: null },
        { ticketId: 't2', type: 'LUCKY_RAYOU', reward: noReward, linkCode: null },
      ],
    });
    const { state, outcome } = linked(start, 'code-a');
    assert.deepEqual(outcome, { code: 'code-a', createdDate: '2026-11-02', ticketCount: 2 });
    assert.deepEqual(state.luckyLink, { code: 'code-a', createdDate: '2026-11-02' });
    assert.deepEqual(
      state.tickets.map((t) => t.linkCode),
      ['code-a', 'code-a'],
    );
  });

  it('answer the current link while it is valid, and make a new one once it has expired', () => {
    const first = linked(holding('ZERA_3000', {}), 'code-a').state;
    const again = makeLuckyLink(first, { code: 'code-b' }, ctx(0, '2026-11-08T22:00:00Z'));
    assert.ok(again.ok);
    assert.equal(again.outcome.code, 'code-a');
    assert.equal(again.effects.records.length, 0);
    const { state } = linked(first, 'code-b', '2026-11-09T08:00:00Z');
    assert.deepEqual(state.luckyLink, { code: 'code-b', createdDate: '2026-11-09' });
    assert.equal(state.tickets[0]?.linkCode, 'code-b');
  });

  it('put the tickets won later on the current link, and on none once it has expired', () => {
    const { state } = linked(player(), 'code-a');
    const granted = (now: string) =>
      recordsOf(grantTicket('ZERA_3000', 'CALENDAR', state, ctx(0, now)).records, 'ticketGranted')[0]?.linkCode;
    assert.equal(granted('2026-11-05T10:00:00Z'), 'code-a');
    assert.equal(granted('2026-11-09T10:00:00Z'), null);
  });

  it('scratch a ticket on the current link only, once', () => {
    const { state } = linked(holding('ZERA_3000', { balance: 500 }), 'code-a');
    const scratched = play(state, scratchLinkedTicket(state, { ticketId: 't1' }, ctx()));
    assert.equal(scratched.state.currencies.balance, 500);
    refusedWith(scratchLinkedTicket(scratched.state, { ticketId: 't1' }, ctx()), 'TICKET_ALREADY_SCRATCHED');
    refusedWith(scratchLinkedTicket(state, { ticketId: 't1' }, ctx(0, '2026-11-09T10:00:00Z')), 'LUCKY_LINK_EXPIRED');
    const unlinked = holding('ZERA_3000', { balance: 500 });
    refusedWith(scratchLinkedTicket(unlinked, { ticketId: 't1' }, ctx()), 'LUCKY_LINK_EXPIRED');
  });

  it('put the extra ticket a scratch wins on the same link', () => {
    const { state } = linked(holding('LUCKY_RAYOU', { extraTicket: 'RAYOU_OFFICIAL' }), 'code-a');
    const after = play(state, scratchLinkedTicket(state, { ticketId: 't1' }, ctx())).state;
    assert.deepEqual(
      after.tickets.map((t) => [t.type, t.linkCode]),
      [['RAYOU_OFFICIAL', 'code-a']],
    );
  });
});
