// Independent of DATABASE_URL: no database, so the PostgreSQL pass leaves it out.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  drawShinyLevel,
  invocationChromaChance,
  invocationGoldenChance,
} from '../../../src/areas/invocations/drop-rules';
import { createPrng } from '../../../src/engine/prng';
import { card } from '../fixtures';

/** The share of `draws` basic draws of `item` that come out at each shiny level. */
function shinyShares(item: ReturnType<typeof card>, draws: number): [number, number, number] {
  const prng = createPrng('golden-rate');
  const counts: [number, number, number] = [0, 0, 0];
  for (let i = 0; i < draws; i++) counts[drawShinyLevel(prng, item, 'CHANCE')]++;
  return counts.map((count) => count / draws) as [number, number, number];
}

// 400,000 draws: the share's standard deviation at 3% is 0.027 points, so ±0.15 points is over five of them.
const draws = 400_000;
const tolerance = 0.0015;

describe('the shiny level of a basic invocation', () => {
  it('is golden at the published rate for a card with no chromatic version', () => {
    const [, golden, chroma] = shinyShares(card('no-chroma', 3, { shinyLevels: [true, true, false] }), draws);
    assert.ok(Math.abs(golden - invocationGoldenChance) < tolerance, `golden ${golden}`);
    assert.equal(chroma, 0);
  });

  it('is golden and chromatic at the published rates for a card that exists in both', () => {
    const [, golden, chroma] = shinyShares(card('both', 3, { shinyLevels: [true, true, true] }), draws);
    assert.ok(Math.abs(golden - invocationGoldenChance) < tolerance, `golden ${golden}`);
    assert.ok(Math.abs(chroma - invocationChromaChance) < tolerance, `chroma ${chroma}`);
  });

  it('is never golden for a card with no golden version', () => {
    const [plain, golden] = shinyShares(card('plain-only', 3, { shinyLevels: [true, false, false] }), 20_000);
    assert.equal(golden, 0);
    assert.equal(plain, 1);
  });
});
