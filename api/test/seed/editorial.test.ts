// Independent of DATABASE_URL: no database, so the PostgreSQL pass leaves it out.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { gameFeatureIds } from '@zu/shared-contract';
import { REFERENCE_DATE, wellKnownAccounts } from '../../src/seed';
import { assertUnique, seed } from './fixture';

const { posts, gameFeatures, appSettings, ranks, banners, users, hardcoreSeasons } = seed;

describe('posts', () => {
  it('has about 12 posts with unique slugs, dated 2024 to the reference date', () => {
    assert.ok(posts.length >= 10 && posts.length <= 15, `${posts.length} posts`);
    assertUnique(
      posts.map((p) => p.slug),
      'post slug',
    );
    for (const post of posts) {
      assert.match(post.slug, /^[a-z0-9]+(-[a-z0-9]+)*$/);
      assert.ok(post.date >= new Date('2024-01-01T00:00:00Z') && post.date <= REFERENCE_DATE, post.slug);
    }
    const years = new Set(posts.map((p) => p.date.getUTCFullYear()));
    assert.deepEqual([...years].sort(), [2024, 2025, 2026]);
  });

  it('is written by staff accounts that exist', () => {
    const staffIds = new Set<string>(
      Object.values(wellKnownAccounts)
        .filter((a) => a.isStaff)
        .map((a) => a.discordId),
    );
    const seededIds = new Set(users.map((u) => u.discordId));
    for (const post of posts) assert.ok(staffIds.has(post.createdBy) && seededIds.has(post.createdBy), post.slug);
  });

  it('uses Markdown: headings, lists, bold text and links', () => {
    for (const post of posts) {
      assert.match(post.content, /^#{2,3} /m, post.slug);
      assert.match(post.content, /^(- |\d+\. )/m, post.slug);
      assert.match(post.content, /\*\*[^*]+\*\*/, post.slug);
    }
    assert.ok(posts.filter((p) => /\[[^\]]+\]\(\/[^)]*\)/.test(p.content)).length >= posts.length / 2);
  });

  it('includes patch notes 2.3.0, hardcore season and event announcements', () => {
    assert.ok(posts.some((p) => p.title === 'Notes de mise à jour 2.3.0'));
    assert.ok(posts.some((p) => /saison hardcore/i.test(p.title)));
    assert.ok(posts.some((p) => /événement/i.test(p.title)));
  });

  it("speaks of the hardcore seasons the world plays: a season's post is dated the day it began, with its number", () => {
    const seasonal = posts.filter((p) => p.slug.startsWith('saison-hardcore-'));
    assert.equal(seasonal.length, 2);
    const byIndex = new Map(hardcoreSeasons.map((s) => [s.index, s]));
    const running = hardcoreSeasons.reduce((last, s) => (s.index > last.index ? s : last));
    assert.ok(
      seasonal.some((p) => p.slug === `saison-hardcore-${running.index}`),
      'the running season has its post',
    );
    for (const post of seasonal) {
      const index = Number(post.slug.slice('saison-hardcore-'.length));
      const season = byIndex.get(index);
      assert.ok(season, post.slug);
      assert.equal(post.date.toISOString().slice(0, 10), season.beginDate, post.slug);
      assert.match(post.title, new RegExp(`^Saison hardcore ${index} `));
      assert.match(post.content, new RegExp(`saison(\\*\\*)? ${index}\\b`), post.slug);
      // No other season's number is said to begin that day.
      for (const [, other] of post.content.matchAll(/saison\**\s+(\d+)/g))
        assert.equal(Number(other), index, post.slug);
    }
  });

  it('mentions a seeded player, and quotes an HTML injection attempt as text', () => {
    const seededIds = new Set(users.map((u) => u.discordId));
    const mentions = posts.flatMap((p) => [...p.content.matchAll(/<@(\d+)>/g)].map((m) => m[1]));
    assert.ok(mentions.length > 0 && mentions.every((id) => id !== undefined && seededIds.has(id)));
    assert.ok(posts.some((p) => p.content.includes('<img src=x onerror="alert(1)">')));
  });
});

describe('settings and reference data', () => {
  it('stores the 22 game features, all active but BOSS', () => {
    assert.deepEqual(gameFeatures.map((f) => f.feature).sort(), [...gameFeatureIds].sort());
    for (const { feature, active } of gameFeatures) assert.equal(active, feature !== 'BOSS', feature);
  });

  it("has one app settings row per rule set, following the world's day (November: an event, no calendar)", () => {
    assert.deepEqual(appSettings.map((s) => s.ruleSet).sort(), ['HARDCORE', 'NORMAL']);
    const today = seed.worldClock[0]!.today;
    for (const row of appSettings) {
      const running = seed.events.filter(
        (e) => e.ruleSet === row.ruleSet && e.beginDate <= today && today <= e.endDate,
      );
      assert.ok(running.length <= 1, 'at most one event at a time');
      assert.equal(row.currentEventId, running[0]?.id ?? null);
      assert.equal(row.inCalendarPeriod, false);
      const season = seed.hardcoreSeasons.find((s) => s.beginDate <= today && today <= s.endDate);
      assert.ok(season, 'a hardcore season runs on the reference day');
      assert.equal(row.lastHardcoreSeasonDone, false);
    }
  });

  it('has about 8 ordered ranks and about 30 banners with unique names', () => {
    assert.ok(ranks.length >= 6 && ranks.length <= 10);
    assertUnique(
      ranks.map((r) => r.name),
      'rank name',
    );
    assertUnique(
      ranks.map((r) => r.position),
      'rank position',
    );
    assert.equal(ranks.find((r) => r.position === 1)?.name, 'Novice');
    assert.ok(banners.length >= 25 && banners.length <= 35);
    assertUnique(
      banners.map((b) => b.name),
      'banner name',
    );
    for (const banner of banners) assert.match(banner.name, /^[a-z0-9]+(-[a-z0-9]+)*$/);
  });
});
