export { ErrorBody } from './errors';
export { RuleSetType, ruleSetHeader } from './rule-set';
export { GameFeature, gameFeatureIds, isGameFeature } from './game-features';
export { AppSettings, AppStatus } from './app';
export {
  FilterKeyword,
  Fusion,
  Item,
  ItemDetail,
  ItemQuery,
  Pack,
  RecycleMetadata,
  ShinyLevel,
  SlugParams,
  cardEffects,
} from './catalogue';
export type { CardEffect } from './catalogue';
export { Post, PostSummary } from './posts';
export { SignInConfig } from './sign-in';
export { DateTime, PlainDate, Uuid } from './formats';
export { Banner, PlayerProfile, PlayerUser, Rank, UserAutocomplete, UserBanner, UserNameParams } from './players';
export {
  CorporationDetail,
  CorporationParams,
  CorporationRole,
  CorporationSummary,
  CorporationUser,
  CorporationBonusParams,
  CorporationLeaveResult,
  CorporationTransferParams,
  CreateCorporationBody,
  EditCorporationBody,
  GiveBody,
  corporationBonusTypes,
  corporationDescriptionMaxLength,
  corporationLogActions,
  corporationNameMaxLength,
  corporationNameMinLength,
} from './corporations';
export { PlayerOverview, RarityCount } from './overview';
export { Loot, LootActivity, LootMap, LootQuery, lootTypes } from './loot';
export { Evolution, InventoryEntry, InventoryQuery } from './inventory';
export { BannerOwnership } from './banners';
export { Achievement, AchievementParams, AchievementProgress } from './achievements';
export { ActiveChallenge } from './challenges';
export { AdventCalendar, CalendarBox, CalendarIndexParams } from './calendar';
export { RecycleConfigEntry } from './recycle';
export { Boosters, PackBooster, RarityRate } from './boosters';
export { GameEvent } from './events';
export {
  PlayerReputation,
  PlayerTower,
  ReputationRef,
  Tournament,
  TournamentParticipant,
  TowerGlobalStats,
  TowerLeaderboard,
  TowerLeaderboardQuery,
  TowerSeason,
  TowerStat,
  TowerSeasonQuery,
  TowerStatsQuery,
} from './tower';
export { HardcoreSeason } from './hardcore';
export {
  ForgeCraftLine,
  ForgeFusionInput,
  ForgeFusionLine,
  ForgeModifiers,
  ForgePlan,
  ForgePlanQuery,
  ForgeRecycleLine,
} from './forge';
export { Boss, BossAttack, BossDamageQuery, BossDamageRow, BossLeaderboard, BossParams, BossPlayer } from './boss';
export { LiveEvent, LiveQuery, LiveTopic, liveTopicKinds } from './live';
export { PlaceInfo, PlacePixel, PlacePixelBody, PlacePixelParams, PlacePlacement, PlacePlayer } from './place';
export {
  Jackpot,
  LuckyLink,
  LuckyLinkParams,
  NextTicket,
  NextTicketQuery,
  ScratchResult,
  ScratchedTicket,
  ScratchedTickets,
  TicketCounts,
  TicketIdParams,
  TicketType,
  ticketTypes,
} from './lucky';
export { GameStats } from './stats';
export { ShopBought, ShopEntry, ShopEntryParams, ShopPurchase } from './shop';
export {
  CreateOfferBody,
  ItemTrades,
  MarketHistory,
  MarketOffer,
  MarketOffersPage,
  MarketQuery,
  MarketSort,
  MarketUser,
  OfferParams,
  marketPageSize,
  marketSorts,
  offerStatuses,
} from './market';
export { SearchResult, SearchTextParams, searchCorporationDataLength, type SearchResultType } from './search';
export { BannerChangeQuery, SubscriptionHistory, SubscriptionResult } from './subscriptions';
export {
  AchievementCategory,
  AchievementDetail,
  AchievementDetailQuery,
  AchievementSlugParams,
  CompareParams,
  PlayerCompare,
  PlayerStats,
  achievementHoldersPageSize,
} from './profile-pages';
export {
  HardcoreRun,
  HardcoreRunsPage,
  HardcoreRunsQuery,
  HardcoreSeasonList,
  HardcoreSeasonListItem,
  HardcoreSeasonParams,
  LeaderboardAroundParams,
  LeaderboardPage,
  LeaderboardPageQuery,
  LeaderboardParams,
  LeaderboardRow,
  LeaderboardSizeQuery,
  LeaderboardType,
  LeaderboardUser,
  leaderboardDefaultPageSize,
  leaderboardMaxPageSize,
  leaderboardTypes,
} from './leaderboards';
export {
  Giveaway,
  GiveawayEntry,
  GiveawayList,
  GiveawayParams,
  GiveawayPlayer,
  GiveawayPlayerParams,
  GiveawayPrize,
  giveawayPrizeKinds,
} from './giveaway';
