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
  filterKeywords,
} from './catalogue';
export type { CardEffect } from './catalogue';
export { Post, PostSummary } from './posts';
export { SignInConfig } from './sign-in';
export { Banner, PlayerProfile, PlayerUser, UserNameParams } from './players';
export { CorporationSummary } from './corporations';
export { GameStats } from './stats';
export { ShopEntry } from './shop';
export {
  SearchResult,
  SearchTextParams,
  searchCorporationDataLength,
  searchResultTypes,
  type SearchResultType,
} from './search';
