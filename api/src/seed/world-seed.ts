// Turns the simulated world into the rows the seed loads: each account's final state and derived figures, the
// history its actions wrote (through the same record-row-changes mapping the data layer uses), the shared rows, and the
// world's reference rows. Nothing here draws a figure of its own: every number comes from the simulation.
import type { RuleSet } from '../engine/rule-sets';
import type * as schema from '../db/schema';
import type { Prng } from '../engine/prng';
import { isInCalendarPeriod } from '../areas/calendar/calendar-rules';
import { derivedRows } from '../orchestrator/derived-rows';
import { hardcoreSeasonOn } from '../engine/hardcore-rules';
import { recordRows } from '../orchestrator/record-row-changes';
import { playerStateRows } from '../orchestrator/player-state-tables';
import type { WorldDate } from '../engine/world-rules';
import { HistoryFolder } from './history-rows';
import type { BaseSeedData } from './types';
import type { PlaceSeedRows } from './generators/place-canvas';
import { createCatalogueContext, type WorldCatalogueInput } from './world/catalogue-context';
import type { WorldOutput } from './world/world-types';

/** The rows of the players' states and of what derives from them. */
export const stateTables = [
  'inventories',
  'playerCounters',
  'playerDailyCounters',
  'playerReputations',
  'playerTowerStats',
  'leaderboardEntries',
  'playerSummaries',
] as const satisfies readonly (keyof typeof schema)[];

/** The tables only the played world fills: its history, the players' states and the world's reference rows. */
export const worldTables = [
  'hardcoreSeasons',
  'reputations',
  'reputationLevels',
  'towers',
  'towerFloors',
  'towerFloorDropRates',
  'towerSeasons',
  'tournaments',
  'tournamentRounds',
  'tournamentBattles',
  'bosses',
  'bossDamages',
  'giveaways',
  'giveawayEntries',
  'challenges',
  'challengePeriods',
  'periodChallenges',
  'achievementCategories',
  'achievements',
  'events',
  'eventItems',
  'calendarBoxes',
  'actionLog',
  'loots',
  'invocations',
  'towerAttempts',
  'hardcoreRuns',
  'subscriptions',
  'tickets',
  'tradeOffers',
  'trades',
  'shopPurchases',
  'corporationLogs',
  'corporationGifts',
  'corporationBonuses',
  'calendarOpenings',
  'playerChallenges',
  'playerAchievements',
  ...stateTables,
  'jackpots',
] as const satisfies readonly (keyof typeof schema)[];
export type WorldTable = (typeof worldTables)[number];

/** The rows the world gives: its own tables, and the generated tables it plays on (accounts, corporations…). */
export type WorldSeedRows = { [K in WorldTable | 'shopEntries']: (typeof schema)[K]['$inferInsert'][] } & Pick<
  BaseSeedData,
  'playerAccounts' | 'userBanners' | 'corporations' | 'corporationMembers' | 'appSettings'
>;

/** Every generated row: the base the world is played on, what playing it gave, and z/place's canvases. */
export type SeedData = BaseSeedData & WorldSeedRows & PlaceSeedRows;

export interface WorldSeedBase {
  catalogue: WorldCatalogueInput;
  playerAccounts: BaseSeedData['playerAccounts'];
  userBanners: BaseSeedData['userBanners'];
  ranks: BaseSeedData['ranks'];
  appSettings: BaseSeedData['appSettings'];
}

export type StateTable = (typeof stateTables)[number];
export type StateRows = Pick<WorldSeedRows, StateTable>;

/** What an account's played state changes in its player_accounts row. */
export interface PlayedAccount {
  account: ReturnType<typeof playerStateRows>['account'];
  rankName: string;
}

const accountKey = (userId: string, ruleSet: RuleSet) => `${userId}/${ruleSet}`;

export function emptyStateRows(): StateRows {
  return Object.fromEntries(stateTables.map((table) => [table, []])) as unknown as StateRows;
}

/** One account's state rows, pushed onto `out`; what its player_accounts row takes from them. */
export function addAccountStateRows(
  account: Pick<WorldOutput['accounts'][number], 'state'>,
  catalogue: ReturnType<typeof createCatalogueContext>['catalogue'],
  newId: () => string,
  out: StateRows,
): PlayedAccount {
  const rows = playerStateRows(account.state, newId);
  out.inventories.push(...rows.inventories);
  out.playerCounters.push(rows.counters);
  out.playerDailyCounters.push(...rows.dailyCounters);
  out.playerReputations.push(...rows.reputations);
  if (rows.towerStats) out.playerTowerStats.push(rows.towerStats);
  const derived = derivedRows(account.state, catalogue);
  out.leaderboardEntries.push(...derived.leaderboardEntries);
  out.playerSummaries.push(derived.summary);
  return { account: rows.account, rankName: derived.rankName };
}

export function worldSeedRows(world: WorldOutput, base: WorldSeedBase, prng: Prng): WorldSeedRows {
  const newId = () => prng.uuid();
  const { catalogue } = createCatalogueContext(base.catalogue);
  const folder = new HistoryFolder(world.reference);
  const state = emptyStateRows();
  const played = new Map<string, PlayedAccount>();
  for (const account of world.accounts) {
    for (const record of account.records) {
      folder.apply(recordRows(record, { userId: account.userId, ruleSet: account.ruleSet, newId }));
    }
    played.set(accountKey(account.userId, account.ruleSet), addAccountStateRows(account, catalogue, newId, state));
  }
  return { ...finishWorldRows(world, base, folder, played), ...state };
}

/**
 * Everything but the state rows, once every record went through `folder` and every account's state was written
 * (`played`, by account): the history the folder kept, the accounts, corporations, market and settings.
 */
export function finishWorldRows(
  world: WorldOutput,
  base: WorldSeedBase,
  folder: Pick<HistoryFolder, 'rows' | 'lastLogAt'>,
  played: ReadonlyMap<string, PlayedAccount>,
): Omit<WorldSeedRows, StateTable> {
  const rankIds = new Map(base.ranks.map((rank) => [rank.name, rank.id]));
  const history = folder.rows;

  const playerAccounts = base.playerAccounts.map((account) => {
    const playedAccount = played.get(accountKey(account.userId, account.ruleSet));
    if (!playedAccount) return account;
    const { balance, loreDust, loreFragment, upgradeDust, lastActiveDate } = playedAccount.account;
    const rankId = rankIds.get(playedAccount.rankName);
    if (!rankId) throw new Error(`rank ${playedAccount.rankName} is not among the generated ranks`);
    return {
      ...account,
      balance,
      loreDust,
      loreFragment,
      upgradeDust,
      rankId,
      // A player who never played keeps the day their account appeared.
      lastActiveDate: lastActiveDate ?? account.lastActiveDate,
    };
  });

  // The corporations as the simulation founded them, with the treasury and bonuses their members' actions left.
  const byCorporation = new Map(world.corporations.map((c) => [c.id, c]));
  const corporations = history.corporations.map((corporation) => {
    const simulated = byCorporation.get(corporation.id);
    const modifiedDate = folder.lastLogAt.get(corporation.id) ?? corporation.modifiedDate;
    return {
      ...corporation,
      balance: simulated?.balance ?? corporation.balance,
      modifiedDate,
      // Dissolved by its last member's leaving, its last log entry.
      dissolvedAt: simulated?.dissolved ? modifiedDate : null,
    };
  });
  const corporationBonuses = world.corporations.flatMap((corporation) =>
    Object.entries(corporation.bonuses)
      .filter(([, level]) => level > 0)
      .map(([type, level]) => ({ corporationId: corporation.id, type: type as never, level })),
  );

  // Offers closed on the market: accepted when a trade took them, withdrawn otherwise (by the seller, or by the
  // wipe of the seller's hardcore run), each when it closed.
  const accepted = new Set(history.trades.map((trade) => trade.offerId));
  const tradeOffers = history.tradeOffers.map((offer) => {
    const closedAt = world.offersClosedAt[offer.id];
    if (closedAt === undefined) return offer;
    return {
      ...offer,
      status: accepted.has(offer.id) ? ('ACCEPTED' as const) : ('CANCELLED' as const),
      closedAt: new Date(closedAt),
    };
  });

  // Banners unlocked in the world come on top of those the generators gave; one row per banner and player.
  const owned = new Set(base.userBanners.map((b) => `${b.userId}/${b.ruleSet}/${b.bannerId}`));
  const userBanners = [
    ...base.userBanners,
    ...history.userBanners.filter((b) => !owned.has(`${b.userId}/${b.ruleSet}/${b.bannerId}`)),
  ];

  return {
    ...world.reference,
    ...history,
    tradeOffers,
    playerAccounts,
    userBanners,
    corporations,
    corporationBonuses,
    appSettings: appSettingsOf(world, base.appSettings),
    jackpots: (Object.entries(world.shared) as [RuleSet, WorldOutput['shared'][RuleSet]][]).map(
      ([ruleSet, shared]) => ({ ruleSet, amount: shared.jackpot }),
    ),
  };
}

/** The settings follow the world: the event running today, the calendar period, the hardcore season's state. */
function appSettingsOf(world: WorldOutput, base: BaseSeedData['appSettings']): BaseSeedData['appSettings'] {
  const today: WorldDate = world.today;
  const seasons = world.reference.hardcoreSeasons.map((s) => ({
    id: s.id,
    index: s.index,
    beginDate: s.beginDate,
    endDate: s.endDate,
  }));
  return base.map((settings) => {
    const event = world.reference.events.find(
      (e) => e.ruleSet === settings.ruleSet && e.beginDate <= today && today <= e.endDate,
    );
    return {
      ...settings,
      currentEventId: event?.id ?? null,
      inCalendarPeriod: isInCalendarPeriod(today),
      lastHardcoreSeasonDone: hardcoreSeasonOn(seasons, today) === null,
    };
  });
}
