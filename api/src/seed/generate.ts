// Pure: no database, no clock, no unseeded randomness. Each domain draws from its own stream, so adding rows
// to one table does not reshuffle the others, and the catalogue is the same at every scale.
import { ruleSets } from '../engine/rule-sets';
import { generateCatalogue, type Catalogue } from './generators/catalogue';
import { generateCorporations } from './generators/corporations';
import { generatePlayerAccounts } from './generators/player-accounts';
import { generatePlaceCanvases, type PlaceSeedRows } from './generators/place-canvas';
import { generatePosts } from './generators/posts';
import { generateRecycleConfig } from './generators/recycle-config';
import { generateAppSettings, generateBanners, generateGameFeatures, generateRanks } from './generators/reference-data';
import { generateUsers } from './generators/users';
import { createPrng } from '../engine/prng';
import { scaleSettings, type BaseSeedData, type SeedOptions } from './types';
import { type SeedData, worldSeedRows } from './world-seed';
import { SEED_VERSION } from './version';
import { REFERENCE_DAY, seedNowOf } from './dates';
import { simulateWorld } from './world/simulate-world';
import type { WorldInput } from './world/world-types';

const SEED = 'zunivers-hardcore';
const stream = (domain: string) => createPrng(`${SEED}/${domain}`);

/** The seed's catalogue (packs, cards, fusions, evolutions), the same at every scale. */
export function generateSeedCatalogue(): Catalogue {
  return generateCatalogue(stream('catalogue'));
}

/**
 * What the world is played on: the catalogue, the people and their accounts, who founds or joins which
 * corporation and when. Currencies, inventories and every history row come from playing it (`generateSeed`).
 */
export function generateBaseSeed(options: SeedOptions): BaseSeedData {
  const settings = options.settings ?? scaleSettings[options.scale];
  const today = options.today ?? REFERENCE_DAY;
  const now = seedNowOf(today);

  const ranks = generateRanks(stream('ranks'));
  const banners = generateBanners(stream('banners'));
  const catalogue = generateSeedCatalogue();
  const users = generateUsers(stream('users'), settings.userCount, now);
  const { playerAccounts, userBanners } = generatePlayerAccounts(stream('accounts'), users, ranks, banners, now);

  const usersById = new Map(users.map((user) => [user.id, user]));
  const corporations = ruleSets.map((ruleSet) => {
    const prng = stream(`corporations/${ruleSet}`);
    return generateCorporations(prng, ruleSet, settings.corporationsPerRuleSet, playerAccounts, usersById, now);
  });

  return {
    ranks,
    banners,
    gameFeatures: generateGameFeatures(),
    appSettings: generateAppSettings(),
    recycleConfig: generateRecycleConfig(),
    packs: catalogue.packs,
    items: catalogue.items,
    fusions: catalogue.fusions,
    fusionInputs: catalogue.fusionInputs,
    evolutions: catalogue.evolutions,
    evolutionSteps: catalogue.evolutionSteps,
    users,
    posts: generatePosts(stream('posts'), today),
    playerAccounts,
    userBanners,
    corporations: corporations.flatMap((c) => c.corporations),
    corporationMembers: corporations.flatMap((c) => c.corporationMembers),
    seedInfo: [{ version: SEED_VERSION, scale: options.scale, seedDate: now }],
    worldClock: [{ id: 1, today }],
  };
}

/** How the simulation sees the generated base. */
export function worldInputOf(base: BaseSeedData, today: string): WorldInput {
  return {
    catalogue: {
      packs: base.packs,
      items: base.items,
      fusions: base.fusions,
      fusionInputs: base.fusionInputs,
      evolutionSteps: base.evolutionSteps,
      recycleConfig: base.recycleConfig,
    },
    users: base.users,
    playerAccounts: base.playerAccounts,
    corporations: base.corporations,
    corporationMembers: base.corporationMembers,
    banners: base.banners,
    today,
  };
}

/** A generated base played day by day up to `today` through the game's engine, as the rows to load. */
export function playSeed(base: BaseSeedData, today: string): SeedData {
  const input = worldInputOf(base, today);
  const world = simulateWorld(input);
  const rows = worldSeedRows(world, { ...base, catalogue: input.catalogue }, stream('world-rows'));
  return { ...base, ...rows, ...placeCanvasesOf(base, today) };
}

/** z/place's canvases, painted by the base's players over the year before `today`. */
export function placeCanvasesOf(base: BaseSeedData, today: string): PlaceSeedRows {
  return generatePlaceCanvases((ruleSet) => stream(`place/${ruleSet}`), base.users, base.playerAccounts, today);
}

/** The whole seed: the generated base of the scale, played up to `today`. */
export function generateSeed(options: SeedOptions): SeedData {
  const today = options.today ?? REFERENCE_DAY;
  return playSeed(generateBaseSeed({ ...options, today }), today);
}
