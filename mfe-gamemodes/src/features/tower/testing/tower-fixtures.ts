import type {
  PlayerReputation,
  PlayerUser,
  Tournament,
  TournamentParticipant,
  TowerGlobalStats,
  TowerLeaderboard,
  TowerSeason,
  TowerStat,
} from '@zu/shared-contract';

const id = (prefix: string, n: number) =>
  `00000000-0000-4000-8000-${prefix}${String(n).padStart(12 - prefix.length, '0')}`;

export const clanFixture = { id: id('c1a', 1), name: 'Clan des Brumes' };

/** Rarity 1 to 4 normal, then golden, as the API lists a floor's drop rates. */
const dropRates = (floor: number, rates: readonly number[]) =>
  rates.map((rate, index) => ({
    id: id(`d${floor}`, index),
    rarity: (index % 4) + 1,
    shinyLevel: (index < 4 ? 0 : 1) as 0 | 1,
    isGolden: index >= 4,
    rate,
  }));

/** A season `index` whose tower is named after it; its six floors with the game's chosen odds. */
export function seasonFixture(index: number, overrides: Partial<TowerSeason> = {}): TowerSeason {
  const passRates = [0.75, 0.6, 0.45, 0.3, 0.2, 0];
  const rates = [
    [70, 25, 5, 0, 0, 0, 0, 0],
    [55, 30, 12, 2, 1, 0, 0, 0],
    [40, 32, 18, 5, 3, 2, 0, 0],
    [25, 30, 25, 10, 4, 3, 2, 1],
    [10, 25, 30, 18, 5, 5, 4, 3],
    [0, 10, 30, 30, 5, 8, 9, 8],
  ];
  return {
    id: id('5ea', index),
    index,
    beginDate: '2026-11-15',
    endDate: '2026-12-12',
    tower: {
      id: id('70e', index),
      index,
      name: `Tour n°${index}`,
      imageUrl: `http://api.test/images/tower/${index}.webp`,
      pack: { id: id('9ac', 1), name: 'Forges Ardentes', slug: 'forges-ardentes', year: 2025 },
      reputation: clanFixture,
      towerFloors: passRates.map((rate, floor) => ({
        id: id('f10', floor),
        index: floor,
        rate,
        dropRates: dropRates(floor, rates[floor]!),
      })),
    },
    ...overrides,
  };
}

export function statsFixture(index: number, overrides: Partial<TowerGlobalStats> = {}): TowerGlobalStats {
  return {
    towerSeasonId: id('5ea', index),
    towerSeasonIndex: index,
    towerSeasonBeginDate: '2026-11-15',
    towerSeasonEndDate: '2026-12-12',
    isCurrentTowerSeason: true,
    towerName: `Tour n°${index}`,
    playerCount: 140 + index,
    towerLogCount: 2300 + index,
    maxFloorIndex: 5,
    topFloorPlayerCount: 7,
    playerCountByMaxFloor: [40, 35, 30, 20, 8, 7],
    ...overrides,
  };
}

export function userFixture(name: string, n = 1): PlayerUser {
  return {
    id: id('a5e', n),
    discordId: String(100000000000000000 + n),
    discordUserName: name,
    discordAvatar: '0123456789abcdef0123456789abcdef',
    createdDate: '2025-01-01T10:00:00',
    isActive: true,
    balance: 0,
    loreDust: 0,
    loreFragment: 0,
    upgradeDust: 0,
    rank: { id: id('4a0', 1), name: 'Novice' },
    userBanner: {
      id: id('b0b', n),
      date: '2025-01-01T10:00:00',
      banner: { id: id('ba0', 1), name: 'premier-pas', title: 'Premiers pas', imageUrl: 'http://api.test/banner.webp' },
    },
  };
}

/** Climbers in the API's order: [name, 0-based floor, attempts]. */
export function leaderboardFixture(climbers: readonly (readonly [string, number, number])[]): TowerLeaderboard {
  return {
    users: climbers.map(([name, maxFloorIndex, towerLogCount], n) => ({
      user: userFixture(name, n + 1),
      maxFloorIndex,
      towerLogCount,
      towerLogCountByFloor: [0, 0, 0, 0, 0, 0],
    })),
  };
}

export function towerStatFixture(index: number, overrides: Partial<TowerStat> = {}): TowerStat {
  return {
    maxFloorIndex: 2,
    towerLogCount: 9,
    towerSeasonIndex: index,
    towerSeasonBeginDate: '2026-11-15',
    towerSeasonEndDate: '2026-12-12',
    towerName: `Tour n°${index}`,
    items: [],
    ...overrides,
  };
}

export function standingFixture(value: number): PlayerReputation {
  return {
    id: id('5a0', 1),
    reputation: clanFixture,
    value,
    reputationLevel: { id: id('1e7', 2), index: 2, name: 'Amical', fromValue: 500, toValue: 1499 },
  };
}

const participant = (name: string, n: number, bonus: number): TournamentParticipant => ({
  id: id('9a7', n),
  bonus,
  user: userFixture(name, n),
});

/**
 * An Arène of 8 seats and 6 climbers, its first round played: the two best seeds had byes, alice beat bob, dave
 * beat carol; in the semi-finals alice meets erin, not played yet; the final is not drawn.
 */
export function tournamentFixture(overrides: Partial<Tournament> = {}): Tournament {
  const alice = participant('alice', 1, 1.4);
  const bob = participant('bob', 2, 1.2);
  const carol = participant('carol', 3, 1.2);
  const dave = participant('dave', 4, 1.0);
  const erin = participant('erin', 5, 2.0);
  const frank = participant('frank', 6, 1.8);
  return {
    id: id('7a0', 1),
    isDone: false,
    date: '2026-12-13T00:00:00',
    nextRoundDate: '2026-12-15T00:00:00',
    roundCount: 3,
    roundIndex: 1,
    battles: [
      { id: id('ba7', 1), index: 0, roundIndex: 0, outcome: true, participant1: erin },
      { id: id('ba7', 2), index: 1, roundIndex: 0, outcome: true, participant1: alice, participant2: bob },
      { id: id('ba7', 3), index: 2, roundIndex: 0, outcome: false, participant1: carol, participant2: dave },
      { id: id('ba7', 4), index: 3, roundIndex: 0, outcome: true, participant1: frank },
      { id: id('ba7', 5), index: 0, roundIndex: 1, participant1: erin, participant2: alice },
      { id: id('ba7', 6), index: 1, roundIndex: 1, participant1: dave, participant2: frank },
    ],
    ...overrides,
  };
}
