// The game's public lists and lookups: recycle values, current events, the hardcore season, tickets and the jackpot,
// a corporation's detail. Rows the seed does not fill yet are inserted by the tests.
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import type {
  CorporationDetail,
  CorporationSummary,
  GameEvent,
  HardcoreSeason,
  RecycleConfigEntry,
} from '@zu/shared-contract';
import { setWorldDate } from '../src/areas/world/world-clock';
import { currentHardcoreSeason } from '../src/areas/world/world-queries';
import { addDays } from '../src/engine/world-rules';
import { ids, useGameWorld, type GameWorld } from './support/game-world';
import { hardcore, useTestApp } from './support/test-app';

const t = useTestApp();
const loadWorld = useGameWorld(t);
let world: GameWorld;
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });
const json = async <T>(url: string, headers: Record<string, string> = {}) => {
  const response = await get(url, headers);
  assert.equal(response.statusCode, 200, response.body.slice(0, 300));
  return response.json() as T;
};
const assertRefusal = async (url: string, status: number, code: string, headers: Record<string, string> = {}) => {
  const response = await get(url, headers);
  assert.equal(response.statusCode, status, `${url}: ${response.body}`);
  assert.equal(response.json().code, code, url);
  assert.equal(typeof response.json().message, 'string');
};
/** A public list that changes rarely: ETag, Cache-Control, 304 to a matching If-None-Match. */
const assertRevalidates = async (url: string, headers: Record<string, string> = {}) => {
  const first = await get(url, headers);
  assert.equal(first.statusCode, 200);
  assert.match(String(first.headers['cache-control']), /^public, max-age=\d+$/);
  const etag = first.headers.etag as string;
  assert.match(etag, /^".+"$/);
  const again = await get(url, { ...headers, 'if-none-match': etag });
  assert.equal(again.statusCode, 304);
  assert.equal(again.body, '');
  assert.equal(again.headers.etag, etag);
  const listed = await get(url, { ...headers, 'if-none-match': `"other", ${etag}` });
  assert.equal(listed.statusCode, 304);
  const stale = await get(url, { ...headers, 'if-none-match': '"other"' });
  assert.equal(stale.statusCode, 200);
  return first;
};

describe('GET /public/recycle/config', () => {
  it('gives craft and recycle values, one line per rarity and shiny level, with stable ids', async () => {
    const config = await json<RecycleConfigEntry[]>('/public/recycle/config');
    assert.equal(config.length, 18);
    assert.deepEqual(
      config.map((line) => [line.rarity, line.shinyLevel]),
      [1, 2, 3, 4, 5, 6].flatMap((rarity) => [0, 1, 2].map((shinyLevel) => [rarity, shinyLevel])),
    );
    assert.ok(config.every((line) => line.craftValue > line.recycleValue));
    assert.equal(new Set(config.map((line) => line.id)).size, 18);
    assert.deepEqual(await json('/public/recycle/config', hardcore), config, 'the same values in both rule sets');
  });

  it('carries an ETag and answers 304', async () => {
    await assertRevalidates('/public/recycle/config');
  });
});

describe('GET /public/event/current', () => {
  before(async () => {
    world = await loadWorld();
  });

  it("lists the rule set's running events with their cards, rarest first", async () => {
    const [event, ...rest] = await json<GameEvent[]>('/public/event/current');
    assert.deepEqual(rest, [], 'the event that is over is not listed');
    assert.equal(event!.id, ids.event.NORMAL);
    assert.deepEqual(
      [event!.beginDate, event!.endDate],
      [`${addDays(world.today, -3)}T00:00:00`, `${addDays(world.today, 3)}T23:59:59`],
    );
    assert.deepEqual(event!.items.map((item) => item.id).sort(), [world.itemIds[9], world.itemIds[10]].sort());
    const rarities = event!.items.map((item) => item.rarity);
    assert.deepEqual(
      rarities,
      [...rarities].sort((a, b) => b - a),
    );
    assert.ok(event!.imageUrl.includes(event!.items[0]!.id));
    assert.deepEqual([event!.balanceCost, event!.isPityEnabled, event!.isOneTime], [800, true, false]);

    const hard = await json<GameEvent[]>('/public/event/current', hardcore);
    assert.deepEqual(
      hard.map((e) => [e.id, e.isOneTime, e.loreDustCost]),
      [[ids.event.HARDCORE, true, 20]],
    );
  });

  it('carries an ETag per rule set and answers 304', async () => {
    const normal = await assertRevalidates('/public/event/current');
    const hard = await assertRevalidates('/public/event/current', hardcore);
    assert.notEqual(normal.headers.etag, hard.headers.etag);
    assert.match(String(normal.headers.vary), /X-ZUnivers-RuleSetType/i);
  });
});

describe('GET /public/hardcore/season/current', () => {
  before(async () => {
    world = await loadWorld();
  });

  it('gives the running hardcore season', async () => {
    const season = await json<HardcoreSeason>('/public/hardcore/season/current', hardcore);
    assert.deepEqual(season, {
      id: ids.hardcoreSeason.current,
      index: 2,
      beginDate: addDays(world.today, -10),
      endDate: addDays(world.today, 80),
    });
    await assertRevalidates('/public/hardcore/season/current', hardcore);
  });

  it('answers 404 {code, message} under NORMAL', async () => {
    await assertRefusal('/public/hardcore/season/current', 404, 'HARDCORE_SEASON_NOT_FOUND');
    const response = await get('/public/hardcore/season/current');
    assert.match(String(response.headers.vary), /X-ZUnivers-RuleSetType/i);
  });

  it('finds no season between two seasons', async () => {
    // The route reads the clock: the query it uses is asked about other days.
    assert.equal((await currentHardcoreSeason(t.database.db, addDays(world.today, -20)))?.id, undefined);
    assert.equal((await currentHardcoreSeason(t.database.db, addDays(world.today, -30)))?.id, ids.hardcoreSeason.past);
    assert.equal((await currentHardcoreSeason(t.database.db, addDays(world.today, 81)))?.id, undefined);
  });
});

describe('GET /public/lucky/jackpot', () => {
  before(async () => {
    world = await loadWorld();
  });

  it("gives the rule set's jackpot, its starting amount before any ticket", async () => {
    assert.deepEqual(await json('/public/lucky/jackpot'), { jackpot: 12_345 });
    assert.deepEqual(await json('/public/lucky/jackpot', hardcore), { jackpot: 10_000 });
  });
});

describe('GET /public/lucky/{linkCode}/count and /public/lucky/{linkCode}?type=', () => {
  before(async () => {
    world = await loadWorld();
  });

  it('counts the tickets a link still holds, per type', async () => {
    assert.deepEqual(await json(`/public/lucky/${ids.link.valid}/count`), {
      counts: { ZERA_3000: 0, LUCKY_RAYOU: 2, RAYOU_OFFICIAL: 0 },
    });
    assert.deepEqual(await json(`/public/lucky/${ids.link.hardcore}/count`, hardcore), {
      counts: { ZERA_3000: 0, LUCKY_RAYOU: 0, RAYOU_OFFICIAL: 1 },
    });
  });

  it('gives the oldest ticket of a type still to scratch', async () => {
    assert.deepEqual(await json(`/public/lucky/${ids.link.valid}?type=LUCKY_RAYOU`), {
      id: ids.ticket.first,
      type: 'LUCKY_RAYOU',
      value: 2,
    });
  });

  it('answers {code, message} when the link has expired, holds no ticket, or is unknown', async () => {
    for (const suffix of ['/count', '?type=ZERA_3000']) {
      await assertRefusal(`/public/lucky/${ids.link.expired}${suffix}`, 400, 'LUCKY_LINK_EXPIRED');
      await assertRefusal(`/public/lucky/${ids.link.empty}${suffix}`, 400, 'NO_TICKET');
      await assertRefusal(`/public/lucky/0123456789abcdef${suffix}`, 404, 'LUCKY_LINK_NOT_FOUND');
      // Another rule set's link is not found.
      await assertRefusal(`/public/lucky/${ids.link.valid}${suffix}`, 404, 'LUCKY_LINK_NOT_FOUND', hardcore);
    }
    await assertRefusal(`/public/lucky/${ids.link.valid}?type=ZERA_3000`, 400, 'NO_TICKET');
  });

  it('answers 400 to an unknown or missing type and a malformed code', async () => {
    await assertRefusal(`/public/lucky/${ids.link.valid}?type=RAYOU_OFFICIEL`, 400, 'INVALID_REQUEST');
    await assertRefusal(`/public/lucky/${ids.link.valid}`, 400, 'INVALID_REQUEST');
    await assertRefusal(`/public/lucky/${encodeURIComponent('a b!')}/count`, 400, 'INVALID_REQUEST');
  });
});

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
    await assertRefusal(`/public/corporation/${world.corporationId}`, 404, 'CORPORATION_NOT_FOUND');
    await assertRefusal(
      '/public/corporation/00000000-0000-4000-8000-000000000000',
      404,
      'CORPORATION_NOT_FOUND',
      hardcore,
    );
    await assertRefusal('/public/corporation/abc', 400, 'INVALID_REQUEST', hardcore);
  });
});
