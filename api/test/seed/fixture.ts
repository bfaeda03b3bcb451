import { generateSeed, type SeedData } from '../../src/seed';

/** Generated once per test file: the small seed, played, takes a few seconds. */
export const seed: SeedData = generateSeed({ scale: 'small' });

export function userByName(name: string) {
  const user = seed.users.find((u) => u.discordUserName === name);
  if (!user) throw new Error(`no seeded user ${name}`);
  return user;
}

export function countBy<T>(values: readonly T[], key: (value: T) => string | number): Map<string | number, number> {
  const counts = new Map<string | number, number>();
  for (const value of values) counts.set(key(value), (counts.get(key(value)) ?? 0) + 1);
  return counts;
}

export function assertUnique<T>(values: readonly T[], what: string): void {
  const seen = new Set<T>();
  for (const value of values) {
    if (seen.has(value)) throw new Error(`duplicate ${what}: ${String(value)}`);
    seen.add(value);
  }
}
