// One player action, one transaction: lock the acting player's account (and any other player the action changes),
// read their state, ask the rule, then write what it decided along with its follow-ups (challenges, achievements).
// A refusal, from the rule or from a guarded update that found the world changed, rolls everything back and
// surfaces as ApiError(400, code, message). Areas build their actions on this and never write SQL of their own.
// Last, in the same transaction, the action announces what it changed on the live channel.
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/client';
import type { RuleSet } from '../engine/rule-sets';
import { createPrng, type Prng } from '../engine/prng';
import { loadAchievementDefinitions } from '../areas/achievements/achievements-queries';
import { loadActiveChallenges } from '../areas/challenges/challenges-queries';
import type { Catalogue } from '../engine/catalogue';
import { loadCatalogue } from './catalogue-loader';
import { applyEffects } from '../engine/apply-effects';
import { derivedRows } from './derived-rows';
import { writeDerivedRows } from './derived-writer';
import type { ActionContext, ActionResult, Effects } from '../engine/effects';
import { withFollowUps, type FollowUpContext } from './follow-ups';
import type { PlayerState } from '../engine/player-state';
import { accountNotFound, refusalError } from '../lib/refusals';
import { loadPlayerState, lockAccounts } from './state-loader';
import { applyActionEffects } from './effects-writer';
import { worldDateOf } from '../engine/world-rules';
import { publishLiveChanges, type LiveChange } from '../areas/live/live-publish';
import { actionLiveChanges } from './action-live-changes';

/** Who acts, in which rule set. */
export interface ActingPlayer {
  userId: string;
  ruleSet: RuleSet;
}

export interface RunOptions extends ActingPlayer {
  now: Date;
  prng: Prng;
  /** Ids of the rows the action inserts; crypto's randomUUID unless given. */
  newId?: () => string;
  /** Other players the action changes (a trade's seller): locked with the actor, their states given to the rule. */
  others?: readonly string[];
  /** False: the action alone, without its challenge and achievement follow-ups. */
  followUps?: boolean;
  /**
   * Locks a shared row every such action queues on before the accounts (the boss's health): an action that may
   * write to players it did not lock must not hold its own account while it waits for that row.
   */
  lockFirst?: (tx: Db) => Promise<void>;
}

/** A player acting through an area's repository: chance and ids are fresh unless a caller (a test) fixes them. */
export interface ActionPlayer extends ActingPlayer {
  prng?: Prng;
  newId?: () => string;
}

/** Runs `rule` for `player` at `now` with the player's generator, or a fresh one. */
export function runPlayerAction<O>(db: Db, player: ActionPlayer, now: Date, rule: ActionRule<O>, others?: string[]) {
  const { userId, ruleSet, newId } = player;
  const prng = player.prng ?? createPrng(randomUUID());
  return runAction(
    db,
    { userId, ruleSet, now, prng, ...(newId ? { newId } : {}), ...(others ? { others } : {}) },
    rule,
  );
}

/** What a rule is handed besides the state: the engine's context, the transaction and the catalogue. */
export interface RunContext extends ActionContext {
  /** The action's transaction: read what the rule needs through it, never through the outer handle. */
  db: Db;
  catalogue: Catalogue;
  others: ReadonlyMap<string, PlayerState>;
  /** The ids of the tickets the action gives: the run's ids, so a ticket id is as unguessable as any row's. */
  newTicketId: () => string;
}

export type ActionRule<O> = (state: PlayerState, ctx: RunContext) => ActionResult<O> | Promise<ActionResult<O>>;

/**
 * `announce` names what the outcome changed beyond its effects (a shared row an area writes itself, such as the
 * boss's health), published with the rest, last in the transaction.
 */
export async function runAction<O>(
  db: Db,
  options: RunOptions,
  rule: ActionRule<O>,
  announce?: (outcome: O) => readonly LiveChange[],
): Promise<O> {
  const { userId, ruleSet, now, prng } = options;
  const others = (options.others ?? []).filter((id) => id !== userId);
  const catalogue = await loadCatalogue(db);
  return db.transaction(async (tx) => {
    await options.lockFirst?.(tx);
    const locked = await lockAccounts(tx, ruleSet, [userId, ...others]);
    if ([userId, ...others].some((id) => !locked.has(id))) throw accountNotFound(ruleSet);
    const state = await loadPlayerState(tx, userId, ruleSet);
    const otherStates = new Map<string, PlayerState>();
    for (const id of others) otherStates.set(id, await loadPlayerState(tx, id, ruleSet));

    const newId = options.newId ?? randomUUID;
    const ctx: RunContext = { now, ruleSet, prng, db: tx, catalogue, others: otherStates, newTicketId: newId };
    const result = await rule(state, ctx);
    if (!result.ok) throw refusalError(result);
    const applied =
      options.followUps === false
        ? result
        : withFollowUps(state, result, await loadFollowUpContext(tx, ctx), otherStates);
    if (!applied.ok) throw refusalError(applied);
    await applyActionEffects(tx, { userId, ruleSet, now }, applied, newId);
    await refreshDerivedRows(tx, catalogue, state, applied.effects);
    for (const related of applied.related) {
      const before = otherStates.get(related.userId);
      if (before) await refreshDerivedRows(tx, catalogue, before, related.effects);
    }
    const live = actionLiveChanges(userId, ruleSet, applied);
    await publishLiveChanges(tx, [...live.changes, ...(announce?.(result.outcome) ?? [])], live.players);
    return result.outcome;
  });
}

/**
 * What a rule would be handed if the player acted at `now`, without acting: the player's state and an action's
 * context, read in one read-only transaction (one snapshot of every table, no lock taken) and given to `read`, which
 * reads what else it needs through `ctx.db`. Nothing is written; `ctx.prng` is fixed, for rules that would draw.
 */
export async function readAsAction<T>(
  db: Db,
  player: ActingPlayer,
  now: Date,
  read: (state: PlayerState, ctx: RunContext) => T | Promise<T>,
): Promise<T> {
  const { userId, ruleSet } = player;
  const catalogue = await loadCatalogue(db);
  return db.transaction(
    async (tx) => {
      const state = await loadPlayerState(tx, userId, ruleSet);
      const ctx: RunContext = {
        now,
        ruleSet,
        prng: createPrng(`read:${userId}`),
        db: tx,
        catalogue,
        others: new Map(),
        newTicketId: randomUUID,
      };
      return read(state, ctx);
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/** What follow-ups need from the tables: the current period's challenges and the achievements that exist. */
export async function loadFollowUpContext(
  db: Db,
  ctx: ActionContext & Pick<FollowUpContext, 'catalogue' | 'newTicketId'>,
): Promise<FollowUpContext> {
  return {
    now: ctx.now,
    ruleSet: ctx.ruleSet,
    prng: ctx.prng,
    catalogue: ctx.catalogue,
    newTicketId: ctx.newTicketId,
    activeChallenges: await loadActiveChallenges(db, ctx.ruleSet, worldDateOf(ctx.now)),
    achievements: await loadAchievementDefinitions(db),
  };
}

/** The player's leaderboard entries and profile figures after the action, from the state it leads to. */
async function refreshDerivedRows(db: Db, catalogue: Catalogue, before: PlayerState, effects: Effects) {
  const after = applyEffects(before, effects);
  // The database accepted these very effects a moment ago: the in-memory twin cannot refuse them.
  if (!after.ok) throw refusalError(after);
  await writeDerivedRows(db, derivedRows(after.state, catalogue));
}
