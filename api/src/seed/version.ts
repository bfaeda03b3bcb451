/**
 * The generated world's version, stored in `seed_info` by every load. Bump it in the same commit as any change that
 * makes `generateSeed` return different rows (new tables, new rules, other sizes): `npm start` then rebuilds the
 * databases seeded by the older generator instead of running on a mix of old rows and new code.
 */
export const SEED_VERSION = 25;
