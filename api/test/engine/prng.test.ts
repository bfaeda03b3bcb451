// Independent of DATABASE_URL: no database, so the PostgreSQL pass leaves it out.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createPrng } from '../../src/engine/prng';
import { kebab } from '../../src/lib/kebab';

describe('createPrng', () => {
  it('repeats the same sequence for the same seed and differs for another seed', () => {
    const draw = (seed: string) => {
      const prng = createPrng(seed);
      return Array.from({ length: 20 }, () => prng.float());
    };
    assert.deepEqual(draw('a'), draw('a'));
    assert.notDeepEqual(draw('a'), draw('b'));
  });

  it('keeps int within its bounds and reaches both ends', () => {
    const prng = createPrng('int');
    const seen = new Set<number>();
    for (let i = 0; i < 2000; i++) {
      const value = prng.int(3, 7);
      assert.ok(Number.isInteger(value) && value >= 3 && value <= 7);
      seen.add(value);
    }
    assert.deepEqual([...seen].sort(), [3, 4, 5, 6, 7]);
  });

  it('draws RFC 4122 version 4 uuids, all different', () => {
    const prng = createPrng('uuid');
    const ids = Array.from({ length: 1000 }, () => prng.uuid());
    for (const id of ids) assert.match(id, /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    assert.equal(new Set(ids).size, ids.length);
  });

  it('shuffles into a permutation without touching the input', () => {
    const prng = createPrng('shuffle');
    const input = Array.from({ length: 50 }, (_, i) => i);
    const shuffled = prng.shuffle(input);
    assert.deepEqual(
      input,
      Array.from({ length: 50 }, (_, i) => i),
    );
    assert.notDeepEqual(shuffled, input);
    assert.deepEqual(
      [...shuffled].sort((a, b) => a - b),
      input,
    );
  });

  it('samples distinct values and refuses to sample more than it has', () => {
    const prng = createPrng('sample');
    const sample = prng.sample(['a', 'b', 'c', 'd'], 3);
    assert.equal(new Set(sample).size, 3);
    assert.throws(() => prng.sample(['a'], 2));
  });

  it('follows the weights of weightedPick and never picks a zero weight', () => {
    const prng = createPrng('weights');
    const counts = { rare: 0, common: 0, never: 0 };
    for (let i = 0; i < 10_000; i++)
      counts[
        prng.weightedPick([
          ['rare', 1],
          ['common', 9],
          ['never', 0],
        ] as const)
      ]++;
    assert.equal(counts.never, 0);
    assert.ok(counts.common > counts.rare * 6, JSON.stringify(counts));
  });

  it('honours chance(0) and chance(1)', () => {
    const prng = createPrng('chance');
    for (let i = 0; i < 100; i++) {
      assert.equal(prng.chance(0), false);
      assert.equal(prng.chance(1), true);
    }
  });
});

describe('kebab', () => {
  it('lowercases, strips accents and joins words with single dashes', () => {
    assert.equal(kebab("Éclat d'Étoile !"), 'eclat-d-etoile');
    assert.equal(kebab('Cœur  de  Braise'), 'coeur-de-braise');
    assert.equal(kebab('Corne d’abondance'), 'corne-d-abondance');
    assert.equal(kebab('Hors-série'), 'hors-serie');
  });
});
