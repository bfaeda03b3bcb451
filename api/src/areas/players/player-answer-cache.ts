import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { fuseQueries, type Binding, type FusedQuery, type PreparedSelect } from '../../db/fused-query';
import { ResponseCache } from '../../lib/response-cache';
import { yearOf } from '../world/world-rules';
import { userNotFound } from './player-lookup';
import { playerNameKey } from './player-names';
import { playerVersionQuery, todayOf, type PlayerVersionRow } from './players-queries';

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
  /** Names the statement made of the lookup and this one (one name per text of `statement`). */
  name: string;
  statement: (db: Db) => PreparedSelect<Row>;
  /** The statement's other placeholders (none of them named like the player's). */
  values?: Record<string, unknown>;
  make: (player: PlayerVersionRow, rows: Row[]) => unknown;
}

/** The player's placeholders, from the lookup's row (its selected fields' paths, see findPlayerVersion). */
const playerBindings: Record<string, Binding> = {
  userId: (column) => column('user.id'),
  ruleSet: (column) => column('account.ruleSet'),
  bannerId: (column) => column('account.bannerId'),
  today: (column) => `${column('today')}::date`,
  year: (column) => `extract(year from ${column('today')}::date)::int`,
};

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
 * A per-player route's answers, kept serialised under the versions of what each is made of: a request costs one
 * prepared statement of index probes (the player's lookup, which every per-player route makes anyway) while the
 * player has not acted. When the process keeps no answer of that player for the route (never asked, or gone from
 * the cache), the lookup and the answer's statement run as ONE statement (see fuseQueries): a first answer costs
 * one round trip too. When it keeps one made under other versions (the player acted), the lookup tells so and the
 * answer's statement runs after it. Never a stale answer after a player acts: the action's own transaction moves
 * the version the next request reads. Clients get `no-cache` and an ETag: they ask again every time, and an
 * unchanged answer is a 304.
 */
export class PlayerAnswerCache {
  private readonly cache = new ResponseCache({ ttlMs: entryTtlMs, cacheControl: 'no-cache' });
  /** Rule set, name's key and route's key → the key of the answer last made for them. */
  private readonly answered = new Map<string, string>();
  private readonly fused = new Map<string, FusedQuery<PlayerVersionRow, unknown>>();

  constructor(
    private readonly db: Db,
    private readonly dependsOn: readonly PlayerAnswerDependency[] = [],
  ) {}

  /**
   * The answer for the player named in the path (404 USER_NOT_FOUND for a stranger); `key` tells the route's answers
   * apart (its name and its normalised query).
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
    const answeredKey = `${ruleSet}|${nameKey}|${key}`;
    if (typeof answer === 'function') {
      // An answer made of statements whose text varies (a search): the lookup, then them.
      const [player] = await playerVersionQuery(this.db).execute({ key: nameKey, ruleSet });
      if (!player) throw userNotFound();
      return this.sendMade(request, reply, answeredKey, player, key, () => answer(player));
    }
    const last = this.answered.get(answeredKey);
    if (last === undefined || !this.cache.holds(last, ruleSet)) {
      const found = await this.fusedQuery(answer).execute({ key: nameKey, ruleSet, ...answer.values });
      if (!found) throw userNotFound();
      const player = found.first;
      // Before any seed the world has no date: the answer is made again with the machine's (todayOf).
      if (player.today !== null) {
        return this.sendMade(request, reply, answeredKey, player, key, () => answer.make(player, found.rows as Row[]));
      }
    }
    const [player] = await playerVersionQuery(this.db).execute({ key: nameKey, ruleSet });
    if (!player) throw userNotFound();
    return this.sendMade(request, reply, answeredKey, player, key, async () =>
      answer.make(player, await answer.statement(this.db).execute({ ...playerValues(player), ...answer.values })),
    );
  }

  private sendMade(
    request: FastifyRequest,
    reply: FastifyReply,
    answeredKey: string,
    player: PlayerVersionRow,
    key: string,
    make: () => unknown,
  ) {
    const versions = [
      player.user.id,
      player.version,
      ...this.dependsOn.map((name) => (name === 'corporation' ? player.corporationVersion : player.positionsVersion)),
    ];
    const entryKey = `${versions.join('|')}|${key}`;
    this.answered.delete(answeredKey);
    this.answered.set(answeredKey, entryKey);
    if (this.answered.size > maxRemembered) this.answered.delete(this.answered.keys().next().value!);
    return this.cache.send(request, reply, entryKey, async () => make(), { perRuleSet: true });
  }

  private fusedQuery<Row>(answer: PlayerAnswer<Row>) {
    let query = this.fused.get(answer.name);
    if (!query) {
      query = fuseQueries(
        this.db,
        answer.name,
        playerVersionQuery(this.db),
        answer.statement(this.db),
        playerBindings,
      ) as FusedQuery<PlayerVersionRow, unknown>;
      this.fused.set(answer.name, query);
    }
    return query;
  }
}
