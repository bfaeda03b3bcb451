// The Vortex season as JSON, written the way the real API writes it: a floor's drop rates carry one decimal
// (`70.0`), and community clients print them as they come and parse the integer part. JSON.stringify writes 70 for
// 70.0, so those numbers are marked while stringifying and written with their decimal afterwards. The field stays a
// number in the contract and for every JSON parser.
import type { TowerSeason } from '@zu/shared-contract';

// A private-use character, which JSON.stringify leaves as it is and no generated text holds.
const mark = '\u{E000}';
const markedRate = new RegExp(`"${mark}(-?\\d+\\.\\d)${mark}"`, 'g');

function isDropRate(holder: unknown): boolean {
  return typeof holder === 'object' && holder !== null && 'shinyLevel' in holder && 'rarity' in holder;
}

export function towerSeasonJson(season: TowerSeason): string {
  return JSON.stringify(season, function (this: unknown, key: string, value: unknown) {
    if (key === 'rate' && typeof value === 'number' && isDropRate(this)) return `${mark}${value.toFixed(1)}${mark}`;
    return value;
  }).replace(markedRate, '$1');
}
