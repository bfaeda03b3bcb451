// The inventory's actions through the data layer: recycling, crafting and enchanting (with the corporation's
// bonuses and the running Vortex season's pack), fusions, constellations and evolutions; and the forge planner, which
// asks the same rules on the state and forge context these actions read, without acting.
import type { Db } from '../../db/client';
import { loadCorporationBonusLevels } from '../corporations/corporations-queries';
import { loadTowerSeason } from '../tower/tower-queries';
import type { ShinyLevel } from '../../engine/catalogue';
import {
  readAsAction,
  runPlayerAction,
  type ActingPlayer,
  type ActionPlayer,
  type ActionRule,
  type RunContext,
} from '../../orchestrator/action-runner';
import type { PlayerState } from '../../engine/player-state';
import type {
  ConstellationRecord,
  EvolutionRecord,
  ForgeRecord,
  FusionRecord,
  RecycleRecord,
} from '../../engine/records';
import { worldDateOf } from '../../engine/world-rules';
import { upgrade as upgradeRule } from './constellation-rules';
import { evolve as evolveRule } from './evolution-rules';
import { fuse as fuseRule, type FusionShinyLevel } from './fusion-rules';
import { planForge, type ForgePlanFigures, type PlannedPack } from './forge-plan-rules';
import { loadEvolutionChains } from './inventory-queries';
import {
  craft as craftRule,
  enchant as enchantRule,
  recycle as recycleRule,
  type ForgeContext,
} from './inventory-rules';

async function forgeContext(state: PlayerState, ctx: RunContext): Promise<ForgeContext> {
  const season = await loadTowerSeason(ctx.db, ctx.ruleSet, worldDateOf(ctx.now));
  return {
    ...ctx,
    corporationBonuses: await loadCorporationBonusLevels(ctx.db, state.corporation?.corporationId ?? null),
    vortexPackId: season?.packId ?? null,
  };
}

export interface RecycleInput {
  itemId: string;
  shinyLevel: ShinyLevel;
  quantity: number;
}

export const recycleAction =
  (input: RecycleInput): ActionRule<RecycleRecord> =>
  async (state, ctx) =>
    recycleRule(state, input, await forgeContext(state, ctx));

export const craftAction =
  (itemId: string): ActionRule<ForgeRecord> =>
  async (state, ctx) =>
    craftRule(state, { itemId }, await forgeContext(state, ctx));

export const enchantAction =
  (itemId: string): ActionRule<ForgeRecord> =>
  async (state, ctx) =>
    enchantRule(state, { itemId }, await forgeContext(state, ctx));

export const fuseAction =
  (input: { resultItemId: string; shinyLevel: FusionShinyLevel }): ActionRule<FusionRecord> =>
  (state, ctx) =>
    fuseRule(state, input, ctx);

export const upgradeAction =
  (itemId: string): ActionRule<ConstellationRecord> =>
  (state, ctx) =>
    upgradeRule(state, { itemId }, ctx);

export const evolveAction =
  (chainId: string): ActionRule<EvolutionRecord> =>
  async (state, ctx) =>
    evolveRule(state, { chainId }, { ...ctx, evolutions: await loadEvolutionChains(ctx.db) });

export function recycle(db: Db, player: ActionPlayer, input: RecycleInput, now: Date): Promise<RecycleRecord> {
  return runPlayerAction(db, player, now, recycleAction(input));
}

export function craft(db: Db, player: ActionPlayer, itemId: string, now: Date): Promise<ForgeRecord> {
  return runPlayerAction(db, player, now, craftAction(itemId));
}

export function enchant(db: Db, player: ActionPlayer, itemId: string, now: Date): Promise<ForgeRecord> {
  return runPlayerAction(db, player, now, enchantAction(itemId));
}

export function fuse(
  db: Db,
  player: ActionPlayer,
  input: { resultItemId: string; shinyLevel: FusionShinyLevel },
  now: Date,
): Promise<FusionRecord> {
  return runPlayerAction(db, player, now, fuseAction(input));
}

/** Melts a duplicate into the card's constellation. */
export function upgrade(db: Db, player: ActionPlayer, itemId: string, now: Date): Promise<ConstellationRecord> {
  return runPlayerAction(db, player, now, upgradeAction(itemId));
}

export function evolve(db: Db, player: ActionPlayer, chainId: string, now: Date): Promise<EvolutionRecord> {
  return runPlayerAction(db, player, now, evolveAction(chainId));
}

/** The forge planner's figures for the player at `now` (with `pack`: its missing cards priced); nothing is written. */
export function forgePlan(db: Db, player: ActingPlayer, now: Date, pack?: PlannedPack): Promise<ForgePlanFigures> {
  return readAsAction(db, player, now, async (state, ctx) => planForge(state, await forgeContext(state, ctx), pack));
}
