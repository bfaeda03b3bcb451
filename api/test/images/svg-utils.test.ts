// Independent of DATABASE_URL: no database, so the PostgreSQL pass leaves it out.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { escapeMarkup } from '../../src/lib/escape-markup';
import { cleanText, fitText, hash32, hsl, num } from '../../src/images/svg-utils';
import { textWidth } from '../../src/images/text-metrics';

describe('svg utilities', () => {
  it('escapes the five markup special characters', () => {
    assert.equal(
      escapeMarkup(`<a href="x">Tom & 'Jerry'</a>`),
      '&lt;a href=&quot;x&quot;&gt;Tom &amp; &#39;Jerry&#39;&lt;/a&gt;',
    );
  });

  it('cleans text: NFC, no XML-forbidden characters, single spaces', () => {
    assert.equal(cleanText('  e\u0301te\u0301\n\t\u0001 ok\uFFFE  '), 'été ok');
  });

  it('hashes deterministically and formats numbers', () => {
    assert.equal(hash32('abc'), hash32('abc'));
    assert.notEqual(hash32('abc'), hash32('abd'));
    assert.equal(num(1.23456), '1.23');
    assert.equal(num(-0.0001), '0');
    assert.equal(hsl(0, 100, 50), '#ff0000');
    assert.equal(hsl(240, 100, 50), '#0000ff');
  });

  it('fits text: shrink first, then wrap, never a line starting with French spaced punctuation', () => {
    const short = fitText('Court', { maxWidth: 200, maxSize: 20, minSize: 10 });
    assert.deepEqual(short, { lines: ['Court'], fontSize: 20 });
    const wrapped = fitText('Nouvelle saison hardcore : les règles changent', {
      maxWidth: 300,
      maxSize: 30,
      minSingleSize: 30,
      minSize: 20,
      maxLines: 4,
    });
    assert.ok(wrapped.lines.length > 1);
    for (const line of wrapped.lines) {
      assert.doesNotMatch(line, /^[:;!?»]/);
      assert.ok(textWidth(line, wrapped.fontSize) <= 300);
    }
  });
});
