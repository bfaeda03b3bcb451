// Players: a rank that follows the collection's GLOBAL score (thresholds chosen), and the "active" flag: a command
// in the last 30 days.
import { rankNames } from '../../seed/content/ranks';

/** Chosen: the GLOBAL score from which each rank (lowest first) is reached. */
export const rankThresholds: readonly number[] = [0, 2_000, 10_000, 30_000, 75_000, 150_000, 300_000, 600_000];

export const activeWithinDays = 30;
const DAY_MS = 86_400_000;

/** Index in the rank list (lowest first) for a GLOBAL score. */
export function rankIndexFor(globalScore: number): number {
  let index = 0;
  rankThresholds.forEach((threshold, i) => {
    if (globalScore >= threshold) index = i;
  });
  return Math.min(index, rankNames.length - 1);
}

export function rankNameFor(globalScore: number): string {
  return rankNames[rankIndexFor(globalScore)] ?? rankNames[0];
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
