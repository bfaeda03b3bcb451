// A small hand-made world for the tests of the routes' shapes and edge cases: the played world's history and
// derived rows are emptied first (nobody has played yet), then known rows are inserted around `joueur.test` and a
// few other players, so each assertion names the row it expects. Dates are placed around the world's day. NORMAL
// and HARDCORE get different rows, so that a route mixing them shows. The played world itself is checked by the
// seed's invariant tests and by the compatibility test.
import { and, asc, eq, ne } from 'drizzle-orm';
import { writeEveryCollectionFigures } from './collection-figures';
import { emptyPlayedWorld } from './empty-world';
import type { Db } from '../../src/db/client';
import type { RuleSet } from '../../src/engine/rule-sets';
import { readWorldDate } from '../../src/areas/world/world-clock';
import {
  achievementCategories,
  achievements,
  playerAchievements,
} from '../../src/areas/achievements/achievements-schema';
import { lootAchievementCategoryId } from '../../src/areas/achievements/achievement-definitions-rules';
import { calendarBoxes, calendarOpenings } from '../../src/areas/calendar/calendar-schema';
import { items } from '../../src/areas/catalogue/catalogue-schema';
import { challengeDefinitions, challengePeriodOf } from '../../src/areas/challenges/challenges-rules';
import {
  challengePeriods,
  challenges,
  periodChallenges,
  playerChallenges,
} from '../../src/areas/challenges/challenges-schema';
import {
  corporationBonuses,
  corporationGifts,
  corporationLogs,
  corporationMembers,
  corporations,
} from '../../src/areas/corporations/corporations-schema';
import { evolutions, evolutionSteps, pins } from '../../src/areas/inventory/inventory-schema';
import { eventItems, events, invocations } from '../../src/areas/invocations/invocations-schema';
import { loots } from '../../src/areas/loot/loot-schema';
import { noReward } from '../../src/areas/lucky/lucky-rules';
import { jackpots, luckyLinks, tickets } from '../../src/areas/lucky/lucky-schema';
import { banners, inventories, playerAccounts, playerCounters, users } from '../../src/areas/players/players-schema';
import { reputationLevels as levelTable } from '../../src/areas/tower/reputation-rules';
import { defaultTowerFloors } from '../../src/areas/tower/tower-rules';
import {
  playerReputations,
  playerTowerStats,
  reputationLevels,
  reputations,
  tournamentBattles,
  tournamentRounds,
  tournaments,
  towerAttempts,
  towerFloorDropRates,
  towerFloors,
  towers,
  towerSeasons,
} from '../../src/areas/tower/tower-schema';
import { hardcoreSeasons } from '../../src/areas/world/world-schema';
import { addDays, parisInstant, yearOf } from '../../src/engine/world-rules';
import type { TestContext } from './test-app';

/** Ids the tests assert on: fixed, so that a failing assertion names what it expected. */
export const ids = {
  evolution: '00000000-0000-4000-8000-00000000e001',
  categoryOther: '00000000-0000-4000-8000-00000000c0a7',
  achievement: [1, 2, 3, 4].map((n) => `00000000-0000-4000-8000-0000000ac00${n}`),
  towerSeason: {
    NORMAL: ['00000000-0000-4000-8000-0000000050a1', '00000000-0000-4000-8000-0000000050a2'],
    HARDCORE: ['00000000-0000-4000-8000-0000000050b1'],
  },
  tower: ['00000000-0000-4000-8000-00000000070a', '00000000-0000-4000-8000-00000000070b'],
  tournament: '00000000-0000-4000-8000-0000000070a1',
  event: {
    NORMAL: '00000000-0000-4000-8000-00000000ee01',
    HARDCORE: '00000000-0000-4000-8000-00000000ee02',
    past: '00000000-0000-4000-8000-00000000ee03',
  },
  hardcoreSeason: { past: '00000000-0000-4000-8000-0000000000c1', current: '00000000-0000-4000-8000-0000000000c2' },
  link: {
    valid: 'a1b2c3d4e5f60718',
    expired: 'e0e0e0e0e0e0e0e0',
    empty: 'f0f0f0f0f0f0f0f0',
    hardcore: 'b1b2b3b4b5b6b7b8',
  },
  ticket: {
    first: '00000000-0000-4000-8000-00000000f001',
    second: '00000000-0000-4000-8000-00000000f002',
  },
} as const;

export const testPlayerName = 'joueur.test';

export interface GameWorld {
  today: string;
  playerId: string;
  /** Players of both rule sets other than joueur.test. */
  others: string[];
  itemIds: string[];
  /** joueur.test's HARDCORE corporation. */
  corporationId: string;
}

let uuidCounter = 0;
/** Fresh ids for rows no test names. */
const uuid = () => `00000000-0000-4000-9000-${(++uuidCounter).toString(16).padStart(12, '0')}`;

async function userIdOf(db: Db, name: string) {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.discordUserName, name));
  return row!.id;
}

/** Three players with an account in both rule sets, other than joueur.test. */
async function otherPlayers(db: Db, playerId: string): Promise<string[]> {
  const normal = await db
    .select({ id: playerAccounts.userId })
    .from(playerAccounts)
    .where(and(eq(playerAccounts.ruleSet, 'NORMAL'), ne(playerAccounts.userId, playerId)))
    .orderBy(asc(playerAccounts.userId));
  const hardcore = new Set(
    (
      await db.select({ id: playerAccounts.userId }).from(playerAccounts).where(eq(playerAccounts.ruleSet, 'HARDCORE'))
    ).map((row) => row.id),
  );
  return normal
    .map((row) => row.id)
    .filter((id) => hardcore.has(id))
    .slice(0, 3);
}

export async function insertGameWorld(db: Db): Promise<GameWorld> {
  await emptyPlayedWorld(db);
  const today = await readWorldDate(db);
  const at = (date: string, hour = 12) => parisInstant(date, hour);
  const playerId = await userIdOf(db, testPlayerName);
  const others = await otherPlayers(db, playerId);
  const cards = await db.select().from(items).orderBy(asc(items.identifier)).limit(12);
  const itemIds = cards.map((card) => card.id);
  const card = (i: number) => cards[i]!;

  // Inventories: three lines in NORMAL (one of them a constellation), one in HARDCORE.
  const entry = {
    normalPlain: '00000000-0000-4000-8000-0000000001a1',
    normalGolden: '00000000-0000-4000-8000-0000000001a2',
    normalUpgrade: '00000000-0000-4000-8000-0000000001a3',
    hardcore: '00000000-0000-4000-8000-0000000001b1',
  };
  await db.insert(inventories).values([
    {
      id: entry.normalPlain,
      userId: playerId,
      ruleSet: 'NORMAL',
      itemId: card(0).id,
      shinyLevel: 0,
      upgradeLevel: 0,
      quantity: 3,
    },
    {
      id: entry.normalGolden,
      userId: playerId,
      ruleSet: 'NORMAL',
      itemId: card(1).id,
      shinyLevel: 1,
      upgradeLevel: 0,
      quantity: 1,
    },
    {
      id: entry.normalUpgrade,
      userId: playerId,
      ruleSet: 'NORMAL',
      itemId: card(2).id,
      shinyLevel: 0,
      // As the engine leaves a constellation: upgradeLevel starts at the card's rarity and goes down to 1.
      upgradeLevel: Math.min(2, card(2).rarity),
      quantity: 1,
    },
    {
      id: entry.hardcore,
      userId: playerId,
      ruleSet: 'HARDCORE',
      itemId: card(3).id,
      shinyLevel: 0,
      upgradeLevel: 0,
      quantity: 2,
    },
    // The evolution's first two steps, as plain cards.
    {
      id: uuid(),
      userId: playerId,
      ruleSet: 'NORMAL',
      itemId: card(4).id,
      shinyLevel: 0,
      upgradeLevel: 0,
      quantity: 1,
    },
    {
      id: uuid(),
      userId: playerId,
      ruleSet: 'NORMAL',
      itemId: card(5).id,
      shinyLevel: 1,
      upgradeLevel: 0,
      quantity: 1,
    },
  ]);
  await db.insert(pins).values([
    {
      id: uuid(),
      userId: playerId,
      ruleSet: 'NORMAL',
      inventoryId: entry.normalGolden,
      position: 0,
      date: at(addDays(today, -2)),
    },
    {
      id: uuid(),
      userId: playerId,
      ruleSet: 'NORMAL',
      inventoryId: entry.normalPlain,
      position: 1,
      date: at(addDays(today, -1)),
    },
  ]);
  await db.insert(playerCounters).values([
    // 400 days looted: the loot achievements' progress.
    { userId: playerId, ruleSet: 'NORMAL', invokeBeforePity: 230, dailyLootCount: 400 },
    { userId: playerId, ruleSet: 'HARDCORE', invokeBeforePity: 480, dailyLootCount: 12 },
  ]);
  const invocation = (ruleSet: RuleSet, i: number, date: string, isPity = false) => ({
    id: uuid(),
    userId: playerId,
    ruleSet,
    at: at(date),
    kind: 'BASIC',
    balanceCost: 1000,
    loreDustCost: 0,
    itemId: card(i).id,
    rarity: card(i).rarity,
    shinyLevel: 0,
    isPity,
    isEffectCard: false,
    invokeBeforePity: 300,
  });
  await db
    .insert(invocations)
    .values([
      invocation('NORMAL', 0, addDays(today, -3)),
      invocation('NORMAL', 1, addDays(today, -2), true),
      invocation('HARDCORE', 3, addDays(today, -1)),
    ]);

  // Loots: today and yesterday in NORMAL (a weekly bonus too), last year's summer, today in HARDCORE.
  const loot = (ruleSet: RuleSet, date: string, type: 'DAILY' | 'WEEKLY', corporationAmount = 0) => ({
    id: uuid(),
    userId: playerId,
    ruleSet,
    type,
    date,
    at: at(date, 9),
    baseAmount: 1000,
    corporationAmount,
    subscriptionAmount: 200,
    amount: 1200 + corporationAmount,
    corporationBonusLevel: corporationAmount > 0 ? 2 : 0,
    loreDust: 10,
  });
  const lastYear = `${yearOf(today) - 1}-07-14`;
  await db
    .insert(loots)
    .values([
      loot('NORMAL', today, 'DAILY'),
      loot('NORMAL', addDays(today, -1), 'DAILY'),
      loot('NORMAL', addDays(today, -1), 'WEEKLY'),
      loot('NORMAL', lastYear, 'DAILY'),
      loot('HARDCORE', today, 'DAILY', 30),
    ]);

  // An evolution of three steps; joueur.test owns the first two in NORMAL. It replaces the seed's chains, so that
  // the chain a player is shown is one the tests know.
  await db.delete(evolutionSteps);
  await db.delete(evolutions);
  await db.insert(evolutions).values({ id: ids.evolution, name: 'Évolution du test' });
  await db.insert(evolutionSteps).values([
    { evolutionId: ids.evolution, step: 0, itemId: card(4).id, upgradeDustCost: 0 },
    { evolutionId: ids.evolution, step: 1, itemId: card(5).id, upgradeDustCost: 10 },
    { evolutionId: ids.evolution, step: 2, itemId: card(6).id, upgradeDustCost: 25 },
  ]);

  // Achievements: the loot category's three yearly ones (the first done in NORMAL), and one of another category.
  await db.insert(achievementCategories).values([
    { id: lootAchievementCategoryId, index: 0, name: 'Assiduité' },
    { id: ids.categoryOther, index: 1, name: 'Collection' },
  ]);
  const [banner] = await db.select().from(banners).orderBy(asc(banners.id)).limit(1);
  const achievement = (n: number, categoryId: string, target: number, extra: object = {}) => ({
    id: ids.achievement[n]!,
    categoryId,
    index: n,
    name: ['Matinal', 'Fidèle', 'Insomniaque', 'Collectionneur'][n]!,
    slug: ['matinal', 'fidele', 'insomniaque', 'collectionneur'][n]!,
    description: `Description ${n}`,
    metric: categoryId === ids.categoryOther ? 'UNIQUE_CARDS' : 'LOOT_DAYS',
    target,
    score: 10 * (n + 1),
    featOfStrength: false,
    isDeletable: false,
    ...extra,
  });
  await db
    .insert(achievements)
    .values([
      achievement(0, lootAchievementCategoryId, 365, { rewardLoreDust: 100 }),
      achievement(1, lootAchievementCategoryId, 730, { rewardBannerId: banner!.id }),
      achievement(2, lootAchievementCategoryId, 1095, { rewardItemId: card(7).id }),
      achievement(3, ids.categoryOther, 50),
    ]);
  await db.insert(playerAchievements).values([
    {
      userId: playerId,
      ruleSet: 'NORMAL',
      achievementId: ids.achievement[0]!,
      progress: 365,
      date: at(addDays(today, -40)),
    },
  ]);

  // Challenges: this week's three in each rule set (different ones); joueur.test did the first NORMAL one.
  await db.insert(challenges).values(challengeDefinitions.map((definition) => ({ ...definition })));
  const week = challengePeriodOf(today);
  const periods = { NORMAL: uuid(), HARDCORE: uuid() };
  await db.insert(challengePeriods).values([
    { id: periods.NORMAL, ruleSet: 'NORMAL', ...week },
    { id: periods.HARDCORE, ruleSet: 'HARDCORE', ...week },
    // Last week's, over.
    { id: uuid(), ruleSet: 'NORMAL', beginDate: addDays(week.beginDate, -7), endDate: addDays(week.endDate, -7) },
  ]);
  const active = { NORMAL: [uuid(), uuid(), uuid()], HARDCORE: [uuid(), uuid(), uuid()] };
  await db.insert(periodChallenges).values([
    ...active.NORMAL.map((id, position) => ({
      id,
      periodId: periods.NORMAL,
      challengeId: challengeDefinitions[position]!.id,
      position,
    })),
    ...active.HARDCORE.map((id, position) => ({
      id,
      periodId: periods.HARDCORE,
      challengeId: challengeDefinitions[position + 3]!.id,
      position,
    })),
  ]);
  await db.insert(playerChallenges).values([
    {
      userId: playerId,
      ruleSet: 'NORMAL',
      periodChallengeId: active.NORMAL[0]!,
      progress: challengeDefinitions[0]!.max,
      completedDate: at(week.beginDate, 20),
      score: challengeDefinitions[0]!.score,
    },
    { userId: playerId, ruleSet: 'NORMAL', periodChallengeId: active.NORMAL[1]!, progress: 1, score: 0 },
  ]);

  // This year's advent calendar in NORMAL: a card on day 1, a banner on day 2, a ticket on day 3; day 1 opened.
  const year = yearOf(today);
  const boxIds = Array.from({ length: 25 }, () => uuid());
  await db.insert(calendarBoxes).values(
    boxIds.map((id, index) => ({
      id,
      ruleSet: 'NORMAL' as const,
      year,
      index,
      openableDate: `${year}-12-${String(index + 1).padStart(2, '0')}`,
      itemId: index === 0 ? card(8).id : null,
      shinyLevel: index === 0 ? 1 : 0,
      upgradeLevel: 0,
      bannerId: index === 1 ? banner!.id : null,
      loreDust: index === 4 ? 50 : 0,
      loreFragment: 0,
      balance: index === 3 ? 500 : 0,
      luckyType: index === 2 ? 'LUCKY_RAYOU' : null,
    })),
  );
  await db.insert(calendarOpenings).values({ userId: playerId, boxId: boxIds[0]!, openedAt: at(`${year}-12-01`, 8) });

  // Events: one running in each rule set, one over in NORMAL.
  await db.insert(events).values([
    {
      id: ids.event.NORMAL,
      ruleSet: 'NORMAL',
      name: 'Fête des boosters',
      packId: card(9).packId,
      beginDate: addDays(today, -3),
      endDate: addDays(today, 3),
      balanceCost: 800,
      loreDustCost: 0,
      invokeCount: 1,
      isActive: true,
      isOneTime: false,
      isPityEnabled: true,
    },
    {
      id: ids.event.HARDCORE,
      ruleSet: 'HARDCORE',
      name: 'Nuit hardcore',
      packId: card(9).packId,
      beginDate: today,
      endDate: today,
      balanceCost: 1200,
      loreDustCost: 20,
      invokeCount: 1,
      isActive: true,
      isOneTime: true,
      isPityEnabled: false,
    },
    {
      id: ids.event.past,
      ruleSet: 'NORMAL',
      name: 'Ancien événement',
      packId: card(9).packId,
      beginDate: addDays(today, -30),
      endDate: addDays(today, -20),
      balanceCost: 800,
      loreDustCost: 0,
      invokeCount: 1,
      isActive: false,
      isOneTime: false,
      isPityEnabled: true,
    },
  ]);
  await db.insert(eventItems).values([
    { eventId: ids.event.NORMAL, itemId: card(9).id },
    { eventId: ids.event.NORMAL, itemId: card(10).id },
    { eventId: ids.event.HARDCORE, itemId: card(11).id },
  ]);

  // The Vortex: five clans with their levels, two towers of six floors, seasons (two in NORMAL, the latter
  // running; one in HARDCORE), joueur.test and the other players' results, and an Arène bracket.
  const clanIds = Array.from({ length: 5 }, () => uuid());
  await db
    .insert(reputations)
    .values(clanIds.map((id, i) => ({ id, name: ['Aube', 'Braise', 'Cendre', 'Dune', 'Écume'][i]! })));
  await db
    .insert(reputationLevels)
    .values(clanIds.flatMap((reputationId) => levelTable.map((level) => ({ id: uuid(), reputationId, ...level }))));
  await db.insert(towers).values(
    ids.tower.map((id, index) => ({
      id,
      index,
      name: `Tour ${index + 1}`,
      packId: card(0).packId,
      reputationId: clanIds[index]!,
    })),
  );
  for (const towerId of ids.tower) {
    for (const floor of defaultTowerFloors()) {
      const floorId = uuid();
      await db.insert(towerFloors).values({ id: floorId, towerId, index: floor.index, rate: floor.rate });
      await db.insert(towerFloorDropRates).values(floor.dropRates.map((rate) => ({ id: uuid(), floorId, ...rate })));
    }
  }
  const [pastSeason, currentSeason] = ids.towerSeason.NORMAL;
  await db.insert(towerSeasons).values([
    {
      id: pastSeason,
      ruleSet: 'NORMAL',
      index: 1,
      towerId: ids.tower[0],
      beginDate: addDays(today, -60),
      endDate: addDays(today, -33),
    },
    {
      id: currentSeason,
      ruleSet: 'NORMAL',
      index: 2,
      towerId: ids.tower[1],
      beginDate: addDays(today, -5),
      endDate: addDays(today, 22),
    },
    {
      id: ids.towerSeason.HARDCORE[0],
      ruleSet: 'HARDCORE',
      index: 1,
      towerId: ids.tower[0],
      beginDate: addDays(today, -2),
      endDate: addDays(today, 25),
    },
  ]);
  await db.insert(playerTowerStats).values([
    { userId: playerId, seasonId: currentSeason, attemptCount: 3, maxFloorIndex: 3 },
    { userId: playerId, seasonId: pastSeason, attemptCount: 10, maxFloorIndex: 5, roundCount: 2, maxRoundIndex: 1 },
    { userId: others[0]!, seasonId: currentSeason, attemptCount: 6, maxFloorIndex: 5 },
    { userId: others[1]!, seasonId: currentSeason, attemptCount: 2, maxFloorIndex: 3 },
    { userId: others[0]!, seasonId: pastSeason, attemptCount: 4, maxFloorIndex: 2 },
  ]);
  const attempt = (seasonId: string, floorIndex: number, i: number, daysAgo: number) => ({
    id: uuid(),
    userId: playerId,
    ruleSet: 'NORMAL' as const,
    seasonId,
    at: at(addDays(today, -daysAgo), 14),
    floorIndex,
    itemId: card(i).id,
    rarity: card(i).rarity,
    shinyLevel: 0,
    reputationGained: 10 * (floorIndex + 1),
    loreDustCost: 20,
  });
  await db
    .insert(towerAttempts)
    .values([
      attempt(currentSeason, 0, 0, 1),
      attempt(currentSeason, 3, 1, 1),
      attempt(currentSeason, 3, 1, 2),
      attempt(pastSeason, 5, 2, 40),
    ]);
  await db.insert(playerReputations).values([
    { userId: playerId, ruleSet: 'NORMAL', reputationId: clanIds[0]!, value: 650 },
    { userId: playerId, ruleSet: 'NORMAL', reputationId: clanIds[1]!, value: 40 },
    { userId: playerId, ruleSet: 'HARDCORE', reputationId: clanIds[0]!, value: 5 },
  ]);
  await db.insert(tournaments).values({
    id: ids.tournament,
    ruleSet: 'NORMAL',
    seasonId: pastSeason,
    date: addDays(today, -32),
    roundCount: 2,
    roundIndex: 1,
    isDone: false,
  });
  await db.insert(tournamentRounds).values([
    { tournamentId: ids.tournament, index: 0, date: addDays(today, -32) },
    { tournamentId: ids.tournament, index: 1, date: addDays(today, 1) },
  ]);
  await db.insert(tournamentBattles).values([
    {
      id: uuid(),
      tournamentId: ids.tournament,
      roundIndex: 0,
      index: 0,
      participant1UserId: playerId,
      participant1Bonus: 1,
      participant2UserId: others[0]!,
      participant2Bonus: 0.4,
      outcome: true,
    },
    {
      id: uuid(),
      tournamentId: ids.tournament,
      roundIndex: 0,
      index: 1,
      participant1UserId: others[1]!,
      participant1Bonus: 0.2,
      outcome: true,
    },
    {
      id: uuid(),
      tournamentId: ids.tournament,
      roundIndex: 1,
      index: 0,
      participant1UserId: playerId,
      participant1Bonus: 1,
      participant2UserId: others[1]!,
      participant2Bonus: 0.2,
    },
  ]);

  // joueur.test's HARDCORE corporation: two bonuses, gifts (one today), a log.
  // Whether the played world got joueur.test into its corporation depends on its founder's game: make it a member.
  const [membership] = await db
    .select()
    .from(corporationMembers)
    .where(and(eq(corporationMembers.userId, playerId), eq(corporationMembers.ruleSet, 'HARDCORE')));
  let corporationId = membership?.corporationId;
  if (!corporationId) {
    const [corporation] = await db
      .select({ id: corporations.id })
      .from(corporations)
      .where(eq(corporations.ruleSet, 'HARDCORE'))
      .orderBy(asc(corporations.name))
      .limit(1);
    corporationId = corporation!.id;
    await db.insert(corporationMembers).values({
      corporationId,
      userId: playerId,
      ruleSet: 'HARDCORE',
      role: 'MEMBER',
      joinedDate: at(addDays(today, -10)),
    });
  }
  await db.insert(corporationBonuses).values([
    { corporationId, type: 'LOOT', level: 2 },
    { corporationId, type: 'MEMBER_COUNT', level: 1 },
  ]);
  await db.insert(corporationGifts).values([
    { id: uuid(), corporationId, userId: playerId, date: today, at: at(today, 10), amount: 500 },
    {
      id: uuid(),
      corporationId,
      userId: playerId,
      date: addDays(today, -3),
      at: at(addDays(today, -3), 10),
      amount: 1000,
    },
  ]);
  await db.insert(corporationLogs).values([
    { id: uuid(), corporationId, userId: playerId, action: 'JOIN', at: at(addDays(today, -10)) },
    { id: uuid(), corporationId, userId: playerId, action: 'LEDGER', amount: 1000, at: at(addDays(today, -3), 10) },
    { id: uuid(), corporationId, userId: playerId, action: 'LEDGER', amount: 500, at: at(today, 10) },
    {
      id: uuid(),
      corporationId,
      userId: playerId,
      action: 'UPGRADE',
      amount: 16000,
      bonusType: 'LOOT',
      at: at(today, 11),
    },
  ]);

  // Tickets: a valid NORMAL link with two LUCKY_RAYOU to scratch (and a ZERA_3000 scratched), an expired link, a
  // link with nothing left (another player's: a player has one current link), and a HARDCORE link.
  await db.insert(luckyLinks).values([
    { code: ids.link.valid, userId: playerId, ruleSet: 'NORMAL', createdDate: today },
    { code: ids.link.expired, userId: playerId, ruleSet: 'NORMAL', createdDate: addDays(today, -30) },
    { code: ids.link.empty, userId: others[0]!, ruleSet: 'NORMAL', createdDate: today },
    { code: ids.link.hardcore, userId: playerId, ruleSet: 'HARDCORE', createdDate: today },
  ]);
  const ticket = (
    linkCode: string,
    type: 'LUCKY_RAYOU' | 'RAYOU_OFFICIAL' | 'ZERA_3000',
    grantedHour: number,
    scratched = false,
    id = uuid(),
    ruleSet: RuleSet = 'NORMAL',
    userId = playerId,
  ) => ({
    id,
    userId,
    ruleSet,
    type,
    reward: noReward,
    source: 'TICKET',
    grantedAt: at(today, grantedHour),
    scratchedAt: scratched ? at(today, 23) : null,
    jackpotWon: 0,
    linkCode,
  });
  await db
    .insert(tickets)
    .values([
      ticket(ids.link.valid, 'LUCKY_RAYOU', 8, false, ids.ticket.first),
      ticket(ids.link.valid, 'LUCKY_RAYOU', 9, false, ids.ticket.second),
      ticket(ids.link.valid, 'ZERA_3000', 7, true),
      ticket(ids.link.expired, 'ZERA_3000', 7),
      ticket(ids.link.empty, 'RAYOU_OFFICIAL', 7, true, uuid(), 'NORMAL', others[0]),
      ticket(ids.link.hardcore, 'RAYOU_OFFICIAL', 7, false, uuid(), 'HARDCORE'),
    ]);
  await db.insert(jackpots).values({ ruleSet: 'NORMAL', amount: 12_345 });

  // Hardcore seasons: one over, one running.
  await db.insert(hardcoreSeasons).values([
    { id: ids.hardcoreSeason.past, index: 1, beginDate: addDays(today, -120), endDate: addDays(today, -30) },
    { id: ids.hardcoreSeason.current, index: 2, beginDate: addDays(today, -10), endDate: addDays(today, 80) },
  ]);

  await writeEveryCollectionFigures(db);
  return { today, playerId, others, itemIds, corporationId };
}

/**
 * The world of a test file, inserted once on its database: call the returned function from a `before` inside each
 * `describe` (a file-level `before` may run ahead of the one that opens the database).
 */
export function useGameWorld(context: TestContext): () => Promise<GameWorld> {
  let world: Promise<GameWorld> | undefined;
  return () => (world ??= insertGameWorld(context.database.db));
}
