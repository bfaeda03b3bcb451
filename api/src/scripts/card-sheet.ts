// Draws a contact sheet of seeded cards, to look at the generated art in one picture:
//   npm run card-sheet -w api -- [--count 100] [--seed any-text] [--out card-sheet.png] [--pack 'Abysses Oubliés']
// The cards are picked at random among the seed's catalogue (the seed text makes the pick repeatable). The sheet (PNG,
// WebP or JPEG by the file's extension) shows them at half size, ten a row, every ninth golden and every tenth
// chromatic; their names are printed in the same order.
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { createPrng } from '../engine/prng';
import { CARD_HEIGHT, CARD_WIDTH, cardSvg, type ShinyLevel } from '../images';
import { generateSeedCatalogue } from '../seed';

const { values } = parseArgs({
  options: {
    count: { type: 'string', default: '100' },
    seed: { type: 'string', default: 'contact-sheet' },
    out: { type: 'string', default: 'card-sheet.png' },
    pack: { type: 'string' },
  },
});

const catalogue = generateSeedCatalogue();
const packNames = new Map(catalogue.packs.map((pack) => [pack.id, pack.name]));
const candidates = catalogue.items.filter((item) => !values.pack || packNames.get(item.packId) === values.pack);
const prng = createPrng(values.seed);
const count = Math.min(Number(values.count) || 100, candidates.length);
const picked = prng.shuffle(candidates).slice(0, count);

const columns = 10;
const scale = 0.5;
const cellW = CARD_WIDTH * scale;
const cellH = CARD_HEIGHT * scale;
const tiles = await Promise.all(
  picked.map(async (item, index) => {
    const shinyLevel = (index % 10 === 9 ? 2 : index % 10 === 8 ? 1 : 0) as ShinyLevel;
    const svg = cardSvg({
      id: item.id,
      identifier: item.identifier,
      name: item.name,
      rarity: item.rarity,
      packName: packNames.get(item.packId) ?? '',
      genre: item.genre,
      shinyLevel,
    });
    const input = await sharp(Buffer.from(svg), { density: 72 * scale })
      .png()
      .toBuffer();
    return { input, left: (index % columns) * cellW, top: Math.floor(index / columns) * cellH };
  }),
);
const rows = Math.ceil(picked.length / columns);
await sharp({
  create: { width: columns * cellW, height: rows * cellH, channels: 3, background: '#101018' },
})
  .composite(tiles)
  .toFile(values.out);
console.log(picked.map((item, index) => `${index + 1}. #${item.identifier} ${item.name}`).join('\n'));
console.log(`${picked.length} cards drawn in ${values.out}`);
