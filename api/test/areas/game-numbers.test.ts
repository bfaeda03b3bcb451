// The site's help texts take their figures from the contract's game numbers: each must be the rule it stands for.
// Independent of DATABASE_URL: no database, so the PostgreSQL pass leaves it out.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { gameNumbers } from '@zu/shared-contract/constants';
import { bossAttacksPerDay, bossDamageRange, bossDurationDays } from '../../src/areas/boss/boss-rules';
import { calendarBoxCount } from '../../src/areas/calendar/calendar-rules';
import { activeChallengeCount } from '../../src/areas/challenges/challenges-rules';
import {
  corporationBonusLevelCosts,
  corporationCreationCost,
  corporationDailyGiftLimit,
  corporationMaxBonusLevel,
  corporationMemberLimit,
  corporationRecycleBonusPercent,
} from '../../src/areas/corporations/corporations-rules';
import { dailyTurnSteps } from '../../src/orchestrator/daily-turn-rules';
import { addDays } from '../../src/engine/world-rules';
import { copiesForDuplicate, upgradeDustPerDuplicate } from '../../src/areas/inventory/constellation-rules';
import {
  effectCardChance,
  effectCraftRate,
  effectDailyBalance,
  effectPoints,
  effectRecycleRate,
} from '../../src/areas/inventory/effect-cards-rules';
import { invocationRarityWeights, starChromaChance } from '../../src/areas/invocations/drop-rules';
import {
  invocationBalanceCosts,
  invocationsBeforePity,
  pityRarity,
} from '../../src/areas/invocations/invocations-rules';
import { corporationLootAmount, dailyLootsPerWeeklyBonus, lootAmounts } from '../../src/areas/loot/loot-rules';
import { activeWithinDays } from '../../src/areas/players/players-rules';
import {
  subscriptionBonusLimit,
  subscriptionDurationDays,
  subscriptionLoreDustCost,
} from '../../src/areas/subscriptions/subscriptions-rules';
import { reputationPerFloor } from '../../src/areas/tower/reputation-rules';
import { towerAttemptLoreDustCost, towerAttemptsPerDay, towerFloorCount } from '../../src/areas/tower/tower-rules';
import { starRarity } from '../../src/engine/catalogue';
import { pityCounterStart } from '../../src/engine/player-state';

const plainRarities = invocationRarityWeights.map(([rarity]) => rarity);

describe('the game numbers of the help texts', () => {
  it('are the rarities the invocations draw, and STAR', () => {
    assert.equal(gameNumbers.rarity.lowest, Math.min(...plainRarities));
    assert.equal(gameNumbers.rarity.highest, Math.max(...plainRarities));
    assert.equal(gameNumbers.rarity.star, starRarity);
  });

  it('are what a loot pays, with and without the subscription, and when the weekly bonus opens', () => {
    const plain = lootAmounts({ subscriber: false, corporationLootLevel: 0 });
    assert.equal(gameNumbers.loot.balance, plain.amount);
    assert.equal(gameNumbers.loot.loreDust, plain.loreDust);
    assert.equal(gameNumbers.loot.subscriberBalance, lootAmounts({ subscriber: true, corporationLootLevel: 0 }).amount);
    assert.equal(gameNumbers.loot.dailiesPerWeeklyBonus, dailyLootsPerWeeklyBonus);
  });

  it('are the invocations’ costs, the STAR chroma chance and the pity', () => {
    assert.deepEqual(gameNumbers.invocation.costs, invocationBalanceCosts);
    assert.equal(gameNumbers.invocation.starChromaChance, starChromaChance);
    assert.equal(gameNumbers.pity.invocations, invocationsBeforePity(pityCounterStart));
    assert.deepEqual(
      gameNumbers.pity.rarities,
      plainRarities.filter((rarity) => rarity >= pityRarity),
    );
  });

  it('are the effect cards’ amounts and chances', () => {
    assert.equal(gameNumbers.effects.points, effectPoints);
    assert.equal(gameNumbers.effects.dailyBalance, effectDailyBalance);
    assert.equal(gameNumbers.effects.recycleRate, effectRecycleRate);
    assert.equal(gameNumbers.effects.craftRate, effectCraftRate);
    assert.equal(gameNumbers.effects.cardChance, effectCardChance([]));
    assert.equal(gameNumbers.effects.cardChanceUnderBonus, effectCardChance(['BUFF_DROPRATE']));
    assert.equal(gameNumbers.effects.cardChanceUnderMalus, effectCardChance(['DEBUFF_DROPRATE']));
  });

  it('are the Vortex, the challenges and the advent calendar', () => {
    assert.equal(gameNumbers.tower.floors, towerFloorCount);
    assert.equal(gameNumbers.tower.attemptLoreDustCost, towerAttemptLoreDustCost);
    assert.equal(gameNumbers.tower.attemptsPerDay, towerAttemptsPerDay);
    assert.equal(gameNumbers.tower.reputationPerFloor, reputationPerFloor);
    assert.equal(gameNumbers.challenges.active, activeChallengeCount);
    assert.equal(gameNumbers.calendar.lastDay, calendarBoxCount);
  });

  it('are the boss’s attacks a day, the health an attack takes and the days it stands', () => {
    assert.equal(gameNumbers.boss.attacksPerDay, bossAttacksPerDay);
    assert.equal(gameNumbers.boss.damageMin, bossDamageRange.min);
    assert.equal(gameNumbers.boss.damageMax, bossDamageRange.max);
    assert.equal(gameNumbers.boss.days, bossDurationDays);
  });

  it('are the corporations’ costs, seats and bonuses', () => {
    const { corporation } = gameNumbers;
    assert.equal(corporation.creationCost, corporationCreationCost);
    assert.equal(corporation.dailyGiftLimit, corporationDailyGiftLimit);
    assert.deepEqual(corporation.bonusLevelCosts, corporationBonusLevelCosts);
    assert.equal(corporation.maxBonusLevel, corporationMaxBonusLevel);
    assert.equal(corporation.baseMembers, corporationMemberLimit(0));
    assert.equal(corporation.membersPerLevel, corporationMemberLimit(1) - corporationMemberLimit(0));
    assert.equal(corporation.lootBalancePerLevel, corporationLootAmount(1));
    assert.deepEqual(
      corporation.recycleBonusRates,
      [1, 2, 3, 4].map((level) => corporationRecycleBonusPercent(level) / 100),
    );
  });

  it('are the days between two restocks of the échoppe, as the daily turn plays them', () => {
    const restockDays = Array.from({ length: 30 }, (_, offset) => addDays('2026-11-01', offset)).filter((day) =>
      dailyTurnSteps(day).includes('RESTOCK_SHOP'),
    );
    const gaps = new Set(
      restockDays.slice(1).map((day, i) => (Date.parse(day) - Date.parse(restockDays[i]!)) / 86_400_000),
    );
    assert.deepEqual([...gaps], [gameNumbers.shop.restockEveryDays]);
  });

  it('are the subscription, the constellations and what makes a player active', () => {
    assert.equal(gameNumbers.subscription.days, subscriptionDurationDays);
    assert.equal(gameNumbers.subscription.loreDustCost, subscriptionLoreDustCost);
    assert.equal(gameNumbers.subscription.bonusLimit, subscriptionBonusLimit);
    assert.equal(gameNumbers.constellation.copiesForDuplicate, copiesForDuplicate);
    assert.equal(gameNumbers.constellation.upgradeDustPerDuplicate, upgradeDustPerDuplicate);
    assert.equal(gameNumbers.players.activeWithinDays, activeWithinDays);
  });
});
