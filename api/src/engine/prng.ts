// The one seeded random generator (seed data, generated images, the game engine): the same seed string always
// yields the same values, on every machine.

export interface Prng {
  /** Uniform in [0, 1). */
  float(): number;
  /** Uniform in [min, max). */
  range(min: number, max: number): number;
  /** Integer in [min, max], both included. */
  int(min: number, max: number): number;
  /** True with probability p. */
  chance(p: number): boolean;
  pick<T>(values: readonly T[]): T;
  weightedPick<T>(entries: readonly (readonly [T, number])[]): T;
  /** A shuffled copy (Fisher-Yates); the input is left untouched. */
  shuffle<T>(values: readonly T[]): T[];
  /** `count` distinct elements, in random order. */
  sample<T>(values: readonly T[], count: number): T[];
  /** RFC 4122 version 4 layout, drawn from this generator. */
  uuid(): string;
  /** Lower-case hexadecimal string of `length` digits. */
  hex(length: number): string;
}

/** cyrb128: spreads a string over the 128 bits of sfc32's state. */
function hashSeed(seed: string): [number, number, number, number] {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < seed.length; i++) {
    const k = seed.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
}

/** sfc32: small, fast, passes PractRand; plenty for test data. */
function sfc32(state: [number, number, number, number]): () => number {
  let [a, b, c, d] = state;
  const next = (): number => {
    a >>>= 0;
    b >>>= 0;
    c >>>= 0;
    d >>>= 0;
    let t = (a + b) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    d = (d + 1) | 0;
    t = (t + d) | 0;
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
  // The first outputs of sfc32 still carry the seed's structure.
  for (let i = 0; i < 15; i++) next();
  return next;
}

/** The four lower-case hexadecimal digits of every 16-bit value, as character codes: value * 4 onwards. */
const hex4Codes = new Uint8Array(0x10000 * 4);
for (let value = 0; value < 0x10000; value++) {
  for (let digit = 0; digit < 4; digit++)
    hex4Codes[value * 4 + digit] = hexDigitCode((value >> (12 - 4 * digit)) & 0xf);
}
const dash = 0x2d;
const four = 0x34;

function hexDigitCode(digit: number): number {
  return digit < 10 ? 0x30 + digit : 0x57 + digit;
}

export function createPrng(seed: string): Prng {
  const next = sfc32(hashSeed(seed));

  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));

  const shuffle = <T>(values: readonly T[]): T[] => {
    const copy = values.slice();
    for (let i = copy.length - 1; i > 0; i--) {
      const j = int(0, i);
      const tmp = copy[i] as T;
      copy[i] = copy[j] as T;
      copy[j] = tmp;
    }
    return copy;
  };

  const hex = (length: number): string => {
    let out = '';
    while (out.length < length) out += int(0, 0xffff).toString(16).padStart(4, '0');
    return out.slice(0, length);
  };

  return {
    float: next,
    range: (min, max) => min + (max - min) * next(),
    int,
    chance: (p) => next() < p,
    pick: <T>(values: readonly T[]): T => {
      if (values.length === 0) throw new Error('pick from an empty list');
      return values[int(0, values.length - 1)] as T;
    },
    weightedPick: <T>(entries: readonly (readonly [T, number])[]): T => {
      const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
      if (entries.length === 0 || total <= 0) throw new Error('weightedPick needs a positive total weight');
      let roll = next() * total;
      for (const [value, weight] of entries) {
        roll -= weight;
        if (roll < 0) return value;
      }
      return (entries[entries.length - 1] as readonly [T, number])[0];
    },
    shuffle,
    sample: <T>(values: readonly T[], count: number): T[] => {
      if (count > values.length) throw new Error(`cannot sample ${count} of ${values.length}`);
      return shuffle(values).slice(0, count);
    },
    uuid: () => {
      // hex(32) then one more draw, written straight into the layout (the same text as building it in steps), as
      // character codes: one flat string in one go (a chain of pieces would be walked again by every map key and
      // COPY line that uses it, and the large seed keeps them by the million), four times faster than joining pieces.
      const d0 = int(0, 0xffff) * 4;
      const d1 = int(0, 0xffff) * 4;
      const d2 = int(0, 0xffff) * 4;
      const d3 = int(0, 0xffff) * 4;
      const d4 = int(0, 0xffff) * 4;
      const d5 = int(0, 0xffff) * 4;
      const d6 = int(0, 0xffff) * 4;
      const d7 = int(0, 0xffff) * 4;
      const variant = hexDigitCode((int(0, 15) & 0x3) | 0x8);
      const h = hex4Codes;
      // prettier-ignore
      return String.fromCharCode(
        h[d0]!, h[d0 + 1]!, h[d0 + 2]!, h[d0 + 3]!, h[d1]!, h[d1 + 1]!, h[d1 + 2]!, h[d1 + 3]!, dash,
        h[d2]!, h[d2 + 1]!, h[d2 + 2]!, h[d2 + 3]!, dash, four, h[d3 + 1]!, h[d3 + 2]!, h[d3 + 3]!, dash,
        variant, h[d4 + 1]!, h[d4 + 2]!, h[d4 + 3]!, dash,
        h[d5]!, h[d5 + 1]!, h[d5 + 2]!, h[d5 + 3]!, h[d6]!, h[d6 + 1]!, h[d6 + 2]!, h[d6 + 3]!,
        h[d7]!, h[d7 + 1]!, h[d7 + 2]!, h[d7 + 3]!,
      );
    },
    hex,
  };
}
