// Independent of DATABASE_URL: no database, so the PostgreSQL pass leaves it out.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  corporationBonusCost,
  corporationMemberLimit,
  corporationRecycleBonusPercent,
  createCorporation,
  joinCorporation,
  leaveCorporation,
  type CorporationContext,
  type CorporationView,
} from '../../../src/areas/corporations/corporations-rules';
import { giveToCorporation, upgradeCorporationBonus } from '../../../src/areas/corporations/treasury-rules';
import { recordsOf } from '../../../src/engine/records';
import { applySharedEffects } from '../../../src/engine/shared-state';
import type { PlayerState } from '../../../src/engine/player-state';
import { context, play, player, refusedWith, withCurrencies } from '../fixtures';

const corp: CorporationView = { id: 'corp', balance: 20_000, bonuses: {}, memberCount: 3 };
const ctx = (corporation: CorporationView | null = corp, now = '2026-11-02T10:00:00Z'): CorporationContext => ({
  ...context(now),
  corporation,
});
const member = (role: 'ADMIN' | 'MEMBER', balance = 5_000): PlayerState =>
  withCurrencies(player({ corporation: { corporationId: 'corp', role, joinedAt: 'x' } }), { balance });

describe('corporation numbers', () => {
  it('has 4 seats plus 4 per MEMBER_COUNT level, bonus steps of 16k/40k/100k/250k, cumulative recycle percents', () => {
    assert.deepEqual([0, 1, 2, 3, 4].map(corporationMemberLimit), [4, 8, 12, 16, 20]);
    assert.deepEqual([0, 1, 2, 3, 4].map(corporationBonusCost), [16_000, 40_000, 100_000, 250_000, null]);
    assert.deepEqual([1, 2, 3, 4].map(corporationRecycleBonusPercent), [1, 3, 6, 10]);
  });
});

describe('corporation membership', () => {
  it('costs 10000 to create and makes the founder ADMIN', () => {
    const state = withCurrencies(player(), { balance: 12_000 });
    const { state: after, effects } = play(
      state,
      createCorporation(state, { name: 'Les Rayés', description: 'Bonjour' }, ctx(null)),
    );
    assert.equal(after.currencies.balance, 2_000);
    assert.equal(after.corporation?.role, 'ADMIN');
    assert.deepEqual(
      recordsOf(effects.records, 'corporationLog').map((r) => r.action),
      ['CREATE'],
    );
    const shared = applySharedEffects({ corporations: {}, jackpot: 0, shopStock: {}, openTradeOffers: {} }, effects);
    assert.ok(shared.ok && Object.values(shared.shared.corporations)[0]?.memberCount === 1);
    refusedWith(
      createCorporation(withCurrencies(player(), { balance: 9_999 }), { name: 'Abc', description: '' }, ctx(null)),
      'NOT_ENOUGH_BALANCE',
    );
    refusedWith(createCorporation(after, { name: 'Abc', description: '' }, ctx(null)), 'ALREADY_IN_CORPORATION');
    refusedWith(createCorporation(state, { name: ' a ', description: '' }, ctx(null)), 'INVALID_CORPORATION_NAME');
  });

  it('lets a player join while seats remain, logging JOIN and LEAVE', () => {
    const joined = play(player(), joinCorporation(player(), { corporationId: 'corp' }, ctx()));
    assert.equal(joined.state.corporation?.role, 'MEMBER');
    refusedWith(
      joinCorporation(player(), { corporationId: 'corp' }, ctx({ ...corp, memberCount: 4 })),
      'CORPORATION_FULL',
    );
    play(
      player(),
      joinCorporation(
        player(),
        { corporationId: 'corp' },
        ctx({ ...corp, memberCount: 4, bonuses: { MEMBER_COUNT: 1 } }),
      ),
    );
    const left = play(joined.state, leaveCorporation(joined.state, {}, ctx()));
    assert.equal(left.state.corporation, null);
    assert.deepEqual(
      recordsOf(left.effects.records, 'corporationLog').map((r) => r.action),
      ['LEAVE'],
    );
    assert.deepEqual(left.effects.shared, [{ kind: 'corporationMemberCount', corporationId: 'corp', delta: -1 }]);
  });

  it('keeps the PDG until the role is handed over, and dissolves the corporation when its last member leaves', () => {
    refusedWith(leaveCorporation(member('ADMIN'), {}, ctx()), 'ADMIN_MUST_TRANSFER');
    const last = leaveCorporation(member('ADMIN'), {}, ctx({ ...corp, memberCount: 1 }));
    const { state, effects } = play(member('ADMIN'), last);
    assert.ok(last.ok);
    assert.deepEqual(last.outcome, { corporationId: 'corp', dissolved: true });
    assert.equal(state.corporation, null);
    assert.deepEqual(effects.shared, [
      { kind: 'corporationMemberCount', corporationId: 'corp', delta: -1 },
      { kind: 'corporationDissolved', corporationId: 'corp' },
    ]);
    // Nothing happens to a dissolved corporation any more.
    const before = { corporations: { corp: { balance: 5, bonuses: {}, memberCount: 1 } } };
    const shared = applySharedEffects({ ...before, jackpot: 0, shopStock: {}, openTradeOffers: {} }, effects);
    assert.ok(shared.ok);
    assert.deepEqual(shared.shared.corporations.corp, { balance: 5, bonuses: {}, memberCount: 0, dissolved: true });
    const gift = giveToCorporation(member('MEMBER'), { amount: 10 }, ctx());
    assert.ok(gift.ok);
    assert.equal(applySharedEffects(shared.shared, gift.effects).ok, false);
  });
});

describe('corporation treasury', () => {
  it('takes gifts up to 1000 ZUMonnaie per member and day', () => {
    const first = play(member('MEMBER'), giveToCorporation(member('MEMBER'), { amount: 700 }, ctx()));
    assert.equal(first.state.currencies.balance, 4_300);
    assert.deepEqual(first.effects.shared, [{ kind: 'corporationBalance', corporationId: 'corp', delta: 700 }]);
    refusedWith(giveToCorporation(first.state, { amount: 301 }, ctx()), 'GIFT_LIMIT_REACHED');
    play(first.state, giveToCorporation(first.state, { amount: 300 }, ctx()));
    play(first.state, giveToCorporation(first.state, { amount: 1000 }, ctx(corp, '2026-11-03T10:00:00Z')));
    refusedWith(giveToCorporation(member('MEMBER', 10), { amount: 11 }, ctx()), 'NOT_ENOUGH_BALANCE');
    refusedWith(giveToCorporation(player(), { amount: 1 }, ctx()), 'NOT_IN_CORPORATION');
  });

  it('lets the ADMIN buy the next bonus level from the treasury, up to level 4', () => {
    const bought = upgradeCorporationBonus(
      member('ADMIN'),
      { bonusType: 'LOOT' },
      ctx({ ...corp, bonuses: { LOOT: 0 } }),
    );
    assert.ok(bought.ok);
    assert.deepEqual(bought.outcome, { level: 1, cost: 16_000 });
    refusedWith(upgradeCorporationBonus(member('MEMBER'), { bonusType: 'LOOT' }, ctx()), 'NOT_CORPORATION_ADMIN');
    refusedWith(
      upgradeCorporationBonus(member('ADMIN'), { bonusType: 'LOOT' }, ctx({ ...corp, bonuses: { LOOT: 1 } })),
      'NOT_ENOUGH_TREASURY',
    );
    refusedWith(
      upgradeCorporationBonus(member('ADMIN'), { bonusType: 'LOOT' }, ctx({ ...corp, bonuses: { LOOT: 4 } })),
      'BONUS_MAX_LEVEL',
    );
  });
});
