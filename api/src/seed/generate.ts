// Pure: no database, no clock, no unseeded randomness. Each domain draws from its own stream, so adding rows
// to one table does not reshuffle the others, and the catalogue is the same at every scale.
import { ruleSets } from '../db/schema';
import { generateCatalogue } from './generators/catalogue';
import { generateCorporations } from './generators/corporations';
import { generatePlayerAccounts } from './generators/player-accounts';
import { generatePosts } from './generators/posts';
import { generateRecycleConfig } from './generators/recycle-config';
import { generateAppSettings, generateBanners, generateGameFeatures, generateRanks } from './generators/reference-data';
import { generateShop } from './generators/shop';
import { generateUsers } from './generators/users';
import { createPrng } from '../lib/prng';
import { scaleSettings, type SeedData, type SeedOptions } from './types';
import { SEED_VERSION } from './version';
import { worldDateOf } from '../areas/world/world-rules';
import { referenceNow } from './dates';

const SEED = 'zunivers-hardcore';
const stream = (domain: string) => createPrng(`${SEED}/${domain}`);

export function generateSeed(options: SeedOptions): SeedData {
  const settings = scaleSettings[options.scale];

  const ranks = generateRanks(stream('ranks'));
  const banners = generateBanners(stream('banners'));
  const catalogue = generateCatalogue(stream('catalogue'));
  const users = generateUsers(stream('users'), settings.userCount);
  const { playerAccounts, userBanners } = generatePlayerAccounts(stream('accounts'), users, ranks, banners);

  const usersById = new Map(users.map((user) => [user.id, user]));
  const corporations = ruleSets.map((ruleSet) => {
    const prng = stream(`corporations/${ruleSet}`);
    return generateCorporations(prng, ruleSet, settings.corporationsPerRuleSet, playerAccounts, usersById);
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
    users,
    posts: generatePosts(stream('posts')),
    playerAccounts,
    userBanners,
    corporations: corporations.flatMap((c) => c.corporations),
    corporationMembers: corporations.flatMap((c) => c.corporationMembers),
    shopEntries: generateShop(stream('shop'), catalogue.items),
    seedInfo: [{ version: SEED_VERSION, scale: options.scale, seedDate: referenceNow() }],
    worldClock: [{ id: 1, today: worldDateOf(referenceNow()) }],
  };
}
