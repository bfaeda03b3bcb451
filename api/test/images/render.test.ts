// Independent of DATABASE_URL: no database, so the PostgreSQL pass leaves it out.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import sharp from 'sharp';
import {
  BANNER_HEIGHT,
  BANNER_WIDTH,
  CARD_HEIGHT,
  CARD_WIDTH,
  POST_HEIGHT,
  POST_WIDTH,
  bannerSvg,
  cardSvg,
  postSvg,
  renderCard,
  svgToWebp,
} from '../../src/images/index';
import { cardArt } from './fixtures/card-art';

function assertWebp(bytes: Buffer): void {
  assert.ok(Buffer.isBuffer(bytes));
  assert.equal(bytes.toString('latin1', 0, 4), 'RIFF');
  assert.equal(bytes.toString('latin1', 8, 12), 'WEBP');
  assert.equal(bytes.readUInt32LE(4) + 8, bytes.length, 'RIFF size field');
}

const card = cardArt({
  id: '5d1f0c2a-8b7e-4c6d-9e0f-1a2b3c4d5e6f',
  identifier: 1501,
  name: "Gardienne éternelle des Brumes d'Ambre",
  rarity: 6,
  packName: 'Constellation',
  genre: 'Étoile',
});

describe('svgToWebp', () => {
  it('renders a card (every rarity and shiny level) to a WebP of the template size', async () => {
    for (const [rarity, shinyLevel] of [
      [1, 0],
      [4, 1],
      [5, 2],
      [6, 0],
      [6, 2],
    ] as const) {
      const bytes = await svgToWebp(cardSvg({ ...card, rarity, shinyLevel, name: `Tom & <Jerry> "${rarity}"` }));
      assertWebp(bytes);
      const meta = await sharp(bytes).metadata();
      assert.equal(meta.format, 'webp');
      assert.equal(meta.width, CARD_WIDTH);
      assert.equal(meta.height, CARD_HEIGHT);
    }
  });

  it('renders a banner and a post image at their sizes', async () => {
    const banner = await svgToWebp(bannerSvg({ id: 'b1', name: 'n', title: 'Étoile filante' }));
    assertWebp(banner);
    const bm = await sharp(banner).metadata();
    assert.deepEqual([bm.width, bm.height], [BANNER_WIDTH, BANNER_HEIGHT]);

    const post = await svgToWebp(postSvg({ id: 'p1', title: 'Nouvelle saison hardcore' }));
    assertWebp(post);
    const pm = await sharp(post).metadata();
    assert.deepEqual([pm.width, pm.height], [POST_WIDTH, POST_HEIGHT]);
  });

  it('scales on request and draws something (not a blank image)', async () => {
    const bytes = await renderCard(card, { scale: 2 });
    const meta = await sharp(bytes).metadata();
    assert.deepEqual([meta.width, meta.height], [CARD_WIDTH * 2, CARD_HEIGHT * 2]);
    const stats = await sharp(bytes).stats();
    assert.ok(
      stats.channels.slice(0, 3).every((c) => c.stdev > 20),
      'the card has contrast',
    );
  });

  it('rejects an SVG that does not parse', async () => {
    await assert.rejects(svgToWebp('<svg xmlns="http://www.w3.org/2000/svg"><rect'));
  });
});
