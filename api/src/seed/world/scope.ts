// One account's turn to act on one day: the clock that stamps its actions and the contexts the rules ask for.
import type { CardEffect } from '@zu/shared-contract';
import type { CorporationView } from '../../areas/corporations/corporations-rules';
import type { TicketContext } from '../../areas/lucky/lucky-rules';
import type { ActionContext, ActionResult } from '../../engine/effects';
import { act, type Played } from './play-action';
import type { Account, Day, RuleSetWorld, Simulation } from './world-state';

/** Seconds between two actions of a player. */
const secondsBetweenActions = 9;

export interface Scope {
  sim: Simulation;
  world: RuleSetWorld;
  day: Day;
  account: Account;
  /** The next action's instant, in milliseconds. */
  time: number;
}

export function createScope(sim: Simulation, world: RuleSetWorld, day: Day, account: Account, minute: number): Scope {
  return { sim, world, day, account, time: day.turn.getTime() + minute * 60_000 };
}

/** The base context of an action at `now`. */
export function baseContext(scope: Scope, now: Date): ActionContext {
  return { now, ruleSet: scope.account.ruleSet, prng: scope.account.engine };
}

/** The context of an action that may give tickets: the seed draws their ids from the player's generator. */
export function ticketContext(scope: Scope, now: Date): TicketContext {
  const prng = scope.account.engine;
  return { ...baseContext(scope, now), catalogue: scope.sim.context.catalogue, newTicketId: () => prng.uuid() };
}

/** Plays the action `run` builds for the next instant; returns its outcome, or null when refused or past the seed's end. */
export function play<O>(scope: Scope, run: (now: Date) => ActionResult<O>): Played<O> | null {
  if (scope.time >= scope.sim.endsAt) return null;
  const now = new Date(scope.time);
  scope.time += secondsBetweenActions * 1000;
  return act(scope.sim, scope.world, scope.day, scope.account, now, run(now));
}

/** The effects the player is under, as the simulation keeps them; left to the rules in exact mode. */
export function cardEffects(scope: Scope): readonly CardEffect[] | undefined {
  return scope.sim.exact ? undefined : scope.account.metrics.cardEffects;
}

/** The account's corporation as the shared rows hold it, or null. */
export function corporationView(scope: Scope, corporationId: string | undefined): CorporationView | null {
  if (!corporationId) return null;
  const row = scope.world.shared.corporations[corporationId];
  return row && !row.dissolved
    ? { id: corporationId, balance: row.balance, bonuses: row.bonuses, memberCount: row.memberCount }
    : null;
}
