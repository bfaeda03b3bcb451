import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { ResponseCache } from '../../lib/response-cache';
import { userNotFound } from './player-lookup';
import { findPlayerVersion, type PlayerVersionRow } from './players-queries';

/** What an answer shows besides the player's own rows and the world's date (see findPlayerVersion). */
export type PlayerAnswerDependency = 'corporation' | 'positions';

/** An entry no request asked for this long goes (memory is bounded by the cache's bytes anyway). */
const entryTtlMs = 300_000;

/**
 * A per-player route's answers, kept serialised under the versions of what each is made of: a request costs one
 * prepared statement of index probes (the player's lookup, which every per-player route makes anyway) while the
 * player has not acted, the whole route otherwise. Never a stale answer after a player acts: the action's own
 * transaction moves the version the next request reads. Clients get `no-cache` and an ETag: they ask again every
 * time, and an unchanged answer is a 304.
 */
export class PlayerAnswerCache {
  private readonly cache = new ResponseCache({ ttlMs: entryTtlMs, cacheControl: 'no-cache' });

  constructor(
    private readonly db: Db,
    private readonly dependsOn: readonly PlayerAnswerDependency[] = [],
  ) {}

  /**
   * The answer for the player named in the path (404 USER_NOT_FOUND for a stranger); `key` tells the route's answers
   * apart (its name and its normalised query).
   */
  async send(
    request: FastifyRequest,
    reply: FastifyReply,
    userName: string,
    key: string,
    produce: (player: PlayerVersionRow) => Promise<unknown>,
  ): Promise<FastifyReply> {
    const player = await findPlayerVersion(this.db, userName, request.ruleSet);
    if (!player) throw userNotFound();
    const versions = [
      player.user.id,
      player.version,
      ...this.dependsOn.map((name) => (name === 'corporation' ? player.corporationVersion : player.positionsVersion)),
    ];
    return this.cache.send(request, reply, `${versions.join('|')}|${key}`, () => produce(player), {
      perRuleSet: true,
    });
  }
}
