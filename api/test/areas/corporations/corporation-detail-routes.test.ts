// GET /public/corporation/{id}: a corporation's members, logs, gifts and bonuses, on rows the tests insert.
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import type { CorporationDetail, CorporationSummary } from '@zu/shared-contract';
import { setWorldDate } from '../../../src/areas/world/world-clock';
import { addDays } from '../../../src/engine/world-rules';
import { useGameWorld, type GameWorld } from '../../support/game-world';
import { hardcore, useTestApp } from '../../support/test-app';
import { requestsTo } from '../../support/requests';

const t = useTestApp();
const loadWorld = useGameWorld(t);
let world: GameWorld;
const { json, refusal } = requestsTo(t);

describe('GET /public/corporation/{id}', () => {
  before(async () => {
    world = await loadWorld();
  });

  it('gives the bonuses, the members with their gifts, and the latest log entries first', async () => {
    const detail = await json<CorporationDetail>(`/public/corporation/${world.corporationId}`, hardcore);
    assert.equal(detail.logoFileName, `${world.corporationId}.webp`);
    assert.ok(detail.logoUrl.endsWith(`/images/corporation/${detail.logoFileName}`));
    assert.deepEqual(
      detail.corporationBonuses.map((bonus) => [bonus.type, bonus.level]),
      [
        ['MEMBER_COUNT', 1],
        ['LOOT', 2],
        ['RECYCLE_LORE_DUST', 0],
        ['RECYCLE_LORE_FRAGMENT', 0],
      ],
    );
    assert.equal(detail.userCorporations[0]!.role, 'ADMIN');
    assert.equal(detail.userCorporations.filter((member) => member.role === 'ADMIN').length, 1);
    const me = detail.userCorporations.find((member) => member.user.discordUserName === 'joueur.test')!;
    assert.deepEqual([me.giveToday, me.giveTotal], [500, 1500]);
    assert.deepEqual(Object.keys(me.user).sort(), [
      'discordAvatar',
      'discordGlobalName',
      'discordId',
      'discordUserName',
      'isActive',
    ]);
    const others = detail.userCorporations.filter((member) => member !== me);
    assert.ok(others.every((member) => member.giveTotal === 0 && !('giveToday' in member)));
    assert.deepEqual(
      detail.corporationLogs.map((log) => [log.action, log.amount]),
      [
        ['UPGRADE', 16_000],
        ['LEDGER', 500],
        ['LEDGER', 1_000],
        ['JOIN', undefined],
      ],
    );
    // Each entry names its player, as the members list shows them.
    assert.ok(detail.corporationLogs.every((log) => JSON.stringify(log.user) === JSON.stringify(me.user)));
  });

  it('also gives the gifts the old way, as corporationLedgers beside the log', async () => {
    const detail = await json<CorporationDetail>(`/public/corporation/${world.corporationId}`, hardcore);
    const me = detail.userCorporations.find((member) => member.user.discordUserName === 'joueur.test')!;
    const gifts = detail.corporationLogs.filter((log) => log.action === 'LEDGER');
    assert.deepEqual(
      detail.corporationLedgers,
      gifts.map((log) => ({ amount: log.amount, date: log.date, role: me.role, user: me.user })),
    );
    assert.deepEqual(
      detail.corporationLedgers.map((ledger) => ledger.amount),
      [500, 1_000],
    );
  });

  it("counts a member active by the world's date, as the profile does, not by the machine's", async () => {
    const isActive = async () => {
      const detail = await json<CorporationDetail>(`/public/corporation/${world.corporationId}`, hardcore);
      const me = detail.userCorporations.find((member) => member.user.discordUserName === 'joueur.test')!;
      const profile = await json<{ user: { isActive: boolean } }>('/public/user/joueur.test', hardcore);
      return [me.user.isActive, profile.user.isActive];
    };
    assert.deepEqual(await isActive(), [true, true]);
    // Months on in the world (the machine's clock unmoved): joueur.test has not played since.
    await setWorldDate(t.app.db, addDays(world.today, 90));
    try {
      assert.deepEqual(await isActive(), [false, false]);
    } finally {
      await setWorldDate(t.app.db, world.today);
    }
  });

  it('adds the bonus levels and the seats to the summary', async () => {
    const detail = await json<CorporationDetail>(`/public/corporation/${world.corporationId}`, hardcore);
    const summary = (await json<CorporationSummary[]>('/public/corporation', hardcore)).find(
      (corporation) => corporation.id === world.corporationId,
    )!;
    assert.deepEqual(
      [summary.currentBonusLevel, summary.totalBonusLevel, summary.totalMemberCount, summary.currentMemberCount],
      [3, 16, 8, detail.userCorporations.length],
    );
  });

  it('answers 404 in the other rule set or for an unknown id, 400 to an id that is not one', async () => {
    await refusal(`/public/corporation/${world.corporationId}`, 404, 'CORPORATION_NOT_FOUND');
    await refusal('/public/corporation/00000000-0000-4000-8000-000000000000', 404, 'CORPORATION_NOT_FOUND', hardcore);
    await refusal('/public/corporation/abc', 400, 'INVALID_REQUEST', hardcore);
  });
});
