// Independent of DATABASE_URL: no database, so the PostgreSQL pass leaves it out.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BANNER_HEIGHT, BANNER_WIDTH, bannerSvg } from '../../src/images/banner-template';
import { POST_HEIGHT, POST_WIDTH, postSvg } from '../../src/images/post-template';
import { iconPath } from '../../src/images/icon-art/art-icons';
import {
  BANNER_ICONS,
  CORPORATION_EMBLEMS,
  DEFAULT_POST_ICONS,
  POST_TOPICS,
} from '../../src/images/icon-art/scene-icons';
import { bannerDefinitions } from '../../src/seed/content/banners';

describe('bannerSvg', () => {
  const banner = { id: 'banner-7', name: 'brumes', title: 'Maître des Brumes' };

  it('is deterministic, sized, and shows the title', () => {
    const svg = bannerSvg(banner);
    assert.equal(svg, bannerSvg({ ...banner }));
    assert.ok(
      svg.startsWith(`<svg xmlns="http://www.w3.org/2000/svg" width="${BANNER_WIDTH}" height="${BANNER_HEIGHT}"`),
    );
    assert.ok(svg.includes('>Maître des Brumes</text>'));
    assert.doesNotMatch(svg, /<image|href="(?!#)|NaN|undefined/);
  });

  it('draws a different pattern for another id', () => {
    assert.notEqual(bannerSvg(banner), bannerSvg({ ...banner, id: 'banner-8' }));
  });

  it('escapes the title and the name', () => {
    const svg = bannerSvg({ id: 'b', name: 'a&b', title: `« Dur » & <fier> "moi" l'as` });
    assert.ok(svg.includes('« Dur » &amp; &lt;fier&gt; &quot;moi&quot; l&#39;as'));
    assert.doesNotMatch(svg, /<fier>/);
    assert.ok(svg.includes('<title>a&amp;b</title>'));
    assert.doesNotMatch(svg, /&(?!amp;|lt;|gt;|quot;|#39;)/);
  });
});

describe('postSvg', () => {
  it('is deterministic, sized, escapes and wraps a long title', () => {
    const post = {
      id: 'post-1',
      title: 'Patch 2.3 : le marché & la tour <enfin> ouverts à toutes et à tous cette semaine',
    };
    const svg = postSvg(post);
    assert.equal(svg, postSvg({ ...post }));
    assert.ok(svg.startsWith(`<svg xmlns="http://www.w3.org/2000/svg" width="${POST_WIDTH}" height="${POST_HEIGHT}"`));
    assert.ok(svg.includes('&amp;') && svg.includes('&lt;enfin&gt;'));
    assert.doesNotMatch(svg, /<enfin>/);
    assert.ok(svg.includes('>ACTUALITÉ</text>'));
    assert.notEqual(svg, postSvg({ ...post, id: 'post-2' }));
  });
});

describe('the scenes of banners and posts', () => {
  const drawn = (svg: string, icon: string) => svg.includes(`d="${iconPath(icon)}"`);

  it('draws each seeded banner’s own three icons', () => {
    for (const banner of bannerDefinitions) {
      const svg = bannerSvg({ id: `banner-${banner.name}`, ...banner });
      const scene = BANNER_ICONS[banner.name];
      assert.ok(scene, `${banner.name} has a scene`);
      for (const icon of scene) assert.ok(drawn(svg, icon), `${banner.name}: ${icon}`);
    }
  });

  it('gives a corporation’s banner an emblem chosen by its id, the same on every drawing', () => {
    const emblemOf = (id: string) =>
      CORPORATION_EMBLEMS.filter((icon) =>
        drawn(bannerSvg({ id, name: 'Les Veilleurs', title: 'Les Veilleurs' }), icon),
      );
    const first = emblemOf('corporation-1');
    assert.equal(first.length, 1);
    assert.deepEqual(emblemOf('corporation-1'), first);
    const emblems = new Set(Array.from({ length: 12 }, (_, i) => emblemOf(`corporation-${i}`)[0]));
    assert.ok(emblems.size >= 6, 'different corporations mostly differ');
  });

  it('illustrates a post with the icons of the topic its title names', () => {
    const market = postSvg({ id: 'p', title: 'Notes de mise à jour 2.1.0 : ouverture du marché' });
    const topic = POST_TOPICS.find((t) => t.words.includes('marche'));
    assert.ok(topic);
    for (const icon of topic.icons) assert.ok(drawn(market, icon), icon);
    const unknown = postSvg({ id: 'p', title: 'Zzz qwerty' });
    for (const icon of DEFAULT_POST_ICONS) assert.ok(drawn(unknown, icon), icon);
  });
});
