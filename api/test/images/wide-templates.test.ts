import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BANNER_HEIGHT, BANNER_WIDTH, bannerSvg } from '../../src/images/banner-template';
import { POST_HEIGHT, POST_WIDTH, postSvg } from '../../src/images/post-template';

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
