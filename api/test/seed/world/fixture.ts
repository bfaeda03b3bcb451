// The simulated world of the small seed, played once per test file, and smaller worlds for the tests that play
// several times.
import { generateBaseSeed, worldInputOf } from '../../../src/seed/generate';
import type { BaseSeedData } from '../../../src/seed/types';
import { simulateWorld } from '../../../src/seed/world/simulate-world';
import type { WorldInput, WorldOutput } from '../../../src/seed/world/world-types';

export const seed: BaseSeedData = generateBaseSeed({ scale: 'small' });
/** The seed's reference day. */
export const TODAY = '2026-11-01';

export function worldInput(data: BaseSeedData, today: string, extra: Partial<WorldInput> = {}): WorldInput {
  return { ...worldInputOf(data, today), ...extra };
}

/**
 * The seed cut down to its first `userCount` users (the well-known accounts come first), with the corporations
 * whose founder stays and the members among those users.
 */
export function smallerSeed(userCount: number): BaseSeedData {
  const users = seed.users.slice(0, userCount);
  const ids = new Set(users.map((u) => u.id));
  const founders = seed.corporationMembers.filter((m) => m.role === 'ADMIN' && ids.has(m.userId));
  const corporationIds = new Set(founders.map((m) => m.corporationId));
  return {
    ...seed,
    users,
    playerAccounts: seed.playerAccounts.filter((a) => ids.has(a.userId)),
    userBanners: seed.userBanners.filter((b) => ids.has(b.userId)),
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
