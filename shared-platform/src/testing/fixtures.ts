import {
  gameFeatureIds,
  type AppSettings,
  type AppStatus,
  type Giveaway,
  type Item,
  type MarketOffer,
  type Pack,
  type PlayerProfile,
  type PlayerUser,
  type UserBanner,
} from '@zu/shared-contract';

/** The seed's settings: every feature on except BOSS. */
export function appSettingsFixture(overrides: Partial<AppSettings> = {}): AppSettings {
  return {
    currentEventId: null,
    inCalendarPeriod: false,
    lastHardcoreSeasonDone: false,
    gameFeatures: gameFeatureIds.filter((id) => id !== 'BOSS'),
    nextEventBeginDate: '2026-12-08',
    ...overrides,
  };
}

const parisDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' });

/**
 * The API's status. Unless told otherwise, the world's instant is the clock's now (a faked clock's too, when called
 * from a handler) moved to the world's day, the time of day kept, as the API stamps a day other than its seeded one.
 */
export function appStatusFixture(overrides: Partial<AppStatus> = {}): AppStatus {
  const worldDate = overrides.worldDate ?? '2026-11-27';
  const now = Date.now();
  const dayOffset = Date.parse(`${worldDate}T00:00:00Z`) - Date.parse(`${parisDay.format(now)}T00:00:00Z`);
  return {
    applicationVersion: '2.3.0',
    dbVersion: '1',
    instanceId: 'test',
    uptime: 1,
    worldDate,
    worldNow: new Date(now + dayOffset).toISOString(),
    ...overrides,
  };
}

export const packFixture: Pack = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Classique',
  slug: 'classique',
  year: 2026,
};

/**
 * Card number `n` (id, identifier, slug and image URLs derived from it), in the given pack; the legacy `score` and
 * `scoreGolden` follow its `scores` as the API's do.
 */
export function itemFixture(n: number, overrides: Partial<Item> = {}): Item {
  const scores = overrides.scores ?? { 0: 10, 1: 20, 2: 40 };
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    identifier: n,
    name: `Carte ${n}`,
    slug: `${n}-carte-${n}`,
    genre: 'Créature',
    rarity: 1 + (n % 5),
    pack: packFixture,
    urls: [0, 1, 2].map((level) => `http://api.test/images/item/${n}-${level}.webp`),
    scores,
    shinyLevels: { 0: true, 1: true, 2: false },
    score: scores[0],
    scoreGolden: scores[1],
    isRecyclable: true,
    isTradable: true,
    isCounting: true,
    isCraftable: true,
    isInvocable: true,
    isGoldable: true,
    isUpgradable: false,
    hideHardcoreTag: false,
    isFusion: false,
    isMaterial: false,
    ...overrides,
  };
}

/** An avatar hash in the chat platform's format: every account has one. */
export const avatarFixture = '0123456789abcdef0123456789abcdef';

/** The starting banner every account owns and shows from its creation. */
export const startingBannerFixture: UserBanner = {
  id: '00000000-0000-4000-8000-0000000000b0',
  date: '2025-01-01T10:00:00',
  banner: {
    id: '00000000-0000-4000-8000-0000000000a0',
    name: 'premier-pas',
    title: 'Premiers pas',
    imageUrl: 'http://api.test/images/banner/premier-pas.webp',
  },
};

/** A player as every route shows one (a profile's `user`): a new account's, fields overridden one by one. */
export function playerUserFixture(userName: string, overrides: Partial<PlayerUser> = {}): PlayerUser {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    discordId: '123456789012345678',
    discordUserName: userName,
    discordAvatar: avatarFixture,
    createdDate: '2025-01-01T10:00:00',
    isActive: true,
    balance: 1000,
    loreDust: 20,
    loreFragment: 3,
    upgradeDust: 0,
    rank: { id: '00000000-0000-4000-8000-000000000002', name: 'Novice' },
    userBanner: startingBannerFixture,
    ...overrides,
  };
}

/** A player's profile as GET /public/user/{userName} sends it; `user` fields can be overridden one by one. */
export function profileFixture(
  userName: string,
  overrides: Partial<Omit<PlayerProfile, 'user'>> & { user?: Partial<PlayerProfile['user']> } = {},
): PlayerProfile {
  const { user, ...rest } = overrides;
  return {
    user: playerUserFixture(userName, user),
    inventoryCount: 0,
    inventoryUniqueCount: 0,
    inventoryUniqueGoldenCount: 0,
    inventoryUniqueUpgradableCount: 0,
    inventoryUniqueGoldenUpgradableCount: 0,
    itemCount: 1500,
    upgradableItemCount: 300,
    leaderboards: [],
    effects: [],
    subscriptionBonusCount: 0,
    subscriptionBonusLimit: 3,
    subscriptionLoreDustCost: 0,
    luckyCount: 0,
    tradeCount: 0,
    tradeCountToday: 0,
    tradeLimit: 10,
    achievementLogCount: 0,
    achievementCount: 0,
    challengeLogCount: 0,
    challengeSeasonCount: 0,
    ...rest,
  };
}

/** Offer number `n` of card `item`, open, sold by `seller`; other fields can be overridden. */
export function marketOfferFixture(
  n: number,
  item: Item,
  seller: string,
  overrides: Partial<MarketOffer> = {},
): MarketOffer {
  return {
    id: `20000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    item,
    shinyLevel: 0,
    price: 1000 * n,
    seller: { discordUserName: seller, discordAvatar: avatarFixture },
    createdDate: `2026-11-${String(10 + (n % 18)).padStart(2, '0')}T12:00:00`,
    status: 'OPEN',
    ...overrides,
  };
}

/**
 * Giveaway number `n`, taking entries from 2026-11-23 to 2026-11-30 (the fixture world's day, 2026-11-27, falls
 * between), with 123 entries and a golden card of its own number to win; a past one overrides `isOpen` and the rest.
 */
export function giveawayFixture(n: number, overrides: Partial<Giveaway> = {}): Giveaway {
  return {
    id: `30000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    title: `Giveaway n°${n}`,
    description: `Le giveaway n°${n} de la communauté.`,
    prize: {
      kind: 'CARDS',
      label: `1 carte dorée : Carte ${n}`,
      cards: [{ item: itemFixture(n), shinyLevel: 1, quantity: 1 }],
    },
    beginDate: '2026-11-23T00:00:00',
    endDate: '2026-11-30T00:00:00',
    isOpen: true,
    entryCount: 123,
    winnerCount: 3,
    isDrawn: false,
    winners: [],
    ...overrides,
  };
}
