// The simulated world of the small seed, played once per test file, and smaller worlds for the tests that play
// several times.
import { generateSeed, type SeedData } from '../../../src/seed';
import { simulateWorld } from '../../../src/seed/world/simulate-world';
import type { WorldInput, WorldOutput } from '../../../src/seed/world/world-types';

export const seed: SeedData = generateSeed({ scale: 'small' });
/** The seed's reference day. */
export const TODAY = '2026-11-01';

export function worldInput(data: SeedData, today: string, extra: Partial<WorldInput> = {}): WorldInput {
  return {
    catalogue: {
      packs: data.packs,
      items: data.items,
      fusions: data.fusions,
      fusionInputs: data.fusionInputs,
      recycleConfig: data.recycleConfig,
    },
    users: data.users,
    playerAccounts: data.playerAccounts,
    corporations: data.corporations,
    corporationMembers: data.corporationMembers,
    banners: data.banners,
    today,
    ...extra,
  };
}

/**
 * The seed cut down to its first `userCount` users (the well-known accounts come first), with the corporations
 * whose founder stays and the members among those users.
 */
export function smallerSeed(userCount: number): SeedData {
  const users = seed.users.slice(0, userCount);
  const ids = new Set(users.map((u) => u.id));
  const founders = seed.corporationMembers.filter((m) => m.role === 'ADMIN' && ids.has(m.userId));
  const corporationIds = new Set(founders.map((m) => m.corporationId));
  return {
    ...seed,
    users,
    playerAccounts: seed.playerAccounts.filter((a) => ids.has(a.userId)),
    corporations: seed.corporations.filter((c) => corporationIds.has(c.id)),
    corporationMembers: seed.corporationMembers.filter((m) => ids.has(m.userId) && corporationIds.has(m.corporationId)),
  };
}

export interface Timed {
  world: WorldOutput;
  wallMs: number;
  cpuMs: number;
}

export function timed(input: WorldInput): Timed {
  const start = performance.now();
  const cpu = process.cpuUsage();
  const world = simulateWorld(input);
  const used = process.cpuUsage(cpu);
  return { world, wallMs: performance.now() - start, cpuMs: (used.user + used.system) / 1000 };
}

export function userIdOf(name: string): string {
  const user = seed.users.find((u) => u.discordUserName === name);
  if (!user) throw new Error(`no seeded user ${name}`);
  return user.id;
}
