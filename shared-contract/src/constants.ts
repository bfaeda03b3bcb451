// Plain values of the contract, without TypeBox: what browser code may import at run time
// ('@zu/shared-contract/constants'). The schemas in the other files are built from these.

/** The game's figures that help texts state (see game-numbers.ts). */
export { gameNumbers } from './game-numbers';

/** The version of the site and of the API, shown in the footer. */
export const productVersion = '2.3.0';

/** A chat user name: lower-case letters, digits, `_` and `.`, 2 to 32 characters (HTML `pattern` syntax). */
export const chatUserNamePattern = '[a-z0-9_.]{2,32}';
export const chatUserNameRegex = new RegExp(`^${chatUserNamePattern}$`);

/** A corporation's name and description lengths (the forms limit what the API refuses). */
export const corporationNameMinLength = 3;
export const corporationNameMaxLength = 32;
export const corporationDescriptionMaxLength = 500;

export const ruleSetHeader = 'X-ZUnivers-RuleSetType';
export const ruleSetTypes = ['NORMAL', 'HARDCORE'] as const;

/** The game features, in the game's own order. */
export const gameFeatureIds = [
  'LUCKY',
  'CHALLENGE',
  'CLAIM',
  'UPGRADE',
  'TRADE',
  'BOSS',
  'STAR',
  'DUEL',
  'SUBSCRIPTION',
  'AUTOMATED_EVENT',
  'SHOP',
  'EVOLUTION',
  'TOWER',
  'CORPORATION',
  'CALENDAR',
  'STEAM',
  'INVOKE',
  'LOOT',
  'CRAFT',
  'RECYCLE',
  'FUSION',
  'EFFECT',
] as const;
export type GameFeature = (typeof gameFeatureIds)[number];

export function isGameFeature(value: unknown): value is GameFeature {
  return typeof value === 'string' && (gameFeatureIds as readonly string[]).includes(value);
}

export const filterKeywords = ['IS_TRADABLE', 'IS_RECYCLABLE', 'IS_INVOCABLE', 'IS_UPGRADABLE'] as const;
export type FilterKeyword = (typeof filterKeywords)[number];

export const cardEffects = [
  'DEBUFF_POINTS',
  'BUFF_POINTS',
  'DEBUFF_BALANCE',
  'BUFF_BALANCE',
  'DEBUFF_RECYCLE',
  'BUFF_RECYCLE',
  'DEBUFF_CRAFT',
  'BUFF_CRAFT',
  'DEBUFF_DROPRATE',
  'BUFF_DROPRATE',
] as const;
export type CardEffect = (typeof cardEffects)[number];

/** What a weekly challenge asks for. */
export const challengeTypes = [
  'FUSE',
  'INVOKE',
  'ASCEND',
  'TRADE',
  'UPGRADE',
  'CRAFT',
  'META_CHALLENGE',
  'LOOT',
  'RECYCLE',
  'INVOKE_ITEMS',
  'TRADE_USERS',
  'LUCKY',
  'WEEKLY',
] as const;
export type ChallengeType = (typeof challengeTypes)[number];
