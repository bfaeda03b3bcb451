// POST /public/banner/change: a signed-in player shows another of their unlocked banners.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, it } from 'node:test';
import { openAccount } from '../../../src/areas/players/players-repository';
import { profileActionsOf } from '../../support/profile-actions';
import { hardcore } from '../../support/test-app';
import { useSignedTestApp } from '../../support/test-tokens';

const t = useSignedTestApp();
const { db, createPlayer, unlock, account, changeBanner, someBanners } = profileActionsOf(t);

describe('POST /public/banner/change', () => {
  it('answers 401 without a token, and changes nothing', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/public/banner/change?banner=x' });
    assert.equal(response.statusCode, 401);
    assert.equal(response.json().code, 'UNAUTHENTICATED');
  });

  it("shows one of the signed-in player's unlocked banners, and the profile shows it", async () => {
    const [first, second] = await someBanners(2);
    const player = await createPlayer('NORMAL');
    await unlock(player, [first!.id, second!.id]);
    const response = await changeBanner(player, second!.name);
    assert.equal(response.statusCode, 200, response.body);
    const body = response.json();
    assert.equal(body.banner.name, second!.name);
    assert.equal(body.banner.title, second!.title);
    assert.match(body.date, /^2026-03-01T/);
    assert.equal((await account(player)).bannerId, second!.id);
    const profile = await t.app.inject({ url: `/public/user/${player.name}` });
    assert.equal(profile.json().user.userBanner.banner.name, second!.name);
  });

  it('refuses an unknown banner with BANNER_NOT_FOUND and a locked one with USERBANNER_NOT_FOUND', async () => {
    const [first, second] = await someBanners(2);
    const player = await createPlayer('NORMAL');
    await unlock(player, [first!.id]);
    await changeBanner(player, first!.name);

    const unknown = await changeBanner(player, 'zz-test-no-such-banner');
    assert.equal(unknown.statusCode, 400);
    assert.deepEqual(unknown.json(), { code: 'BANNER_NOT_FOUND', message: "Cette bannière n'existe pas." });

    const locked = await changeBanner(player, second!.name);
    assert.equal(locked.statusCode, 400);
    assert.deepEqual(locked.json(), {
      code: 'USERBANNER_NOT_FOUND',
      message: "Tu n'as pas débloqué cette bannière !",
    });
    assert.equal((await account(player)).bannerId, first!.id, 'the shown banner stays');
  });

  it('keeps the rule sets apart: a banner unlocked in NORMAL is locked in HARDCORE', async () => {
    const [first] = await someBanners(1);
    const normal = await createPlayer('NORMAL');
    await unlock(normal, [first!.id]);
    await openAccount(db(), { chatId: normal.discordId, userName: normal.name }, 'HARDCORE', new Date());
    const response = await changeBanner({ ...normal, ruleSet: 'HARDCORE' }, first!.name);
    assert.equal(response.statusCode, 400);
    assert.equal(response.json().code, 'USERBANNER_NOT_FOUND');
  });

  it('acts only on the account the token names: 404 for a signed-in name without an account', async () => {
    const [first] = await someBanners(1);
    const response = await changeBanner(
      { userId: randomUUID(), name: 'zz_test_nobody', discordId: 'dev-zz_test_nobody', ruleSet: 'NORMAL' },
      first!.name,
      await t.bearer('zz_test_nobody'),
    );
    assert.equal(response.statusCode, 404);
    assert.equal(response.json().code, 'ACCOUNT_NOT_FOUND');
  });

  it('refuses a request without a banner name with a 400', async () => {
    const player = await createPlayer('NORMAL');
    const response = await t.app.inject({
      method: 'POST',
      url: '/public/banner/change',
      headers: { authorization: await t.bearer(player.name) },
    });
    assert.equal(response.statusCode, 400);
  });

  it('ends on one of the requested banners when changes come at once', async () => {
    const owned = await someBanners(4);
    const player = await createPlayer('HARDCORE');
    await unlock(
      player,
      owned.map((banner) => banner.id),
    );
    const responses = await Promise.all(
      Array.from({ length: 12 }, (_, i) => changeBanner(player, owned[i % owned.length]!.name)),
    );
    assert.deepEqual(
      responses.map((response) => response.statusCode),
      responses.map(() => 200),
    );
    const shown = (await account(player)).bannerId;
    assert.ok(owned.some((banner) => banner.id === shown));
    const profile = await t.app.inject({ url: `/public/user/${player.name}`, headers: hardcore });
    assert.equal(profile.json().user.userBanner.banner.id, shown);
  });
});
