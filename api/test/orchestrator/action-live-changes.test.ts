// What an action announces, read off its effects alone (no database).
// Independent of DATABASE_URL: no database, so the PostgreSQL pass leaves it out.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { makeEffects } from '../../src/engine/effects';
import { actionLiveChanges } from '../../src/orchestrator/action-live-changes';

const corporationId = '00000000-0000-4000-8000-0000000000c1';
const at = '2026-12-01T10:00:00.000Z';

describe('actionLiveChanges', () => {
  it('names each player whose effects are not empty, and no one whose are', () => {
    const changes = actionLiveChanges('actor', 'HARDCORE', {
      effects: makeEffects({ currencies: { balance: -5 } }),
      related: [
        { userId: 'seller', effects: makeEffects({ counters: [{ counter: 'tradeCount', delta: 1 }] }) },
        { userId: 'untouched', effects: makeEffects({ currencies: { balance: 0 } }) },
      ],
    });
    assert.deepEqual(changes, {
      changes: [],
      players: [
        { userId: 'actor', ruleSet: 'HARDCORE' },
        { userId: 'seller', ruleSet: 'HARDCORE' },
      ],
    });
    assert.deepEqual(actionLiveChanges('actor', 'NORMAL', { effects: makeEffects(), related: [] }), {
      changes: [],
      players: [],
    });
  });

  it('names the corporation, the jackpot, the échoppe and the market once each, from any player’s effects', () => {
    const changes = actionLiveChanges('actor', 'NORMAL', {
      effects: makeEffects({
        shared: [
          { kind: 'corporationBalance', corporationId, delta: 10 },
          { kind: 'jackpot', delta: 3 },
          { kind: 'shopStock', offerId: 'o', delta: -1 },
        ],
        records: [{ kind: 'corporationLog', at, corporationId, action: 'LEDGER', amount: 10, bonusType: null }],
      }),
      related: [
        {
          userId: 'seller',
          effects: makeEffects({
            shared: [{ kind: 'tradeOfferClosed', offerId: 'x', sellerId: 'seller', status: 'ACCEPTED' }],
          }),
        },
      ],
    });
    assert.deepEqual(
      changes.changes.map((change) => `${change.ruleSet} ${change.topic}`),
      [`NORMAL corporation:${corporationId}`, 'NORMAL jackpot', 'NORMAL shop', 'NORMAL market'],
    );
  });

  it('names the market for a new offer and the corporation a player joins', () => {
    const changes = actionLiveChanges('actor', 'NORMAL', {
      effects: makeEffects({
        records: [
          { kind: 'tradeOffer', at, offerId: 'o', sellerId: 'actor', itemId: 'i', shinyLevel: 0, price: 5 },
          { kind: 'corporationMembership', at, corporationId, role: 'MEMBER', event: 'JOIN' },
        ],
      }),
      related: [],
    });
    assert.deepEqual(
      changes.changes.map((change) => change.topic),
      ['market', `corporation:${corporationId}`],
    );
  });
});
