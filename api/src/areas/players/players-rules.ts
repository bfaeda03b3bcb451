// Players: a rank that follows the collection's GLOBAL score (thresholds chosen per rule set), and the "active"
// flag: a command in the last 30 days.
import { createHash } from 'node:crypto';
import type { RuleSet } from '../../engine/rule-sets';
import { rankNames } from './rank-names';
import { DAY_MS } from '../../engine/world-rules';

/**
 * Chosen: the GLOBAL score from which each rank (lowest first) is reached, per rule set. A NORMAL collection grows for
 * years (a year of daily play reaches some 25,000 points), while a hardcore one starts from zero every season (91
 * days) and after every missed daily, so its scale is some ten times smaller: Légende is for the season's best.
 */
export const rankThresholds: Readonly<Record<RuleSet, readonly number[]>> = {
  NORMAL: [0, 2_500, 5_000, 10_000, 17_500, 25_000, 40_000, 80_000],
  HARDCORE: [0, 100, 300, 700, 1_500, 2_500, 4_000, 6_000],
};

export const activeWithinDays = 30;
/** Index in the rank list (lowest first) for a GLOBAL score of the rule set. */
export function rankIndexFor(globalScore: number, ruleSet: RuleSet): number {
  let index = 0;
  rankThresholds[ruleSet].forEach((threshold, i) => {
    if (globalScore >= threshold) index = i;
  });
  return Math.min(index, rankNames.length - 1);
}

export function rankNameFor(globalScore: number, ruleSet: RuleSet): string {
  return rankNames[rankIndexFor(globalScore, ruleSet)] ?? rankNames[0];
}

/** True if the player's last command is at most 30 days before `now`. */
export function isPlayerActive(lastActiveAt: string | Date | null, now: Date): boolean {
  if (lastActiveAt === null) return false;
  const last = typeof lastActiveAt === 'string' ? new Date(lastActiveAt) : lastActiveAt;
  return now.getTime() - last.getTime() <= activeWithinDays * DAY_MS;
}

/** The banner-change refusals, with the words the site shows. */
export const bannerRefusals = {
  BANNER_NOT_FOUND: "Cette bannière n'existe pas.",
  USERBANNER_NOT_FOUND: "Tu n'as pas débloqué cette bannière !",
} as const;

/**
 * Chosen: every account owns and shows this banner from its creation, so that no profile is ever without one (clients
 * of the game's API read the shown banner without a guard). A hardcore reset keeps it, as it keeps every banner.
 */
export const startingBannerName = 'premier-pas';

/**
 * Chosen: every account has an avatar. One opened live gets a hash made from its chat id, in the chat platform's
 * format (32 hexadecimal digits): stable for the account, and the same as worlds made before this rule were given.
 */
export function avatarHashFor(chatId: string): string {
  return createHash('md5').update(chatId).digest('hex');
}
