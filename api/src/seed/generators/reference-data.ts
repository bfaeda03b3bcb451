import { gameFeatureIds } from '@zu/shared-contract';
import { ruleSets } from '../../engine/rule-sets';
import { bannerDefinitions } from '../content/banners';
import { rankNames } from '../../areas/players/rank-names';
import type { Prng } from '../../engine/prng';
import type { AppSettingsRow, BannerRow, GameFeatureRow, RankRow } from '../types';

export function generateRanks(prng: Prng): Required<RankRow>[] {
  return rankNames.map((name, index) => ({ id: prng.uuid(), name, position: index + 1 }));
}

export function generateBanners(prng: Prng): Required<BannerRow>[] {
  return bannerDefinitions.map(({ name, title }) => ({ id: prng.uuid(), name, title }));
}

/** Every game feature on except BOSS, which starts off (`npm run feature -w api -- BOSS on` switches it). */
export function generateGameFeatures(): Required<GameFeatureRow>[] {
  return gameFeatureIds.map((feature) => ({ feature, active: feature !== 'BOSS' }));
}

export function generateAppSettings(): Required<AppSettingsRow>[] {
  return ruleSets.map((ruleSet) => ({
    ruleSet,
    currentEventId: null,
    inCalendarPeriod: false,
    lastHardcoreSeasonDone: false,
  }));
}
