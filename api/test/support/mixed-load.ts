// A mixed read/write load on a running API over HTTP, as a crowd of players makes it: each connection plays a few
// players of its own one request at a time, reading their pages and others', offering cards, buying and withdrawing
// offers, giving to their corporation and rewriting its description. Every answer is sorted (an effect, a refusal
// by the game's rules, a limit, a server error, no answer) and every effect the API acknowledged is written down, so
// that a check of the database afterwards can tell an acknowledged write lost, or one taken half, from the rest.
// Used by the load test (zero errors, and a crash in the middle) and by the load benchmark (its p99).
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import { corporations } from '../../src/areas/corporations/corporations-schema';
import { tradeOffers, trades } from '../../src/areas/market/market-schema';
import type { Db } from '../../src/db/client';
import { createPrng, type Prng } from '../../src/engine/prng';
import { giveCopies, tradableCardWithNoEffect } from './card-fixtures';
import type { KeyServer } from './key-server';
import { insertTestPlayer } from './test-players';
import { worldTotals, type WorldTotals } from './world-totals';

export interface LoadPlayer {
  name: string;
  authorization: string;
  /** The corporation the player founded, when they are one of the founders. */
  corporationId?: string;
}

export interface LoadWorld {
  players: LoadPlayer[];
  /** The tradable card every player holds copies of. */
  itemId: string;
}

/** Copies of the card each player holds: more than a load can offer. */
const copiesEach = 1_000;
const priceOfAnOffer = 3;

/**
 * Rich NORMAL players of the load's own in `db`, each holding copies of one tradable card, with tokens of `keys`.
 * Their corporations are founded through the API once it runs (`foundCorporations`).
 */
export async function insertLoadPlayers(db: Db, keys: KeyServer, count: number): Promise<LoadWorld> {
  const card = await tradableCardWithNoEffect(db);
  const players: LoadPlayer[] = [];
  for (let i = 0; i < count; i++) {
    const inserted = await insertTestPlayer(db, 'NORMAL', {
      namePrefix: 'zz_load',
      currencies: { balance: 1_000_000 },
    });
    await giveCopies(db, inserted, card.id, copiesEach);
    players.push({ name: inserted.name, authorization: await keys.bearer(inserted.name, inserted.discordId) });
  }
  return { players, itemId: card.id };
}

/** The first `count` players each found a corporation, through the API at `origin`. */
export async function foundCorporations(origin: string, world: LoadWorld, count: number): Promise<void> {
  for (const founder of world.players.slice(0, count)) {
    const response = await fetch(`${origin}/public/corporation`, {
      method: 'POST',
      headers: { authorization: founder.authorization, 'content-type': 'application/json' },
      body: JSON.stringify({ name: `Charge ${randomUUID().slice(0, 8)}`, description: '' }),
    });
    assert.equal(response.status, 200, await response.clone().text());
    founder.corporationId = ((await response.json()) as { id: string }).id;
  }
}

export type Outcome = 'effect' | 'refused' | 'limited' | 'serverError' | 'malformed' | 'unanswered';

export interface LoadReport {
  requests: number;
  outcomes: Record<Outcome, number>;
  /** The first few answers that were not an effect or a refusal, described. */
  failures: string[];
  /** When each request that got no answer was sent, in ms since the load began. */
  unansweredAt: number[];
  latencyMs: { read: number[]; write: number[] };
  /** The same, by route (`GET /public/user/{name}`). */
  latencyByRoute: Map<string, number[]>;
  /** What the API acknowledged (an answer 200), and what was sent without an answer (it may or may not be taken). */
  acknowledged: Written;
  unanswered: Written;
  /** Per corporation, the descriptions sent, in order, each with whether it was acknowledged. */
  descriptions: Map<string, { text: string; acknowledged: boolean }[]>;
}

interface Written {
  offersCreated: string[];
  offersAccepted: string[];
  offersWithdrawn: string[];
  gifts: number;
  writes: number;
}

const nothingWritten = (): Written => ({
  offersCreated: [],
  offersAccepted: [],
  offersWithdrawn: [],
  gifts: 0,
  writes: 0,
});

export interface LoadOptions {
  origin: string;
  world: LoadWorld;
  connections: number;
  durationMs: number;
  seed?: number;
  /**
   * `players` (unless told): the players' mix of reads and writes; `lookup`: the one-row jackpot lookup alone, the
   * reference the benchmark sets the mix's latency against.
   */
  mix?: 'players' | 'lookup';
  /** Ends the load before `durationMs` (each connection stops after its request in flight). */
  signal?: AbortSignal;
  /** Each request's answer, as it comes (the crash test watches for the first effect after a restart). */
  onOutcome?: (outcome: Outcome, atMs: number) => void;
}

type Step =
  | { kind: 'read'; path: string }
  | { kind: 'write'; method: 'POST' | 'PATCH' | 'DELETE'; path: string; body?: object; settle: Settle };
/** Writes down what an answer (or its absence) says was done. */
type Settle = (answered: boolean, body: unknown) => void;

/** Runs the load for `durationMs` over `connections` connections; resolves when the last request has its answer. */
export async function runMixedLoad({
  origin,
  world,
  connections,
  durationMs,
  seed = 41,
  mix = 'players',
  signal,
  onOutcome,
}: LoadOptions): Promise<LoadReport> {
  const report: LoadReport = {
    requests: 0,
    outcomes: { effect: 0, refused: 0, limited: 0, serverError: 0, malformed: 0, unanswered: 0 },
    failures: [],
    unansweredAt: [],
    latencyMs: { read: [], write: [] },
    latencyByRoute: new Map(),
    acknowledged: nothingWritten(),
    unanswered: nothingWritten(),
    descriptions: new Map(),
  };
  const offers = openOffers();
  const corporationIds = world.players.flatMap((player) => (player.corporationId ? [player.corporationId] : []));
  const started = performance.now();
  const elapsed = () => performance.now() - started;

  function nextStep(prng: Prng, player: LoadPlayer): Step {
    if (mix === 'lookup') return { kind: 'read', path: '/public/lucky/jackpot' };
    const other = prng.pick(world.players);
    const roll = prng.int(0, 99);
    if (roll < 60) {
      const offerId = offers.anyId(prng);
      const path = prng.pick([
        `/public/user/${other.name}`,
        `/public/user/${other.name}/overview`,
        `/public/loot/${other.name}`,
        `/public/inventory/${other.name}`,
        `/public/market`,
        offerId ? `/public/market/${offerId}` : '/public/market',
        corporationIds.length ? `/public/corporation/${prng.pick(corporationIds)}` : '/public/corporation',
        '/public/leaderboard/GLOBAL?page=1',
        '/public/lucky/jackpot',
        '/public/shop',
      ]);
      return { kind: 'read', path };
    }
    const written = (answered: boolean) => (answered ? report.acknowledged : report.unanswered);
    if (player.corporationId && roll < 72) {
      if (roll < 68) {
        return {
          kind: 'write',
          method: 'POST',
          path: '/public/corporation/give',
          body: { amount: 1 },
          settle: (answered) => (written(answered).gifts += 1),
        };
      }
      const text = `Description ${randomUUID()}`;
      const sent = { text, acknowledged: false };
      pushTo(report.descriptions, player.corporationId, sent);
      return {
        kind: 'write',
        method: 'PATCH',
        path: '/public/corporation',
        body: { description: text },
        settle: (answered) => (sent.acknowledged = answered),
      };
    }
    const ownOffer = roll >= 90 ? offers.takeOwn(player) : undefined;
    if (ownOffer) {
      return {
        kind: 'write',
        method: 'DELETE',
        path: `/public/market/${ownOffer}`,
        settle: (answered) => written(answered).offersWithdrawn.push(ownOffer),
      };
    }
    const othersOffer = roll >= 80 && roll < 90 ? offers.takeOthers(prng, player) : undefined;
    if (othersOffer) {
      return {
        kind: 'write',
        method: 'POST',
        path: `/public/market/${othersOffer}/accept`,
        settle: (answered) => written(answered).offersAccepted.push(othersOffer),
      };
    }
    return {
      kind: 'write',
      method: 'POST',
      path: '/public/market',
      body: { itemId: world.itemId, shinyLevel: 0, price: priceOfAnOffer },
      settle: (answered, body) => {
        const id = (body as { id?: string } | undefined)?.id;
        if (answered && id) {
          report.acknowledged.offersCreated.push(id);
          offers.add(id, player);
        }
      },
    };
  }

  function sortAnswer(step: Step, status: number, body: unknown): Outcome {
    if (status === 200) return 'effect';
    if (status === 429) return 'limited';
    if (status >= 500) return 'serverError';
    const error = body as { code?: unknown; message?: unknown } | undefined;
    // A refusal by the game's rules: a 4xx with its code and French message, for a write (a read of a page that
    // exists never refuses).
    const explained = typeof error?.code === 'string' && typeof error.message === 'string';
    return step.kind === 'write' && status >= 400 && status < 500 && explained ? 'refused' : 'malformed';
  }

  async function play(connection: number) {
    const prng = createPrng(`${seed}:${connection}`);
    const own = world.players.filter((_, i) => i % connections === connection);
    while (elapsed() < durationMs && !signal?.aborted) {
      const player = prng.pick(own);
      const step = nextStep(prng, player);
      const sentAt = elapsed();
      let outcome: Outcome;
      try {
        const response = await fetch(`${origin}${step.path}`, {
          method: step.kind === 'read' ? 'GET' : step.method,
          headers: {
            authorization: player.authorization,
            'accept-encoding': 'gzip',
            ...(step.kind === 'write' && step.body ? { 'content-type': 'application/json' } : {}),
          },
          ...(step.kind === 'write' && step.body ? { body: JSON.stringify(step.body) } : {}),
        });
        const text = await response.text();
        let body: unknown;
        try {
          body = JSON.parse(text);
        } catch {
          body = undefined;
        }
        const took = elapsed() - sentAt;
        report.latencyMs[step.kind].push(took);
        pushTo(report.latencyByRoute, routeOf(step), took);
        outcome = sortAnswer(step, response.status, body);
        if (step.kind === 'write' && outcome === 'effect') {
          report.acknowledged.writes++;
          step.settle(true, body);
        }
        if (outcome !== 'effect' && outcome !== 'refused' && report.failures.length < 10)
          report.failures.push(`${step.kind} ${step.path}: ${response.status} ${text.slice(0, 160)}`);
      } catch (error) {
        outcome = 'unanswered';
        report.unansweredAt.push(sentAt);
        if (step.kind === 'write') {
          report.unanswered.writes++;
          step.settle(false, undefined);
        }
        if (report.failures.length < 10) report.failures.push(`${step.kind} ${step.path}: ${String(error)}`);
        // As a player's page would, it waits a moment before trying again rather than asking a closed port in a loop.
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      report.requests++;
      report.outcomes[outcome]++;
      onOutcome?.(outcome, elapsed());
    }
  }

  await Promise.all(Array.from({ length: connections }, (_, connection) => play(connection)));
  return report;
}

function pushTo<K, V>(lists: Map<K, V[]>, key: K, value: V) {
  const list = lists.get(key);
  if (list) list.push(value);
  else lists.set(key, [value]);
}

const uuidPattern = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;

function routeOf(step: Step): string {
  const path = step.path.replace(uuidPattern, '{id}').replace(/zz_load_[^/?]+/g, '{name}');
  return `${step.kind === 'read' ? 'GET' : step.method} ${path}`;
}

/**
 * The offers the load has made and not yet bought or withdrawn, each taken by one request only (another connection
 * never accepts an offer already being accepted: the races are write-races.test.ts's). Constant time a step: a
 * list to draw from, cleared of closed offers as they are drawn.
 */
function openOffers() {
  const sellers = new Map<string, LoadPlayer>();
  const ids: string[] = [];
  const bySeller = new Map<LoadPlayer, string[]>();
  const removeAt = (index: number) => {
    ids[index] = ids[ids.length - 1]!;
    ids.pop();
  };
  return {
    add(id: string, seller: LoadPlayer) {
      sellers.set(id, seller);
      ids.push(id);
      pushTo(bySeller, seller, id);
    },
    anyId: (prng: Prng): string | undefined => (ids.length ? prng.pick(ids) : undefined),
    takeOwn(seller: LoadPlayer): string | undefined {
      const own = bySeller.get(seller) ?? [];
      for (let id = own.pop(); id !== undefined; id = own.pop()) if (sellers.delete(id)) return id;
      return undefined;
    },
    takeOthers(prng: Prng, buyer: LoadPlayer): string | undefined {
      for (let tries = 0; tries < 4 && ids.length; tries++) {
        const index = prng.int(0, ids.length - 1);
        const id = ids[index]!;
        const seller = sellers.get(id);
        if (seller === undefined) removeAt(index);
        else if (seller !== buyer) {
          sellers.delete(id);
          removeAt(index);
          return id;
        }
      }
      return undefined;
    },
  };
}

/** The `share` (0.99: the 99th) percentile of `values`, in ms. */
export function percentile(values: readonly number[], share: number): number {
  if (!values.length) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!;
}

/**
 * Checks the database after a load against what the API acknowledged: every acknowledged write is there, nothing
 * unacknowledged beyond what was in flight, and no write taken half (money, cards and trades balance).
 */
export async function assertLoadWritten(db: Db, before: WorldTotals, report: LoadReport): Promise<void> {
  const after = await worldTotals(db);
  const { acknowledged, unanswered } = report;
  // Gifts move ZUMonnaie to a treasury and trades from buyer to seller: the sum of both never moves.
  assert.equal(after.zuMonnaie + after.treasuries, before.zuMonnaie + before.treasuries, 'ZUMonnaie conserved');
  assert.equal(after.cards, before.cards, 'cards conserved: a sale moves a copy, an offer keeps it');
  const given = after.treasuries - before.treasuries;
  assert.ok(given >= acknowledged.gifts && given <= acknowledged.gifts + unanswered.gifts, `gifts: ${given}`);
  const actions = after.actions - before.actions;
  assert.ok(actions >= acknowledged.writes && actions <= acknowledged.writes + unanswered.writes, `${actions} actions`);

  const offerStatus = async (ids: string[]) => {
    if (!ids.length) return new Map<string, string>();
    const rows = await db
      .select({ id: tradeOffers.id, status: tradeOffers.status })
      .from(tradeOffers)
      .where(inArray(tradeOffers.id, ids));
    return new Map(rows.map((row) => [row.id, row.status]));
  };
  const created = await offerStatus(acknowledged.offersCreated);
  assert.equal(created.size, acknowledged.offersCreated.length, 'every acknowledged offer is there');
  for (const [id, status] of await offerStatus(acknowledged.offersAccepted)) assert.equal(status, 'ACCEPTED', id);
  for (const [id, status] of await offerStatus(acknowledged.offersWithdrawn)) assert.equal(status, 'CANCELLED', id);
  const sold = await db
    .select({ offerId: trades.offerId })
    .from(trades)
    .where(inArray(trades.offerId, acknowledged.offersCreated.length ? acknowledged.offersCreated : [randomUUID()]));
  const accepted = [...created.values()].filter((status) => status === 'ACCEPTED').length;
  assert.equal(sold.length, accepted, 'one trade for every offer sold, no more');
  assert.ok(accepted >= acknowledged.offersAccepted.length, 'every acknowledged sale is there');
  const newOffers = after.trades - before.trades;
  assert.equal(newOffers, accepted, 'no sale but of the load’s offers');

  for (const [corporationId, sent] of report.descriptions) {
    const [row] = await db
      .select({ description: corporations.description })
      .from(corporations)
      .where(sql`${corporations.id} = ${corporationId}`);
    // One founder sends their descriptions one after another: the last acknowledged stays, or one sent after it.
    // (None acknowledged in this load: what it was before may stay.)
    const lastAcknowledged = sent.findLastIndex((description) => description.acknowledged);
    if (lastAcknowledged === -1) continue;
    const allowed = sent.slice(lastAcknowledged).map((description) => description.text);
    assert.ok(allowed.includes(row!.description), `the description of ${corporationId}`);
  }
}
