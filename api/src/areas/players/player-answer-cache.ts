import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import type { PreparedSelect } from '../../db/prepared';
import type { RuleSet } from '../../engine/rule-sets';
import { keeperOf, keptAnswerOf, type KeptAnswerProbe } from '../../lib/kept-answers';
import { ResponseCache } from '../../lib/response-cache';
import { timed } from '../../lib/answer-timings';
import { yearOf } from '../../engine/world-rules';
import { userNotFound } from './player-lookup';
import { playerNameKey } from './player-names';
import {
  playerVersionQuery,
  playerVersionsKeptQuery,
  playerVersionsQuery,
  todayOf,
  type PlayerVersionRow,
} from './players-queries';

/** What an answer shows besides the player's own rows and the world's date (see findPlayerVersion). */
export type PlayerAnswerDependency = 'corporation' | 'positions';

/** An entry no request asked for this long goes (memory is bounded by the cache's bytes anyway). */
const entryTtlMs = 300_000;
/** Players and routes remembered as answered (a few hundred bytes each); the oldest are forgotten first. */
const maxRemembered = 100_000;

/**
 * How a route makes a player's answer: one prepared select whose placeholders are the player's (`userId`,
 * `ruleSet`, `bannerId`: the account's banner, `today`: the world's date, `year`: its year) and `values`, then
 * `make` from its rows.
 */
export interface PlayerAnswer<Row> {
  statement: (db: Db) => PreparedSelect<Row>;
  /** The statement's other placeholders (none of them named like the player's). */
  values?: Record<string, unknown>;
  /**
   * What the answer also depends on that moves with the clock alone, no row being written (which side of noon it
   * is): kept with the versions, so that an answer made at another moment is made again rather than sent.
   */
  moment?: string;
  make: (player: PlayerVersionRow, rows: Row[]) => unknown;
}

function playerValues(player: PlayerVersionRow) {
  const today = todayOf(player);
  return {
    userId: player.user.id,
    ruleSet: player.account.ruleSet,
    bannerId: player.account.bannerId,
    today,
    year: yearOf(today),
  };
}

/**
 * A per-player route's answers, kept under the versions of what each is made of: in the process's memory, and in the
 * database (see kept-answers.ts). A request reads the player's versions (one prepared statement of index probes);
 * when the process keeps the answer made from them, that is all, and when it does not, the same statement reads the
 * one kept in the database. Only an answer kept nowhere is made: the player's rows are read then, and the answer
 * kept in both places. Never a stale answer after a player acts: the action's own transaction moves the version the
 * next request reads, and an answer kept under other versions is made again and replaced. Clients get `no-cache`
 * and an ETag: they ask again every time, and an unchanged answer is a 304.
 */
export class PlayerAnswerCache {
  private readonly cache = new ResponseCache({ ttlMs: entryTtlMs, cacheControl: 'no-cache' });
  /** Rule set, name's key and route's key → the key of the answer last made for them. */
  private readonly answered = new Map<string, string>();

  constructor(
    private readonly db: Db,
    private readonly dependsOn: readonly PlayerAnswerDependency[] = [],
  ) {}

  /**
   * The answer for the player named in the path (404 USER_NOT_FOUND for a stranger); `key` tells the route's answers
   * apart (its name and its normalised query). An answer made by a function (statements whose text varies: a
   * search) is kept in memory only.
   */
  async send<Row>(
    request: FastifyRequest,
    reply: FastifyReply,
    userName: string,
    key: string,
    answer: PlayerAnswer<Row> | ((player: PlayerVersionRow) => Promise<unknown>),
  ): Promise<FastifyReply> {
    const { ruleSet } = request;
    const nameKey = playerNameKey(userName);
    if (typeof answer === 'function') {
      const player = await this.lookUp(nameKey, ruleSet);
      const entryKey = `${player.user.id}|${this.versionsOf(player)}|${key}`;
      return this.cache.send(request, reply, entryKey, () => answer(player), { perRuleSet: true });
    }
    const answeredKey = `${ruleSet}|${nameKey}|${key}`;
    const last = this.answered.get(answeredKey);
    const inMemory = last !== undefined && this.cache.holds(last, ruleSet);
    const {
      found,
      player: foundPlayer,
      kept,
    } = await timed('lookup', () => this.readVersions(nameKey, ruleSet, key, inMemory));
    if (!found) throw userNotFound();
    const versions = [this.versionsOf(found), ...(answer.moment === undefined ? [] : [answer.moment])].join('|');
    const entryKey = `${found.userId}|${versions}|${key}`;
    this.answered.delete(answeredKey);
    this.answered.set(answeredKey, entryKey);
    if (this.answered.size > maxRemembered) this.answered.delete(this.answered.keys().next().value!);
    // Before any seed the world has no date: the answer is made with the machine's (todayOf) and not kept.
    const keep = found.today === null ? undefined : { ruleSet, subject: found.userId, route: key };
    return this.cache.send(
      request,
      reply,
      entryKey,
      async () => {
        // The player as the versions' statement read them; when only the versions were read (the answer was in
        // memory as that statement ran, and has gone or changed since), read again, after the versions: an action
        // in between makes the answer newer than its key, never older.
        const player = foundPlayer ?? (await this.lookUp(nameKey, ruleSet));
        const rows = await timed('statement', () =>
          answer.statement(this.db).execute({ ...playerValues(player), ...answer.values }),
        );
        return timed('make', () => answer.make(player, rows));
      },
      {
        perRuleSet: true,
        kept: kept && keptAnswerOf(kept, versions),
        onMade: keep && keeperOf(this.db, keep, versions, request.log),
      },
    );
  }

  /**
   * The player's versions: alone when the process keeps an answer (most likely the one they still stand for), else
   * with the player's row and the answer kept in the database, in the same statement.
   */
  private async readVersions(nameKey: string, ruleSet: RuleSet, route: string, inMemory: boolean) {
    if (inMemory) {
      const [found] = await playerVersionsQuery(this.db).execute({ key: nameKey, ruleSet });
      return { found };
    }
    const [found] = await playerVersionsKeptQuery(this.db).execute({ key: nameKey, ruleSet, route });
    return { found, player: found, kept: found?.kept as KeptAnswerProbe | undefined };
  }

  private async lookUp(nameKey: string, ruleSet: RuleSet) {
    const [player] = await playerVersionQuery(this.db).execute({ key: nameKey, ruleSet });
    if (!player) throw userNotFound();
    return player;
  }

  /** The versions of what the route's answers are made of, for this player. */
  private versionsOf(player: Pick<PlayerVersionRow, 'version' | 'corporationVersion' | 'positionsVersion'>): string {
    return [
      player.version,
      ...this.dependsOn.map((name) => (name === 'corporation' ? player.corporationVersion : player.positionsVersion)),
    ].join('|');
  }
}
