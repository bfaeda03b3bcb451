// GET /public/banner/{userName}: the banners a player unlocked and the one shown.
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import type { BannerOwnership, PlayerProfile } from '@zu/shared-contract';
import { useGameWorld } from '../../support/game-world';
import { hardcore, useTestApp } from '../../support/test-app';
import { requestsTo } from '../../support/requests';

const t = useTestApp();
const { json } = requestsTo(t);

const loadWorld = useGameWorld(t);

describe('GET /public/banner/{userName}', () => {
  before(async () => {
    await loadWorld();
  });

  it('lists every banner: those unlocked with their id and date, the others without', async () => {
    for (const [headers, unlocked] of [
      [{}, 6],
      [hardcore, 5],
    ] as const) {
      const banners = await json<BannerOwnership[]>('/public/banner/joueur.test', headers);
      const owned = banners.filter((entry) => entry.id);
      assert.equal(owned.length, unlocked);
      assert.ok(owned.every((entry) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/.test(entry.date!)));
      assert.ok(banners.filter((entry) => !entry.id).every((entry) => !('date' in entry)));
      assert.equal(new Set(banners.map((entry) => entry.banner.id)).size, banners.length);
      assert.ok(banners.every((entry) => entry.banner.imageUrl.endsWith(`/images/banner/${entry.banner.id}.webp`)));
    }
    const normal = await json<BannerOwnership[]>('/public/banner/joueur.test');
    const hard = await json<BannerOwnership[]>('/public/banner/joueur.test', hardcore);
    assert.equal(normal.length, hard.length, 'every banner of the game, whatever the rule set');
  });

  it("shows the banner the profile shows among the player's", async () => {
    const profile = await json<PlayerProfile>('/public/user/joueur.test');
    const banners = await json<BannerOwnership[]>('/public/banner/joueur.test');
    if (profile.user.userBanner) {
      assert.equal(
        banners.find((entry) => entry.id === profile.user.userBanner!.id)?.banner.id,
        profile.user.userBanner.banner.id,
      );
    }
  });
});
