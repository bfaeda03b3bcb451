// The Vortex (season, a player's seasons and reputations, leaderboard, season figures) and the Arène, on rows the
// tests insert over an emptied world: each rule set answers from its own rows.
import assert from 'node:assert/strict';
import { before, describe, it, mock } from 'node:test';
import { and, eq } from 'drizzle-orm';
import type {
  PlayerOverview,
  PlayerTower,
  Tournament,
  TowerGlobalStats,
  TowerLeaderboard,
  TowerSeason,
  TowerStat,
} from '@zu/shared-contract';
import { playerAccounts } from '../../../src/areas/players/players-schema';
import { ascend } from '../../../src/areas/tower/tower-repository';
import { worldNow } from '../../../src/areas/world/world-clock';
import { addDays, parisInstant } from '../../../src/engine/world-rules';
import { ids, useGameWorld, type GameWorld } from '../../support/game-world';
import { hardcore, useTestApp } from '../../support/test-app';
import { requestsTo } from '../../support/requests';

const t = useTestApp();
const loadWorld = useGameWorld(t);
let world: GameWorld;
const { get, json, refusal } = requestsTo(t);
const names = (board: TowerLeaderboard) => board.users.map((line) => line.user.discordUserName);

/** Sets the machine's clock to that Paris time of the world's day (the world's instant takes its time of day). */
function wallClockAt(hour: number, minute: number) {
  mock.timers.reset();
  mock.timers.enable({ apis: ['Date'], now: parisInstant(world.today, hour, minute) });
}

describe('GET /public/tower/season', () => {
  before(async () => {
    world = await loadWorld();
  });

  it("writes each floor's drop rates with one decimal, as the real API does (70.0), and the rest as numbers", async () => {
    const response = await get('/public/tower/season');
    assert.equal(response.statusCode, 200);
    const dropRates = [...response.body.matchAll(/"shinyLevel":\d,"isGolden":(?:true|false),"rate":(-?[\d.]+)/g)].map(
      (match) => match[1],
    );
    assert.ok(dropRates.length >= 8, response.body.slice(0, 300));
    for (const rate of dropRates) assert.match(rate!, /^\d+\.\d$/);
    // The floor's own chance to climb is a plain number (0 on the last floor), and every rate parses as a number.
    assert.match(response.body, /"index":5,"rate":0,/);
    const season = response.json() as TowerSeason;
    assert.equal(typeof season.tower.towerFloors[0]!.dropRates[0]!.rate, 'number');
  });

  it("gives the rule set's running season, its tower and each floor's odds", async () => {
    const season = await json<TowerSeason>('/public/tower/season');
    assert.deepEqual(
      [season.id, season.index, season.beginDate, season.endDate],
      [ids.towerSeason.NORMAL[1], 2, addDays(world.today, -5), addDays(world.today, 22)],
    );
    assert.equal(season.tower.id, ids.tower[1]);
    assert.equal(season.tower.reputation.name, 'Braise');
    assert.deepEqual(
      season.tower.towerFloors.map((floor) => floor.index),
      [0, 1, 2, 3, 4, 5],
    );
    for (const floor of season.tower.towerFloors) {
      // Rarity 1 to 4 normal, then rarity 1 to 4 golden: the order clients read them in.
      assert.deepEqual(
        floor.dropRates.map((rate) => [rate.shinyLevel, rate.rarity]),
        [0, 1].flatMap((shinyLevel) => [1, 2, 3, 4].map((rarity) => [shinyLevel, rarity])),
      );
    }
    assert.equal(season.tower.towerFloors[5]!.rate, 0);
    const other = await json<TowerSeason>('/public/tower/season', hardcore);
    assert.equal(other.id, ids.towerSeason.HARDCORE[0]);
  });

  it('gives an earlier season with seasonOffset, and 404 {code, message} past the first one', async () => {
    const past = await json<TowerSeason>('/public/tower/season?seasonOffset=1');
    assert.deepEqual(
      [past.id, past.index, past.beginDate, past.endDate, past.tower.id],
      [ids.towerSeason.NORMAL[0], 1, addDays(world.today, -60), addDays(world.today, -33), ids.tower[0]],
    );
    assert.equal(past.tower.towerFloors.length, 6);
    assert.equal((await json<TowerSeason>('/public/tower/season?seasonOffset=0')).id, ids.towerSeason.NORMAL[1]);
    await refusal('/public/tower/season?seasonOffset=2', 404, 'TOWER_SEASON_NOT_FOUND');
    await refusal('/public/tower/season?seasonOffset=1', 404, 'TOWER_SEASON_NOT_FOUND', hardcore);
    for (const offset of ['-1', 'abc', '1.5', '100000']) {
      await refusal(`/public/tower/season?seasonOffset=${offset}`, 400, 'INVALID_REQUEST');
    }
  });

  it('carries an ETag per rule set and answers 304 to a matching If-None-Match', async () => {
    const first = await get('/public/tower/season', hardcore);
    assert.match(String(first.headers['cache-control']), /^public, max-age=\d+$/);
    assert.match(String(first.headers.vary), /X-ZUnivers-RuleSetType/i);
    const again = await get('/public/tower/season', { ...hardcore, 'if-none-match': first.headers.etag as string });
    assert.equal(again.statusCode, 304);
    const normal = await get('/public/tower/season', { 'if-none-match': first.headers.etag as string });
    assert.equal(normal.statusCode, 200);
  });
});

describe('GET /public/tower/{userName}', () => {
  before(async () => {
    world = await loadWorld();
  });

  it("lists the seasons the player climbed, latest first, and the player's standing with every clan", async () => {
    const tower = await json<PlayerTower>('/public/tower/joueur.test');
    const [current, past] = tower.towerStats;
    assert.equal(tower.towerStats.length, 2);
    assert.deepEqual(
      [current!.towerSeasonIndex, current!.maxFloorIndex, current!.towerLogCount, current!.isCurrentTowerSeason],
      [2, 3, 3, true],
    );
    assert.equal(current!.towerName, 'Tour 2');
    assert.deepEqual(
      [current!.towerSeasonBeginDate, current!.towerSeasonEndDate],
      [addDays(world.today, -5), addDays(world.today, 22)],
    );
    assert.deepEqual(current!.items.map((item) => item.id).sort(), [world.itemIds[0], world.itemIds[1]].sort());
    assert.deepEqual(
      [past!.towerSeasonIndex, past!.maxFloorIndex, past!.towerLogCount, past!.isCurrentTowerSeason],
      [1, 5, 10, false],
    );
    assert.deepEqual([past!.roundCount, past!.maxRoundIndex], [2, 1]);
    assert.deepEqual(
      past!.items.map((item) => item.id),
      [world.itemIds[2]],
    );

    assert.equal(tower.reputations.length, 5);
    const byName = new Map(tower.reputations.map((entry) => [entry.reputation.name, entry]));
    assert.deepEqual(
      [byName.get('Aube')!.value, byName.get('Aube')!.reputationLevel.name, byName.get('Aube')!.reputationLevel.index],
      [650, 'Amical', 2],
    );
    assert.deepEqual([byName.get('Braise')!.value, byName.get('Braise')!.reputationLevel.name], [40, 'Inconnu']);
    assert.equal(byName.get('Écume')!.value, 0);
    for (const entry of tower.reputations) {
      const level = entry.reputationLevel;
      assert.ok(level.fromValue <= entry.value && entry.value <= level.toValue);
    }
    assert.equal(new Set(tower.reputations.map((entry) => entry.id)).size, 5);
  });

  it('answers from the rule set asked for', async () => {
    const tower = await json<PlayerTower>('/public/tower/joueur.test', hardcore);
    assert.deepEqual(tower.towerStats, []);
    const normal = await json<PlayerTower>('/public/tower/joueur.test');
    const aube = tower.reputations.find((entry) => entry.reputation.name === 'Aube')!;
    assert.equal(aube.value, 5);
    assert.notEqual(aube.id, normal.reputations.find((entry) => entry.reputation.name === 'Aube')!.id);
  });
});

describe('GET /public/tower/leaderboard', () => {
  before(async () => {
    world = await loadWorld();
  });

  it("ranks the season's players by highest floor, then fewest attempts", async () => {
    const board = await json<TowerLeaderboard>('/public/tower/leaderboard');
    assert.equal(board.users.length, 3);
    assert.deepEqual(
      board.users.map((line) => [line.maxFloorIndex, line.towerLogCount]),
      [
        [5, 6],
        [3, 2],
        [3, 3],
      ],
    );
    const mine = board.users.find((line) => line.user.discordUserName === 'joueur.test')!;
    assert.deepEqual(mine.towerLogCountByFloor, [1, 0, 0, 2, 0, 0]);
    assert.equal(mine.user.id, world.playerId);
  });

  it('keeps only the players named (repeated, any case, #0 ignored), those who did not climb included', async () => {
    const board = await json<TowerLeaderboard>(
      `/public/tower/leaderboard?discordUserName=JOUEUR.TEST&discordUserName=${encodeURIComponent('sans.hardcore#0')}` +
        '&discordUserName=personne.inconnue',
    );
    assert.deepEqual(names(board), ['joueur.test', 'sans.hardcore']);
    const idle = board.users[1]!;
    assert.deepEqual(
      [idle.towerLogCount, 'maxFloorIndex' in idle, idle.towerLogCountByFloor],
      [0, false, [0, 0, 0, 0, 0, 0]],
    );
    const single = await json<TowerLeaderboard>('/public/tower/leaderboard?discordUserName=joueur.test');
    assert.deepEqual(names(single), ['joueur.test']);
  });

  it('reads an earlier season with seasonOffset', async () => {
    const board = await json<TowerLeaderboard>('/public/tower/leaderboard?seasonOffset=1');
    assert.deepEqual(
      board.users.map((line) => [line.user.id, line.maxFloorIndex, line.towerLogCount]),
      [
        [world.playerId, 5, 10],
        [world.others[0], 2, 4],
      ],
    );
  });

  it('answers from the rule set asked for', async () => {
    assert.deepEqual(await json('/public/tower/leaderboard', hardcore), { users: [] });
  });

  it('answers 400 {code, message} to a bad seasonOffset and 404 to a season that does not exist', async () => {
    for (const offset of ['-1', 'abc', '1.5', '100000']) {
      const response = await get(`/public/tower/leaderboard?seasonOffset=${offset}`);
      assert.equal(response.statusCode, 400, offset);
      assert.equal(response.json().code, 'INVALID_REQUEST');
    }
    const tooMany = await get(`/public/tower/leaderboard?${'discordUserName=a&'.repeat(101)}`);
    assert.equal(tooMany.statusCode, 400);
    const missing = await get('/public/tower/leaderboard?seasonOffset=2');
    assert.equal(missing.statusCode, 404);
    assert.equal(missing.json().code, 'TOWER_SEASON_NOT_FOUND');
  });
});

describe('GET /public/tower/stats', () => {
  before(async () => {
    world = await loadWorld();
  });

  it('sums up a season: players, attempts, players per best floor', async () => {
    const stats = await json<TowerGlobalStats>('/public/tower/stats');
    assert.deepEqual(
      [stats.towerSeasonId, stats.isCurrentTowerSeason, stats.playerCount, stats.towerLogCount],
      [ids.towerSeason.NORMAL[1], true, 3, 11],
    );
    assert.deepEqual(stats.playerCountByMaxFloor, [0, 0, 0, 2, 0, 1]);
    assert.deepEqual([stats.maxFloorIndex, stats.topFloorPlayerCount], [5, 1]);
    const past = await json<TowerGlobalStats>('/public/tower/stats?seasonOffset=1');
    assert.deepEqual([past.towerSeasonIndex, past.playerCount, past.towerLogCount], [1, 2, 14]);
    assert.equal(past.isCurrentTowerSeason, false);
  });

  it('answers from the rule set asked for', async () => {
    const stats = await json<TowerGlobalStats>('/public/tower/stats', hardcore);
    assert.deepEqual([stats.playerCount, stats.towerLogCount, 'maxFloorIndex' in stats], [0, 0, false]);
  });

  it('carries an ETag and answers 304; 400 to a bad seasonOffset', async () => {
    const first = await get('/public/tower/stats');
    const again = await get('/public/tower/stats', { 'if-none-match': first.headers.etag as string });
    assert.equal(again.statusCode, 304);
    assert.equal((await get('/public/tower/stats?seasonOffset=-2')).statusCode, 400);
  });
});

describe('GET /public/tournament/latest', () => {
  before(async () => {
    world = await loadWorld();
  });

  it('gives the latest bracket, round by round, and when the next round is played', async () => {
    const tournament = await json<Tournament>('/public/tournament/latest');
    assert.deepEqual(
      [tournament.id, tournament.isDone, tournament.roundCount, tournament.roundIndex],
      [ids.tournament, false, 2, 1],
    );
    assert.equal(tournament.date, `${addDays(world.today, -32)}T00:00:00`);
    assert.equal(tournament.nextRoundDate, `${addDays(world.today, 1)}T00:00:00`);
    assert.deepEqual(
      tournament.battles.map((battle) => [battle.roundIndex, battle.index, battle.outcome]),
      [
        [0, 0, true],
        [0, 1, true],
        [1, 0, undefined],
      ],
    );
    const [first, bye, final] = tournament.battles;
    assert.equal('participant2' in bye!, false);
    assert.equal(first!.participant1.user.discordUserName, 'joueur.test');
    assert.equal(first!.participant2!.bonus, 0.4);
    // A player keeps one participant id through the rounds.
    assert.equal(final!.participant1.id, first!.participant1.id);
    assert.notEqual(first!.participant1.id, first!.participant2!.id);
  });

  it('answers 404 {code, message} when the rule set has had no tournament', async () => {
    const response = await get('/public/tournament/latest', hardcore);
    assert.equal(response.statusCode, 404);
    assert.equal(response.json().code, 'TOURNAMENT_NOT_FOUND');
  });
});

// Last in the file: the attempt it makes changes the season's figures the tests above read.
describe("GET /public/tower/{userName}: the current season's attempts", () => {
  before(async () => {
    world = await loadWorld();
  });

  it("counts the current season's attempts at the world's instant, on either side of noon, and after an attempt", async () => {
    const current = async () => (await json<PlayerTower>('/public/tower/joueur.test')).towerStats[0]!;
    const attempts = ({ attemptAllowance, attemptsLeft, nextAttemptDate }: TowerStat) => ({
      attemptAllowance,
      attemptsLeft,
      nextAttemptDate,
    });
    const overviewStat = async () => (await json<PlayerOverview>('/public/user/joueur.test/overview')).towerStat!;
    // The season began 5 days ago and joueur.test made 3 attempts: two a day from the begin day's noon.
    try {
      wallClockAt(11, 58);
      const morning = { attemptAllowance: 5 * 2, attemptsLeft: 5 * 2 - 3, nextAttemptDate: `${world.today}T12:00:00` };
      assert.deepEqual(attempts(await current()), morning);
      assert.deepEqual(attempts(await overviewStat()), morning);

      // Nothing was written, yet the allowance grew at noon: no answer kept from the morning is sent.
      wallClockAt(12, 2);
      const afternoon = {
        attemptAllowance: 6 * 2,
        attemptsLeft: 6 * 2 - 3,
        nextAttemptDate: `${addDays(world.today, 1)}T12:00:00`,
      };
      assert.deepEqual(attempts(await current()), afternoon);
      assert.deepEqual(attempts(await overviewStat()), afternoon);

      // The dev chat bot's `ascend`: one attempt through the data layer.
      await t.app.db
        .update(playerAccounts)
        .set({ loreDust: 1000 })
        .where(and(eq(playerAccounts.userId, world.playerId), eq(playerAccounts.ruleSet, 'NORMAL')));
      await ascend(t.app.db, { userId: world.playerId, ruleSet: 'NORMAL' }, await worldNow(t.app.db));
      const after = await current();
      assert.equal(after.towerLogCount, 4);
      assert.deepEqual(attempts(after), { ...afternoon, attemptsLeft: afternoon.attemptsLeft - 1 });
    } finally {
      mock.timers.reset();
    }
    // A past season has no attempts to count.
    const past = (await json<PlayerTower>('/public/tower/joueur.test')).towerStats[1]!;
    assert.deepEqual(attempts(past), {
      attemptAllowance: undefined,
      attemptsLeft: undefined,
      nextAttemptDate: undefined,
    });
  });
});
