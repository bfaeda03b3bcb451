// Invocations (/im): pay, draw a card. A basic invocation may give way to the running event's banner; a pity
// counter guarantees a rarity-4 card after a run of bad luck; in HARDCORE some draws are effect cards.
import type { CardEffect } from '@zu/shared-contract';
import { effectCardChance, effectsInForce } from '../inventory/effect-cards-rules';
import { createPrng, type Prng } from '../../engine/prng';
import {
  catalogueSelection,
  classicPackName,
  starRarity,
  type Catalogue,
  type CatalogueItem,
} from '../../engine/catalogue';
import {
  accept,
  actionLog,
  checkCosts,
  makeEffects,
  pay,
  refuse,
  type ActionContext,
  type ActionResult,
  type CurrencyDeltas,
} from '../../engine/effects';
import { type PlayerState, pityCounterStart } from '../../engine/player-state';
import type { InvocationRecord } from '../../engine/records';
import { addDays, daysBetween, instantString, worldDateOf, type WorldDate } from '../../engine/world-rules';
import { drawCard, invocationRarityWeights, starRarityWeights, type Drawn, type ShinyMode } from './drop-rules';
import { type InvocationKind } from '../../engine/record-types';
import type { RuleSet } from '../../engine/rule-sets';

export type RequestedInvocation = Exclude<InvocationKind, 'EVENT'>;

/** ZUMonnaie per invocation. */
export const invocationBalanceCosts: Record<RequestedInvocation, number> = {
  BASIC: 1000,
  GOLDEN: 1500,
  CHROMA: 2000,
  STAR: 3000,
};

export const pityCounterStep = 10;
export const pityRarity = 4;

export interface InvocationEvent {
  id: string;
  beginDate: WorldDate;
  endDate: WorldDate;
  isActive: boolean;
  balanceCost: number;
  loreDustCost: number;
  /** Each player may invoke on it once only. */
  isOneTime: boolean;
  isPityEnabled: boolean;
  itemIds: readonly string[];
}

/**
 * Chosen: an invocation event opens every 14 days and lasts 10, so at most four days pass without one. The days
 * are counted from a fixed one (an event began on 2026-10-27), so that every world, seeded on any date or carried
 * on by the daily turn, opens its events on the same days.
 */
export const eventEveryDays = 14;
export const eventLengthDays = 10;
export const eventCalendarAnchor: WorldDate = '2026-10-27';

/** The first day an event opens on or after `date`. */
export function nextEventDay(date: WorldDate): WorldDate {
  const past = ((daysBetween(eventCalendarAnchor, date) % eventEveryDays) + eventEveryDays) % eventEveryDays;
  return past === 0 ? date : addDays(date, eventEveryDays - past);
}
export const eventBalanceCost = 1_500;

export interface EventTerms {
  balanceCost: number;
  loreDustCost: number;
  isOneTime: boolean;
  isPityEnabled: boolean;
}

/** Chosen: half the events also cost 10 loreDust, one in four may be invoked once only, four in five keep the pity. */
export function drawEventTerms(prng: Prng): EventTerms {
  return {
    balanceCost: eventBalanceCost,
    loreDustCost: prng.chance(0.5) ? 0 : 10,
    isOneTime: prng.chance(0.25),
    isPityEnabled: prng.chance(0.8),
  };
}

/**
 * The pack of the next event: among the themed packs (not 'Classique', with plain cards), the one that has gone
 * longest without an event, a pack never shown first; ties by pack id so that every run picks the same.
 */
export function nextEventPackId(
  themedPackIds: readonly string[],
  lastEventDateByPack: ReadonlyMap<string, WorldDate>,
): string | null {
  let chosen: { id: string; last: string } | null = null;
  for (const id of themedPackIds) {
    const last = lastEventDateByPack.get(id) ?? '';
    if (!chosen || last < chosen.last || (last === chosen.last && id < chosen.id)) chosen = { id, last };
  }
  return chosen?.id ?? null;
}

/** What an event's banner may hold, by pack: the plain cards (no effect card, no STAR) of every pack but 'Classique'. */
export function eventCardsByPack(items: readonly CatalogueItem[]): Map<string, CatalogueItem[]> {
  const byPack = new Map<string, CatalogueItem[]>();
  for (const item of items) {
    if (item.effect !== null || item.rarity >= starRarity || item.packName === classicPackName) continue;
    const cards = byPack.get(item.packId);
    if (cards) cards.push(item);
    else byPack.set(item.packId, [item]);
  }
  return byPack;
}

export interface PlannedEvent extends EventTerms {
  /** 'Bannière' and the pack's name. */
  name: string;
  packId: string;
  beginDate: WorldDate;
  endDate: WorldDate;
  itemIds: string[];
}

/**
 * The event opening on `beginDate`: its pack (`nextEventPackId`), its banner (every card `eventCardsByPack` gives that
 * pack), its length and its terms, drawn from a stream keyed by the rule set and the day. The seed's history and the
 * daily turn both open their events through it, so a seeded calendar is the one the turn would have made.
 */
export function planEvent(
  ruleSet: RuleSet,
  beginDate: WorldDate,
  cardsByPack: ReadonlyMap<string, readonly CatalogueItem[]>,
  lastEventDateByPack: ReadonlyMap<string, WorldDate>,
): PlannedEvent | null {
  const packId = nextEventPackId([...cardsByPack.keys()], lastEventDateByPack);
  const cards = packId === null ? [] : (cardsByPack.get(packId) ?? []);
  const first = cards[0];
  if (packId === null || !first) return null;
  return {
    packId,
    name: `Bannière ${first.packName}`,
    beginDate,
    endDate: addDays(beginDate, eventLengthDays - 1),
    itemIds: cards.map((card) => card.id),
    ...drawEventTerms(createPrng(`event/${ruleSet}/${beginDate}`)),
  };
}

export function isEventRunning(event: InvocationEvent, today: WorldDate): boolean {
  return event.isActive && event.beginDate <= today && today <= event.endDate;
}

export function invocationsBeforePity(counter: number): number {
  return Math.floor(counter / pityCounterStep);
}

export interface InvocationContext extends ActionContext {
  catalogue: Catalogue;
  /** The rule set's running event, if any. */
  activeEvent: InvocationEvent | null;
  /** HARDCORE with the EFFECT feature on. */
  effectCardsEnabled: boolean;
  /** The effects the player is under, when the caller keeps them (see effectsInForce). */
  cardEffects?: readonly CardEffect[];
}

interface Plan {
  kind: InvocationKind;
  event: InvocationEvent | null;
  costs: CurrencyDeltas;
  pool: CatalogueItem[];
  mode: ShinyMode;
  countsForPity: boolean;
}

const eventPools = new WeakMap<readonly string[], { catalogue: Catalogue; pool: CatalogueItem[] }>();

/** An event's cards, computed once per list of card ids (held weakly, so a rebuilt event leaks nothing). */
function eventPool(catalogue: Catalogue, itemIds: readonly string[]): CatalogueItem[] {
  const cached = eventPools.get(itemIds);
  if (cached?.catalogue === catalogue) return cached.pool;
  const ids = new Set(itemIds);
  const pool = catalogue.items.filter((item) => ids.has(item.id) && item.effect === null);
  eventPools.set(itemIds, { catalogue, pool });
  return pool;
}

/** A card the basic, golden and chroma invocations may give: invocable, below STAR, no effect card. */
export function isBasicInvocationCard(item: CatalogueItem): boolean {
  return item.isInvocable && item.effect === null && item.rarity < starRarity;
}

/** The basic invocation's cards (outside events), computed once per catalogue. */
export function basicInvocationPool(catalogue: Catalogue): CatalogueItem[] {
  return catalogueSelection(catalogue, 'invocation-pool/BASIC', () => catalogue.items.filter(isBasicInvocationCard));
}

/** A basic invocation becomes the event's while one runs, unless the player already used a one-time event. */
export function planInvocation(state: PlayerState, requested: RequestedInvocation, ctx: InvocationContext): Plan {
  const today = worldDateOf(ctx.now);
  const event = ctx.activeEvent;
  const items = ctx.catalogue.items;
  // Pools are computed once per catalogue (catalogueSelection): filtering every card on each invocation is costly.
  if (
    requested === 'BASIC' &&
    event &&
    isEventRunning(event, today) &&
    !(event.isOneTime && (state.eventInvocations[event.id] ?? 0) > 0)
  ) {
    return {
      kind: 'EVENT',
      event,
      costs: { balance: event.balanceCost, loreDust: event.loreDustCost },
      pool: eventPool(ctx.catalogue, event.itemIds),
      mode: 'CHANCE',
      countsForPity: event.isPityEnabled,
    };
  }
  const costs = { balance: invocationBalanceCosts[requested] };
  switch (requested) {
    case 'BASIC':
      return {
        kind: requested,
        event: null,
        costs,
        pool: basicInvocationPool(ctx.catalogue),
        mode: 'CHANCE',
        countsForPity: true,
      };
    case 'GOLDEN':
      return {
        kind: requested,
        event: null,
        costs,
        pool: catalogueSelection(ctx.catalogue, 'invocation-pool/GOLDEN', () =>
          items.filter((item) => isBasicInvocationCard(item) && item.shinyLevels[1]),
        ),
        mode: 'GOLDEN',
        countsForPity: true,
      };
    case 'CHROMA':
      return {
        kind: requested,
        event: null,
        costs,
        pool: catalogueSelection(ctx.catalogue, 'invocation-pool/CHROMA', () =>
          items.filter((item) => isBasicInvocationCard(item) && item.shinyLevels[2]),
        ),
        mode: 'CHROMA',
        countsForPity: true,
      };
    case 'STAR':
      return {
        kind: requested,
        event: null,
        costs,
        pool: catalogueSelection(ctx.catalogue, 'invocation-pool/STAR', () =>
          items.filter((item) => item.isInvocable && item.rarity === starRarity),
        ),
        mode: 'STAR',
        countsForPity: false,
      };
  }
}

const nothingToInvoke = refuse('NOTHING_TO_INVOKE', "Aucune carte ne peut être invoquée pour l'instant.");

export function invoke(
  state: PlayerState,
  input: { kind: RequestedInvocation },
  ctx: InvocationContext,
): ActionResult<InvocationRecord> {
  const plan = planInvocation(state, input.kind, ctx);
  const refusal = checkCosts(state.currencies, plan.costs);
  if (refusal) return refusal;
  if (plan.pool.length === 0) return nothingToInvoke;

  const weights = plan.kind === 'STAR' ? starRarityWeights : invocationRarityWeights;
  const pityDue = plan.countsForPity && state.invokeBeforePity - pityCounterStep <= 0;
  let drawn: Drawn | null = null;
  let isEffectCard = false;
  if (pityDue) {
    drawn = drawCard(ctx.prng, plan.pool, weights, plan.mode, pityRarity);
  } else if (ctx.effectCardsEnabled && plan.kind !== 'STAR') {
    const effectCards = catalogueSelection(ctx.catalogue, 'EFFECT_CARDS', () =>
      ctx.catalogue.items.filter((item) => item.effect !== null),
    );
    if (
      effectCards.length > 0 &&
      ctx.prng.chance(effectCardChance(effectsInForce(state, ctx.catalogue, ctx.cardEffects)))
    ) {
      drawn = { item: ctx.prng.pick(effectCards), shinyLevel: 0 };
      isEffectCard = true;
    }
  }
  // A pool without rarity 4 (a small event) cannot honour the pity: draw normally and keep counting.
  const isPity = pityDue && drawn !== null;
  drawn ??= drawCard(ctx.prng, plan.pool, weights, plan.mode);
  if (!drawn) return nothingToInvoke;

  let invokeBeforePity = state.invokeBeforePity;
  if (plan.countsForPity) {
    const lucky = drawn.item.rarity >= pityRarity && !isEffectCard;
    invokeBeforePity = lucky ? pityCounterStart : Math.max(pityCounterStep, invokeBeforePity - pityCounterStep);
  }
  const record: InvocationRecord = {
    kind: 'invocation',
    at: instantString(ctx.now),
    invocationKind: plan.kind,
    eventId: plan.event?.id ?? null,
    balanceCost: plan.costs.balance ?? 0,
    loreDustCost: plan.costs.loreDust ?? 0,
    itemId: drawn.item.id,
    rarity: drawn.item.rarity,
    shinyLevel: drawn.shinyLevel,
    isPity,
    isEffectCard,
    invokeBeforePity,
  };
  const effects = makeEffects({
    currencies: pay(plan.costs),
    inventory: [{ itemId: drawn.item.id, shinyLevel: drawn.shinyLevel, upgradeLevel: 0, quantity: 1 }],
    counters: [{ counter: 'invocationCount', delta: 1 }],
    records: [record, actionLog('INVOKE', ctx, input, {})],
  });
  return accept(effects, record);
}
