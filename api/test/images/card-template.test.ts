// Independent of DATABASE_URL: no database, so the PostgreSQL pass leaves it out.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CARD_HEIGHT, CARD_WIDTH, cardSvg, type CardArt } from '../../src/images/card-template';
import { cardArt } from './fixtures/card-art';
import { fitText } from '../../src/images/svg-utils';
import { textWidth } from '../../src/images/text-metrics';

const base = cardArt();

/** Text content of every <text> element, unescaped, in order. */
function texts(svg: string): string[] {
  return [...svg.matchAll(/<text [^>]*>([^<]*)<\/text>/g)].map((m) =>
    (m[1] ?? '')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&amp;/g, '&'),
  );
}

describe('cardSvg', () => {
  it('is deterministic: the same card gives byte-identical SVG', () => {
    assert.equal(cardSvg({ ...base }), cardSvg({ ...base }));
    const star: CardArt = { ...base, rarity: 6, shinyLevel: 2 };
    assert.equal(cardSvg(star), cardSvg({ ...star }));
  });

  it('has the card size and no external resource', () => {
    const svg = cardSvg(base);
    assert.match(
      svg,
      new RegExp(`^<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}"`),
    );
    assert.doesNotMatch(svg, /<image|xlink:href|href="(?!#)|url\((?!#)/);
    assert.doesNotMatch(svg, /NaN|undefined|Infinity/);
  });

  it('draws different illustrations for different ids', () => {
    assert.notEqual(cardSvg(base), cardSvg({ ...base, id: 'another-card' }));
  });

  it('escapes <, &, quotes and apostrophes in the name and pack', () => {
    const svg = cardSvg({ ...base, name: `Tom & <Jerry> "le" 'chat'`, packName: 'Pack <b>&</b>' });
    assert.ok(!svg.includes('<Jerry>'));
    assert.ok(!svg.includes('<b>'));
    assert.ok(svg.includes('Tom &amp; &lt;Jerry&gt; &quot;le&quot; &#39;chat&#39;'));
    assert.ok(texts(svg).includes(`Tom & <Jerry> "le" 'chat'`));
    // Every & in the document starts an entity.
    assert.doesNotMatch(svg, /&(?!amp;|lt;|gt;|quot;|#39;)/);
  });

  it('drops characters XML cannot hold', () => {
    const svg = cardSvg({ ...base, name: 'Nul\u0000 \u0007bip\uFFFF \uD800seul' });
    assert.ok(texts(svg).includes('Nul bip seul'));
  });

  it('golden and chromatic variants differ from the normal card and from each other', () => {
    const normal = cardSvg(base);
    const golden = cardSvg({ ...base, shinyLevel: 1 });
    const chroma = cardSvg({ ...base, shinyLevel: 2 });
    assert.notEqual(golden, normal);
    assert.notEqual(chroma, normal);
    assert.notEqual(golden, chroma);
    assert.ok(golden.includes('#f7e08a'), 'gold frame');
    assert.ok(texts(golden).includes('DORÉE'));
    assert.ok(chroma.includes('#5dfdcb') && chroma.includes('#b388ff'), 'rainbow frame');
    assert.ok(texts(chroma).includes('CHROMATIQUE'));
  });

  it('shows one star per rarity level, and a single wide STAR seal for rarity 6', () => {
    const levelStars = (svg: string) => (svg.match(/<path d="M12 2l2\.9 6\.9/g) ?? []).length;
    const seals = (svg: string) => (svg.match(/<path d="M12 2h24a10 10/g) ?? []).length;
    for (const rarity of [1, 2, 3, 4, 5]) {
      const svg = cardSvg({ ...base, rarity });
      assert.equal(levelStars(svg), rarity, `rarity ${rarity}`);
      assert.equal(seals(svg), 0);
    }
    const star = cardSvg({ ...base, rarity: 6 });
    assert.equal(levelStars(star), 0);
    assert.equal(seals(star), 1);
    assert.ok(texts(star).includes('STAR'));
  });

  it('shows the pack name, the genre and the #identifier', () => {
    const t = texts(cardSvg({ ...base, identifier: 1234, packName: 'Légendes oubliées', genre: 'Créature' }));
    assert.ok(t.includes('#1234'));
    assert.ok(t.includes('Légendes oubliées'));
    assert.ok(t.includes('CRÉATURE'));
  });

  it('keeps a long name inside the ribbon (shrunk, then wrapped on two lines, then cut)', () => {
    const long = "Gardienne éternelle des Brumes d'Ambre";
    const fitted = fitText(long, {
      maxWidth: 228,
      maxSize: 19,
      minSingleSize: 14.5,
      minSize: 10.5,
      maxLines: 2,
      wrapMaxSize: 14.5,
    });
    assert.equal(fitted.lines.length, 2);
    assert.equal(fitted.lines.join(' '), long);
    for (const line of fitted.lines) assert.ok(textWidth(line, fitted.fontSize) <= 228);
    const svg = cardSvg({ ...base, name: long });
    assert.ok(texts(svg).includes('Gardienne éternelle des'));

    const huge = 'Anticonstitutionnellement'.repeat(8);
    const cut = fitText(huge, { maxWidth: 228, maxSize: 19, minSize: 10.5, maxLines: 2 });
    assert.equal(cut.lines.length, 2);
    assert.ok(cut.lines[1]?.endsWith('…'));
    for (const line of cut.lines) assert.ok(textWidth(line, cut.fontSize) <= 228);
  });

  it('accepts odd input without producing a broken document', () => {
    const svg = cardSvg({
      ...base,
      name: '   ',
      rarity: 42,
      identifier: Number.NaN,
      genre: '',
      packName: '',
      shinyLevel: 7 as never,
    });
    assert.ok(texts(svg).includes('Sans nom'));
    assert.ok(texts(svg).includes('#?'));
    assert.doesNotMatch(svg, /NaN|undefined/);
  });
});
