// Weekly challenges (chosen period: a week, Monday to Sunday, Paris time). Three are active at a time, all sharing
// the period; each has a target, a score for the CHALLENGE leaderboard and a loreDust reward. At the start of a
// period the daily turn draws three new ones of different types.
import { challengeTypes, type ChallengeType } from '@zu/shared-contract/constants';
import type { Prng } from '../../engine/prng';
import { addDays, isoWeekday, type WorldDate } from '../../engine/world-rules';

export { challengeTypes };
export type { ChallengeType };

export const activeChallengeCount = 3;
export const challengePeriodLengthDays = 7;

export interface ChallengeDefinition {
  id: string;
  type: ChallengeType;
  description: string;
  /** Progress needed. */
  max: number;
  score: number;
  rewardLoreDust: number;
}

export interface ChallengePeriod {
  beginDate: WorldDate;
  endDate: WorldDate;
}

export interface ActiveChallenge {
  periodBeginDate: WorldDate;
  challenge: ChallengeDefinition;
}

/** The week holding `date`: Monday to Sunday. */
export function challengePeriodOf(date: WorldDate): ChallengePeriod {
  const beginDate = addDays(date, 1 - isoWeekday(date));
  return { beginDate, endDate: addDays(beginDate, challengePeriodLengthDays - 1) };
}

export function isChallengePeriodStart(date: WorldDate): boolean {
  return challengePeriodOf(date).beginDate === date;
}

/** Chosen: the challenges the rotation draws from, one per type; how each progresses is in challenge-progress. */
const definitionRows: readonly (readonly [string, ChallengeType, number, number, number, string])[] = [
  // id, type, max, score, rewardLoreDust, description
  ['27537ef0-9e3d-4369-8d01-a0bc2f61cfdf', 'INVOKE', 100, 20, 50, 'Faire 10 invocations'],
  ['fb4683aa-c1f0-457c-9c33-8cf4a5137a10', 'INVOKE_ITEMS', 3, 25, 60, 'Invoquer 3 cartes de rareté 3 ou plus'],
  ['264492ec-ccf4-4351-9a49-af6becf5dde3', 'RECYCLE', 500, 20, 50, 'Recycler des cartes Classique pour 500 de valeur'],
  ['ba8edc91-9be1-4adc-97b3-b452711f078e', 'FUSE', 1, 30, 80, 'Réaliser une fusion'],
  ['c5e8eb0a-966c-4c99-9ccc-7e2aea49d5bb', 'ASCEND', 6, 20, 50, 'Tenter 6 ascensions dans le Vortex'],
  ['61c0ab62-c8e0-4162-ad39-dc27e800f98c', 'TRADE', 3, 20, 50, 'Conclure 3 échanges'],
  ['59a16bc4-eb42-4355-8e3c-290180a63682', 'TRADE_USERS', 2, 25, 60, "Vendre 2 cartes à d'autres joueurs"],
  ['efd189e2-6139-4a23-9883-d808ec7ccb90', 'UPGRADE', 3, 25, 60, 'Faire progresser 3 constellations'],
  ['2056b834-29a0-450f-b80d-d2c234fa45e6', 'CRAFT', 2, 20, 50, 'Créer ou enchanter 2 cartes'],
  ['d453f978-8d5b-4fb8-b638-00eb97b36c0c', 'LOOT', 5, 15, 40, 'Récupérer 5 fois ton /journa ou ton /bonus'],
  ['7cbaaae2-3371-433b-ba87-ba4801a8bada', 'WEEKLY', 1, 15, 40, 'Récupérer ton /bonus'],
  ['082a7383-65b1-40e4-9c3e-315872f07c5f', 'LUCKY', 2, 20, 50, 'Gratter 2 tickets'],
  ['e7d700ba-67eb-48bc-a2d9-77b205ca97b5', 'META_CHALLENGE', 2, 40, 100, 'Réussir les deux autres défis'],
];

export const challengeDefinitions: readonly ChallengeDefinition[] = definitionRows.map(
  ([id, type, max, score, rewardLoreDust, description]) => ({ id, type, description, max, score, rewardLoreDust }),
);

/**
 * Three challenges of three different types for the period, avoiding last period's challenges while the pool
 * allows it.
 */
export function rotateChallenges(
  pool: readonly ChallengeDefinition[],
  previousIds: readonly string[],
  prng: Prng,
): ChallengeDefinition[] {
  const fresh = prng.shuffle(pool.filter((c) => !previousIds.includes(c.id)));
  const stale = prng.shuffle(pool.filter((c) => previousIds.includes(c.id)));
  const chosen: ChallengeDefinition[] = [];
  for (const candidate of [...fresh, ...stale]) {
    if (chosen.length === activeChallengeCount) break;
    if (!chosen.some((c) => c.type === candidate.type)) chosen.push(candidate);
  }
  return chosen;
}
