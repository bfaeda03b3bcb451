export { ErrorBody } from './errors';
export { RuleSetType, ruleSetHeader } from './rule-set';
export { GameFeature, gameFeatureIds, isGameFeature } from './game-features';
export { AppSettings, AppStatus } from './app';
