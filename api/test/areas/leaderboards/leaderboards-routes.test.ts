// The leaderboard lists and the hardcore seasons' pages. Players and runs of their own (`zz-test-…`, extreme scores
// so that they top the boards whatever the seed holds); expectations of whole boards come from the database.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { before, describe, it } from 'node:test';
import { and, asc, eq } from 'drizzle-orm';
import { Value } from 'typebox/value';
import { HardcoreRunsPage, HardcoreSeasonList, LeaderboardPage, type PlayerProfile } from '@zu/shared-contract';
import { refreshLeaderboardPositions } from '../../../src/areas/leaderboards/leaderboard-positions';
import { leaderboardEntries, leaderboardPositions } from '../../../src/areas/leaderboards/leaderboards-schema';
import type { LeaderboardType } from '../../../src/areas/leaderboards/leaderboards-rules';
import { openAccount } from '../../../src/areas/players/players-repository';
import { loadCatalogue } from '../../../src/orchestrator/catalogue-loader';
import { derivedRows } from '../../../src/orchestrator/derived-rows';
import { writeDerivedRows } from '../../../src/orchestrator/derived-writer';
import { createPlayerState, inventoryKey, zeroCounters } from '../../../src/engine/player-state';
import { hardcoreRuns, hardcoreSeasons } from '../../../src/areas/world/world-schema';
import type { RuleSet } from '../../../src/engine/rule-sets';
import { hardcore, useTestApp } from '../../support/test-app';
import { requestsTo } from '../../support/requests';

const t = useTestApp();
const normal = { 'X-ZUnivers-RuleSetType': 'NORMAL' } as const;
const top = 2_000_000_000;

const ids: Record<string, string> = {};

async function createTestPlayer(name: string) {
  const chatId = `8${Object.keys(ids).length.toString().padStart(17, '0')}`;
  for (const ruleSet of ['NORMAL', 'HARDCORE'] as const) {
    const { userId } = await openAccount(
      t.app.db,
      { chatId, userName: name },
      ruleSet,
      new Date('2026-01-01T00:00:00Z'),
    );
    ids[name] = userId;
  }
}

async function score(name: string, ruleSet: RuleSet, type: LeaderboardType, value: number, tieBreak = 0) {
  await t.app.db
    .insert(leaderboardEntries)
    .values({ ruleSet, type, userId: ids[name]!, score: value, tieBreak, data: { total: value % 1000 } })
    .onConflictDoUpdate({
      target: [leaderboardEntries.ruleSet, leaderboardEntries.type, leaderboardEntries.userId],
      set: { score: value, tieBreak },
    });
}

const requests = requestsTo(t, hardcore);

/** An answer's status and body, whatever the status. */
async function get<T>(url: string, headers: Record<string, string> = hardcore) {
  const response = await requests.get(url, headers);
  return { status: response.statusCode, body: response.json() as T };
}

const names = (page: LeaderboardPage) => page.rows.map((row) => row.user.discordUserName);

describe('GET /public/leaderboard/{type}', () => {
  before(async () => {
    for (const name of ['zz-test-a', 'zz-test-b', 'zz-test-c', 'zz-test-d', 'zz-test-e', 'zz-test-f']) {
      await createTestPlayer(name);
    }
    // Three players tie on top - 1: the tie-breaker orders b before the others, then the name (c before d).
    await score('zz-test-a', 'HARDCORE', 'GLOBAL', top);
    await score('zz-test-d', 'HARDCORE', 'GLOBAL', top - 1, 5);
    await score('zz-test-c', 'HARDCORE', 'GLOBAL', top - 1, 5);
    await score('zz-test-b', 'HARDCORE', 'GLOBAL', top - 1, 9);
    await score('zz-test-e', 'HARDCORE', 'GLOBAL', top - 2);
    // The other rule set ranks its own scores.
    await score('zz-test-e', 'NORMAL', 'GLOBAL', top);
    await score('zz-test-a', 'NORMAL', 'GLOBAL', top - 10);
    await refreshLeaderboardPositions(t.app.db, new Date('2026-11-02T10:00:00.250Z'));
  });

  it('ranks by score, equal scores sharing a position, ties ordered by tie-breaker then name', async () => {
    const { status, body } = await get<LeaderboardPage>('/public/leaderboard/GLOBAL?size=5');
    assert.equal(status, 200);
    assert.deepEqual(names(body), ['zz-test-a', 'zz-test-b', 'zz-test-c', 'zz-test-d', 'zz-test-e']);
    assert.deepEqual(
      body.rows.map((row) => row.position),
      [1, 2, 2, 2, 5],
    );
    assert.deepEqual(
      body.rows.map((row) => row.rowNumber),
      [1, 2, 3, 4, 5],
    );
    assert.equal(body.rows[0]?.score, top);
    assert.deepEqual(body.rows[0]?.data, { total: top % 1000 });
    assert.equal(body.type, 'GLOBAL');
    assert.ok(Value.Check(LeaderboardPage, body), 'the body matches its contract');
    assert.equal(body.refreshedAt, '2026-11-02T11:00:00', 'when the positions were computed, Paris time');
  });

  it('pages through the whole board in display order, with its size from the database', async () => {
    const board = await t.app.db
      .select({ userId: leaderboardPositions.userId, rn: leaderboardPositions.rn })
      .from(leaderboardPositions)
      .where(and(eq(leaderboardPositions.ruleSet, 'HARDCORE'), eq(leaderboardPositions.type, 'GLOBAL')))
      .orderBy(asc(leaderboardPositions.rn));
    const size = 2;
    const first = await get<LeaderboardPage>(`/public/leaderboard/GLOBAL?page=0&size=${size}`);
    assert.equal(first.body.total, board.length);
    assert.equal(first.body.pageCount, Math.ceil(board.length / size));
    const seen: string[] = [];
    for (let page = 0; page < first.body.pageCount; page++) {
      const { body } = await get<LeaderboardPage>(`/public/leaderboard/GLOBAL?page=${page}&size=${size}`);
      assert.equal(body.page, page);
      assert.ok(body.rows.length <= size);
      seen.push(...body.rows.map((row) => row.user.id));
    }
    assert.deepEqual(
      seen,
      board.map((row) => row.userId),
    );
    const past = await get<LeaderboardPage>(`/public/leaderboard/GLOBAL?page=${first.body.pageCount}&size=${size}`);
    assert.equal(past.status, 200);
    assert.deepEqual(past.body.rows, []);
  });

  it('keeps each rule set to its own scores', async () => {
    const { body } = await get<LeaderboardPage>('/public/leaderboard/GLOBAL?size=2', normal);
    assert.deepEqual(names(body), ['zz-test-e', 'zz-test-a']);
  });

  it('answers the page holding a player, and agrees with the positions of their profile', async () => {
    const { status, body } = await get<LeaderboardPage>('/public/leaderboard/GLOBAL/around/ZZ-TEST-D?size=3');
    assert.equal(status, 200);
    assert.equal(body.page, 1);
    assert.deepEqual(names(body).slice(0, 2), ['zz-test-d', 'zz-test-e']);
    for (const name of ['zz-test-a', 'zz-test-c', 'zz-test-e']) {
      const profile = await get<PlayerProfile>(`/public/user/${name}`);
      const entry = profile.body.leaderboards.find((board) => board.type === 'GLOBAL');
      assert.ok(entry, `${name} is ranked on GLOBAL`);
      const around = await get<LeaderboardPage>(`/public/leaderboard/GLOBAL/around/${name}?size=1`);
      assert.deepEqual(
        around.body.rows.map((row) => [row.user.discordUserName, row.position, row.score]),
        [[name, entry.position, entry.score]],
      );
    }
  });

  it('refuses a player not on the board, and an unknown player', async () => {
    const absent = await get<{ code: string }>('/public/leaderboard/FUSION/around/zz-test-f');
    assert.deepEqual([absent.status, absent.body.code], [404, 'LEADERBOARD_POSITION_NOT_FOUND']);
    const unknown = await get<{ code: string }>('/public/leaderboard/GLOBAL/around/zz-test-nobody');
    assert.deepEqual([unknown.status, unknown.body.code], [404, 'USER_NOT_FOUND']);
  });

  it('refuses an unknown type, a negative page and sizes out of bounds with 400 {code, message}', async () => {
    for (const url of [
      '/public/leaderboard/NOPE',
      '/public/leaderboard/global',
      '/public/leaderboard/GLOBAL?page=-1',
      '/public/leaderboard/GLOBAL?page=abc',
      '/public/leaderboard/GLOBAL?size=0',
      '/public/leaderboard/GLOBAL?size=101',
      '/public/leaderboard/NOPE/around/zz-test-a',
      '/public/leaderboard/GLOBAL/around/zz-test-a?size=1000',
    ]) {
      const { status, body } = await get<{ code: string; message: string }>(url);
      assert.equal(status, 400, url);
      assert.equal(typeof body.code, 'string', url);
      assert.equal(typeof body.message, 'string', url);
    }
  });

  it('lists on TRADELESS only the players who never traded, as the data layer writes their entries', async () => {
    const catalogue = await loadCatalogue(t.app.db);
    for (const [name, tradeCount, fusionCount] of [
      ['zz-test-e', 0, 9_000_001],
      ['zz-test-f', 1, 9_000_002],
    ] as const) {
      // One counting card: a collection worth nothing would be on no board, TRADELESS included.
      const card = catalogue.items.find((item) => item.isCounting && item.scores[0]! > 0)!;
      const state = {
        ...createPlayerState(ids[name]!, 'HARDCORE', 90),
        counters: { ...zeroCounters(), tradeCount, fusionCount },
        inventory: {
          [inventoryKey(card.id, 0, 0)]: { itemId: card.id, shinyLevel: 0 as const, upgradeLevel: 0, quantity: 1 },
        },
      };
      await writeDerivedRows(t.app.db, derivedRows(state, catalogue));
    }
    await refreshLeaderboardPositions(t.app.db, new Date());
    const tradeless = await get<LeaderboardPage>('/public/leaderboard/TRADELESS/around/zz-test-e');
    assert.equal(tradeless.status, 200);
    assert.ok(names(tradeless.body).includes('zz-test-e'));
    const trader = await get<{ code: string }>('/public/leaderboard/TRADELESS/around/zz-test-f');
    assert.equal(trader.body.code, 'LEADERBOARD_POSITION_NOT_FOUND');
    // The trader is still on the other boards: the two fusion champions top FUSION.
    const fusion = await get<LeaderboardPage>('/public/leaderboard/FUSION?size=2');
    assert.deepEqual(names(fusion.body), ['zz-test-f', 'zz-test-e']);
  });
});

describe('hardcore seasons', () => {
  const season = { id: randomUUID(), index: 900, beginDate: '2020-01-01', endDate: '2020-03-31' };
  before(async () => {
    for (const name of ['zz-test-hc1', 'zz-test-hc2', 'zz-test-hc3', 'zz-test-hc4']) await createTestPlayer(name);
    await t.app.db.insert(hardcoreSeasons).values(season);
    const run = (name: string, startDate: string, endDate: string, failedDate: string | null) => ({
      id: randomUUID(),
      userId: ids[name]!,
      seasonId: season.id,
      startDate,
      endDate,
      failedDate,
      endReason: failedDate ? ('MISSED_DAILY' as const) : ('SEASON_END' as const),
    });
    await t.app.db.insert(hardcoreRuns).values([
      run('zz-test-hc1', '2020-01-01', '2020-03-31', null),
      run('zz-test-hc2', '2020-01-01', '2020-01-09', '2020-01-10'),
      run('zz-test-hc2', '2020-01-11', '2020-03-31', null),
      run('zz-test-hc3', '2020-01-05', '2020-02-01', '2020-02-02'),
      // As many days as hc3's run: the same position.
      run('zz-test-hc4', '2020-01-06', '2020-02-02', '2020-02-03'),
    ]);
  });

  it('lists the seasons, the latest first, marking the finished ones', async () => {
    const { status, body } = await get<HardcoreSeasonList>('/public/hardcore/season');
    assert.equal(status, 200);
    assert.deepEqual(
      body.map((s) => s.index),
      [...body.map((s) => s.index)].sort((a, b) => b - a),
    );
    assert.ok(Value.Check(HardcoreSeasonList, body), 'the body matches its contract');
    const mine = body.find((s) => s.index === 900);
    assert.deepEqual(mine, { ...season, isCurrent: false, isFinished: true });
    const other = await get<HardcoreSeasonList>('/public/hardcore/season', normal);
    assert.deepEqual(other.body, []);
  });

  it('shows the retrospective: the longest runs first, and the season’s figures', async () => {
    const { status, body } = await get<HardcoreRunsPage>('/public/hardcore/season/900/retrospective');
    assert.equal(status, 200);
    assert.ok(Value.Check(HardcoreRunsPage, body), 'the body matches its contract');
    assert.deepEqual(
      [body.runCount, body.playerCount, body.failureCount, body.survivorCount, body.total],
      [5, 4, 3, 2, 5],
    );
    assert.deepEqual(
      body.runs.map((run) => [run.position, run.user.discordUserName, run.dayCount, run.endReason]),
      [
        [1, 'zz-test-hc1', 91, 'SEASON_END'],
        [2, 'zz-test-hc2', 81, 'SEASON_END'],
        [3, 'zz-test-hc3', 28, 'MISSED_DAILY'],
        [3, 'zz-test-hc4', 28, 'MISSED_DAILY'],
        [5, 'zz-test-hc2', 9, 'MISSED_DAILY'],
      ],
    );
    const paged = await get<HardcoreRunsPage>('/public/hardcore/season/900/retrospective?page=1&size=3');
    assert.deepEqual([paged.body.pageCount, paged.body.runs.length], [2, 2]);
  });

  it('shows the failures with their day and reason, latest first, and one player’s on request', async () => {
    const { body } = await get<HardcoreRunsPage>('/public/hardcore/season/900/failures');
    assert.deepEqual(
      body.runs.map((run) => [run.position, run.user.discordUserName, run.failedDate, run.endReason]),
      [
        [1, 'zz-test-hc4', '2020-02-03', 'MISSED_DAILY'],
        [2, 'zz-test-hc3', '2020-02-02', 'MISSED_DAILY'],
        [3, 'zz-test-hc2', '2020-01-10', 'MISSED_DAILY'],
      ],
    );
    assert.equal(body.total, 3);
    const focus = await get<HardcoreRunsPage>('/public/hardcore/season/900/failures?userName=ZZ-TEST-HC2');
    assert.deepEqual(
      focus.body.runs.map((run) => [run.position, run.failedDate]),
      [[3, '2020-01-10']],
    );
    // One player's runs keep their positions in the whole season.
    const all = await get<HardcoreRunsPage>('/public/hardcore/season/900/retrospective?userName=zz-test-hc2');
    assert.deepEqual([all.body.total, all.body.runCount], [2, 5]);
    assert.deepEqual(
      all.body.runs.map((run) => [run.position, run.dayCount]),
      [
        [2, 81],
        [5, 9],
      ],
    );
  });

  it('refuses unknown seasons, players and parameters, and the NORMAL rule set', async () => {
    const cases: [string, Record<string, string>, number, string?][] = [
      ['/public/hardcore/season/899/failures', hardcore, 404, 'HARDCORE_SEASON_NOT_FOUND'],
      ['/public/hardcore/season/900/failures', normal, 404, 'HARDCORE_SEASON_NOT_FOUND'],
      ['/public/hardcore/season/900/failures?userName=zz-test-nobody', hardcore, 404, 'USER_NOT_FOUND'],
      ['/public/hardcore/season/0/retrospective', hardcore, 400],
      ['/public/hardcore/season/abc/retrospective', hardcore, 400],
      ['/public/hardcore/season/900/retrospective?page=-1', hardcore, 400],
      ['/public/hardcore/season/900/retrospective?size=101', hardcore, 400],
    ];
    for (const [url, headers, status, code] of cases) {
      const response = await get<{ code: string; message: string }>(url, headers);
      assert.equal(response.status, status, url);
      if (code) assert.equal(response.body.code, code, url);
      assert.equal(typeof response.body.message, 'string', url);
    }
  });
});

describe('OpenAPI', () => {
  it('documents the leaderboard and hardcore routes with their parameters and schemas', async () => {
    const doc = (await t.app.inject({ url: '/docs/json' })).json() as {
      paths: Record<string, { get?: { tags?: string[]; parameters?: { name: string }[] } }>;
      tags: { name: string }[];
    };
    const page = doc.paths['/public/leaderboard/{type}']?.get;
    assert.deepEqual(page?.tags, ['leaderboards']);
    assert.deepEqual(page?.parameters?.map((p) => p.name).sort(), ['page', 'size', 'type']);
    assert.ok(doc.paths['/public/leaderboard/{type}/around/{userName}']?.get);
    assert.ok(doc.paths['/public/hardcore/season']?.get);
    assert.ok(doc.paths['/public/hardcore/season/{seasonIndex}/failures']?.get);
    assert.ok(doc.tags.some((tag) => tag.name === 'leaderboards'));
  });
});
