// Independent of DATABASE_URL: no database, so the PostgreSQL pass leaves it out.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { renderCard } from '../../src/images';
import { cardSvg } from '../../src/images/card-template';
import { iconPaths } from '../../src/images/icon-art/art-icons';
import { cardArtIconNames, cardSubject, normaliseWords } from '../../src/images/icon-art/card-subject';
import { sceneIconNames } from '../../src/images/icon-art/scene-choice';
import { EFFECT_CARD_ICONS, FIRST_NAME_ICONS, MODIFIER_ICONS } from '../../src/images/icon-art/modifier-icons';
import { NOUN_ICONS } from '../../src/images/icon-art/noun-icons';
import { PACK_STYLES } from '../../src/images/icon-art/pack-styles';
import { generateSeedCatalogue } from '../../src/seed';
import { characterEpithets, characterFirstNames, classicAdjectives } from '../../src/seed/content/card-words';
import { packThemes } from '../../src/seed/content/pack-themes';
import { cardArt } from './fixtures/card-art';

const catalogue = generateSeedCatalogue();
const packNames = new Map(catalogue.packs.map((pack) => [pack.id, pack.name]));

describe('card art', () => {
  it('gives the same card the same image bytes on two renders', async () => {
    const card = cardArt({ name: 'Sablier des Brumes', rarity: 5, shinyLevel: 2 });
    const [first, second] = [await renderCard(card), await renderCard({ ...card })];
    assert.ok(first.length > 1000);
    assert.deepEqual(first, second);
  });

  it('draws a card named after a known word with that word’s icon', () => {
    const paths = iconPaths();
    for (const [noun, icons] of Object.entries(NOUN_ICONS)) {
      const card = cardArt({ id: `card-${noun}`, name: `${noun} des Brumes` });
      const subject = cardSubject(card);
      assert.ok(icons.includes(subject.main), `${noun}: ${subject.main} is not among ${icons.join(', ')}`);
      assert.equal(subject.second, MODIFIER_ICONS['des Brumes']);
      const outline = paths.get(subject.main);
      assert.ok(outline && cardSvg(card).includes(`d="${outline}"`), `${noun}: its icon is drawn`);
    }
    assert.ok(NOUN_ICONS.Renard?.includes(cardSubject(cardArt({ name: 'Renard furtif' })).main));
    assert.ok(NOUN_ICONS.Sablier?.includes(cardSubject(cardArt({ name: 'Sablier ancien' })).main));
    assert.ok(NOUN_ICONS.Pont?.includes(cardSubject(cardArt({ name: 'Pont du Nord' })).main));
  });

  it('reads the longest noun, both genders of an adjective, and an adjective beside a complement', () => {
    const white = cardSubject(cardArt({ name: 'Cerf blanc des Fougères' }));
    assert.ok(NOUN_ICONS['Cerf blanc']?.includes(white.main));
    for (const adjective of [...classicAdjectives, ...characterEpithets, ...packThemes.flatMap((t) => t.adjectives)]) {
      const masculine = cardSubject(cardArt({ name: `Golem ${adjective.m}` }));
      const feminine = cardSubject(cardArt({ name: `Mante ${adjective.f}` }));
      assert.equal(masculine.second, MODIFIER_ICONS[adjective.m], adjective.m);
      assert.equal(feminine.second, MODIFIER_ICONS[adjective.m], adjective.f);
    }
    const both = cardSubject(cardArt({ name: "Loup argenté de l'Aube" }));
    assert.equal(both.second, MODIFIER_ICONS["de l'Aube"]);
    assert.equal(both.third, MODIFIER_ICONS['argenté']);
  });

  it('draws a named character as the portrait of its first name', () => {
    for (const person of characterFirstNames) {
      const subject = cardSubject(cardArt({ name: `${person.word} le Sage`, genre: 'Personnage' }));
      assert.equal(subject.main, FIRST_NAME_ICONS[person.word], person.word);
      assert.equal(subject.second, MODIFIER_ICONS['le Sage']);
    }
  });

  it('draws every seeded card from its own words: its effect card’s icons, its noun’s or its first name’s', () => {
    const nouns = Object.keys(NOUN_ICONS).map(normaliseWords);
    const firstNames = Object.keys(FIRST_NAME_ICONS).map(normaliseWords);
    for (const item of catalogue.items) {
      const name = normaliseWords(item.name);
      const subject = cardSubject(item);
      const effectCard = Object.entries(EFFECT_CARD_ICONS).find(([key]) => normaliseWords(key) === name)?.[1];
      if (effectCard) {
        assert.deepEqual([subject.main, subject.second], effectCard, item.name);
        continue;
      }
      const noun = nouns
        .filter((key) => name === key || name.startsWith(`${key} `))
        .sort((a, b) => b.length - a.length)[0];
      if (noun) {
        const icons = Object.entries(NOUN_ICONS).find(([key]) => normaliseWords(key) === noun)?.[1];
        assert.ok(icons?.includes(subject.main), `${item.name}: ${subject.main}`);
      } else if (firstNames.includes(name.split(' ')[0] ?? '')) {
        assert.equal(
          subject.main,
          Object.entries(FIRST_NAME_ICONS).find(([key]) => name.startsWith(normaliseWords(key)))?.[1],
        );
      } else {
        assert.fail(`${item.name}: no word of the vocabulary`);
      }
    }
  });

  it('gives no two cards of a pack the same icons and palette', () => {
    const seen = new Map<string, string>();
    for (const item of catalogue.items) {
      const subject = cardSubject(item);
      const key = [item.packId, subject.main, subject.second, subject.third ?? '', subject.paletteStep].join('|');
      const other = seen.get(key);
      assert.equal(other, undefined, `${item.name} looks like ${other} in ${packNames.get(item.packId)}`);
      seen.set(key, item.name);
    }
    assert.equal(seen.size, catalogue.items.length);
  });

  it('keeps every card of a themed pack in its pack’s hues', () => {
    for (const theme of packThemes) {
      const style = PACK_STYLES[theme.name];
      assert.ok(style, `${theme.name} has a style`);
      const cards = catalogue.items.filter((item) => packNames.get(item.packId) === theme.name && item.rarity < 6);
      assert.ok(cards.length > 20);
      for (const item of cards) {
        const svg = cardSvg({ ...item, packName: theme.name, shinyLevel: 0 });
        const top = /<linearGradient id="bg"[^>]*><stop offset="0" stop-color="(#[0-9a-f]{6})"/.exec(svg)?.[1];
        assert.ok(top, item.name);
        const distance = Math.abs(((hueOf(top) - style.hue + 540) % 360) - 180);
        assert.ok(distance <= 50, `${item.name} (${theme.name}): hue ${hueOf(top)}, the pack's ${style.hue}`);
      }
    }
  });

  it('finds every icon it names in the set', () => {
    const names = new Set([...cardArtIconNames(), ...sceneIconNames()]);
    assert.equal(iconPaths().size, names.size);
  });
});

function hueOf(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16) / 255) as [number, number, number];
  const max = Math.max(r, g, b);
  const delta = max - Math.min(r, g, b);
  if (delta === 0) return 0;
  const sector = max === r ? ((g - b) / delta) % 6 : max === g ? (b - r) / delta + 2 : (r - g) / delta + 4;
  return (sector * 60 + 360) % 360;
}
