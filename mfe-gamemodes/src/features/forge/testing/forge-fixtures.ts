import type { ForgePlan, Pack, RecycleConfigEntry } from '@zu/shared-contract';
import { itemFixture, packFixture } from '@zu/shared-platform/testing';

export const vortexPack: Pack = {
  id: '22222222-2222-4222-8222-222222222222',
  name: 'Lanternes',
  slug: 'lanternes',
  year: 2026,
};

export const themedPack: Pack = {
  id: '33333333-3333-4333-8333-333333333333',
  name: 'Abysses',
  slug: 'abysses',
  year: 2025,
};

const entry = (n: number, rarity: number, shinyLevel: 0 | 1 | 2, craftValue: number, recycleValue: number) => ({
  id: `40000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  rarity,
  shinyLevel,
  isGolden: shinyLevel === 1,
  craftValue,
  recycleValue,
});

/** Two rarities, each at three shiny levels; odd figures so that each cell is told apart. */
export const recycleConfig: RecycleConfigEntry[] = [
  entry(1, 2, 0, 230, 23),
  entry(2, 2, 1, 910, 91),
  entry(3, 2, 2, 0, 457),
  entry(4, 1, 0, 110, 11),
  entry(5, 1, 1, 440, 44),
  entry(6, 1, 2, 0, 219),
];

const dustCard = itemFixture(11, { name: 'Forgeron de braise', pack: packFixture });
const fragmentCard = itemFixture(12, { name: 'Lanterne perdue', pack: vortexPack });
const effectCard = itemFixture(13, { name: 'Malédiction du recycleur', pack: packFixture });

/**
 * A planner answer. Its totals are the API's own figures, deliberately unlike the sum of its lines: the page must
 * show them as given.
 */
export function forgePlanFixture(overrides: Partial<ForgePlan> = {}): ForgePlan {
  return {
    userId: '00000000-0000-4000-8000-000000000001',
    balance: { loreDust: 1250, loreFragment: 37 },
    modifiers: {
      recycleEffectPercent: 30,
      craftEffectPercent: 0,
      corporationRecyclePercent: { loreDust: 3, loreFragment: 0 },
      vortexPack,
    },
    recycle: {
      lines: [
        { item: dustCard, shinyLevel: 1, quantity: 3, duplicateCount: 2, currency: 'loreDust', amount: 118 },
        { item: fragmentCard, shinyLevel: 0, quantity: 5, duplicateCount: 4, currency: 'loreFragment', amount: 305 },
        { item: effectCard, shinyLevel: 0, quantity: 2, duplicateCount: 1, currency: 'loreDust', amount: -77 },
      ],
      total: { loreDust: 41, loreFragment: 305 },
    },
    fusions: {
      ready: [
        {
          item: itemFixture(21, { name: 'Dragon forgé' }),
          shinyLevel: 1,
          inputs: [{ item: itemFixture(22, { name: 'Écaille' }), needed: 2, held: 2 }],
        },
      ],
      missingOne: [
        {
          item: itemFixture(23, { name: 'Golem de lave' }),
          shinyLevel: 0,
          inputs: [
            { item: itemFixture(24, { name: 'Cœur de lave' }), needed: 1, held: 1 },
            { item: itemFixture(25, { name: 'Pierre vive' }), needed: 3, held: 1 },
          ],
        },
      ],
    },
    ...overrides,
  };
}

/** The crafting part of the answer for a pack: two cards priced, one the game refuses. */
export function craftFixture(pack: Pack, total: { loreDust: number; loreFragment: number }): ForgePlan['craft'] {
  return {
    pack,
    isForgeable: pack.id !== themedPack.id,
    missingCount: 3,
    lines: [
      { item: itemFixture(31, { name: 'Enclume', pack }), currency: 'loreFragment', cost: 640 },
      { item: itemFixture(32, { name: 'Soufflet', pack }), currency: 'loreFragment', cost: 160 },
      {
        item: itemFixture(33, { name: 'Marteau ancien', pack }),
        currency: 'loreFragment',
        refusal: { code: 'ITEM_NOT_CRAFTABLE', message: 'Cette carte ne peut pas être créée.' },
      },
    ],
    total,
  };
}
