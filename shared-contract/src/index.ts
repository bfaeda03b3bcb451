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
  ShinyLevel,
  SlugParams,
  cardEffects,
} from './catalogue';
export type { CardEffect } from './catalogue';
export { Post, PostSummary } from './posts';
export { SignInConfig } from './sign-in';
export { PlayerProfile, UserNameParams } from './players';
export { CorporationSummary } from './corporations';
export { GameStats } from './stats';
export { ShopEntry } from './shop';
export { SearchResult, SearchTextParams, searchCorporationDataLength, type SearchResultType } from './search';
