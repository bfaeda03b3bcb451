// What players do with their cards: invoke while the balance allows, raise constellations and evolve, fuse, craft
// and enchant (collectors), recycle what they do not keep, and climb the Vortex.
import { craft, enchant, isForgeable, recycle } from '../../areas/inventory/inventory-rules';
import { missingFusionInputs, fuse } from '../../areas/inventory/fusion-rules';
import { upgrade } from '../../areas/inventory/constellation-rules';
import {
  invocationBalanceCosts,
  invoke,
  isEventRunning,
  type RequestedInvocation,
} from '../../areas/invocations/invocations-rules';
import { ascend, towerAttemptLoreDustCost } from '../../areas/tower/tower-rules';
import { isClassic, recycleEntry, shinyLevels, type CatalogueItem, type FusionRecipe } from '../../engine/catalogue';
import { inventoryKey, quantityOf, type InventoryEntry, type PlayerState } from '../../engine/player-state';
import { corporationCreationCost } from '../../areas/corporations/corporations-rules';
import { evolveStep } from './evolution-step';
import { baseContext, cardEffects, corporationView, play, type Scope } from './scope';

/** loreDust a collector keeps aside when crafting or enchanting. */
const loreDustReserve = 200;
/** Balances from which rich players now and then try the dearer invocations. */
const goldenBalance = 12_000;
const starBalance = 30_000;

/** ZUMonnaie the player keeps aside today. */
export function balanceReserve(scope: Scope): number {
  const { account } = scope;
  const foundingSoon = account.membership?.role === 'ADMIN' && !account.state.corporation;
  return account.habit.balanceReserve + (foundingSoon ? corporationCreationCost : 0);
}

function invocationCost(scope: Scope, kind: RequestedInvocation): { balance: number; loreDust: number } {
  const event = scope.day.event;
  const { state } = scope.account;
  if (
    kind === 'BASIC' &&
    event &&
    isEventRunning(event, scope.day.date) &&
    !(event.isOneTime && (state.eventInvocations[event.id] ?? 0) > 0)
  ) {
    return { balance: event.balanceCost, loreDust: event.loreDustCost };
  }
  return { balance: invocationBalanceCosts[kind], loreDust: 0 };
}

export function invokeStep(scope: Scope): void {
  const { account, sim, day } = scope;
  const reserve = balanceReserve(scope);
  for (let i = 0; i < account.habit.invocationsPerDay; i++) {
    const balance = account.state.currencies.balance - reserve;
    let kind: RequestedInvocation = 'BASIC';
    if (balance >= starBalance && account.decisions.chance(0.1)) kind = 'STAR';
    else if (balance >= goldenBalance && account.decisions.chance(0.2)) kind = 'GOLDEN';
    const cost = invocationCost(scope, kind);
    if (balance < cost.balance || account.state.currencies.loreDust < cost.loreDust) return;
    const outcome = play(scope, (now) =>
      invoke(
        account.state,
        { kind },
        {
          ...baseContext(scope, now),
          catalogue: sim.context.catalogue,
          activeEvent: day.event,
          effectCardsEnabled: account.ruleSet === 'HARDCORE',
          cardEffects: cardEffects(scope),
        },
      ),
    );
    if (!outcome) return;
  }
}

function forgeContext(scope: Scope, now: Date) {
  const corporation = corporationView(scope, scope.account.state.corporation?.corporationId);
  return {
    ...baseContext(scope, now),
    catalogue: scope.sim.context.catalogue,
    corporationBonuses: corporation?.bonuses ?? {},
    vortexPackId: scope.day.towerSeason?.packId ?? null,
    cardEffects: cardEffects(scope),
  };
}

/** Getting rid of an effect card costs its craft value (30% more at most, under a malus). */
function canPayToDrop(scope: Scope, item: CatalogueItem): boolean {
  const price = recycleEntry(scope.sim.context.catalogue, item.rarity, 0)?.craftValue ?? Infinity;
  const currency = isClassic(item) ? 'loreDust' : 'loreFragment';
  return scope.account.state.currencies[currency] >= Math.ceil(price * 1.3);
}

/** The rarity from which a card melted for fusions keeps its first copy all the same. */
const keptRarity = 4;

/** Copies of a plain card the player keeps when cleaning up. */
function copiesKept(scope: Scope, item: CatalogueItem, shinyLevel: number): number {
  const { habit } = scope.account;
  const fusionNeed = scope.sim.context.fusionNeeds.get(item.id) ?? 0;
  if (habit.meltsForFusions) {
    // What it fused is what it plays for: one copy of a fusion's result stays; so does a card on offer.
    if (scope.sim.context.catalogue.fusionsByResult.has(item.id)) return 1;
    if (item.rarity >= keptRarity || isOnOffer(scope, item, shinyLevel)) return 1;
    // Its evolutions go on from a plain copy of each card of the chain.
    if (shinyLevel === 0 && scope.sim.context.evolutionItems.has(item.id)) return Math.max(1, fusionNeed);
    return shinyLevel === 0 ? fusionNeed : 0;
  }
  const kept = habit.forges && shinyLevel === 0 ? Math.max(1, fusionNeed) : 1;
  // A trader keeps a second copy of what it may sell; another player one more copy while it has the card on offer,
  // so that a sale never takes its last copy (the card an evolution reached included).
  if (habit.trades) return item.isTradable && item.rarity >= 2 ? 2 : kept;
  return kept + (isOnOffer(scope, item, shinyLevel) ? 1 : 0);
}

/** Whether the player has this card on offer (the market of players who never visit it is not searched). */
function isOnOffer(scope: Scope, item: CatalogueItem, shinyLevel: number): boolean {
  const { account, world } = scope;
  if (account.habit.marketChance === 0) return false;
  return world.market.lists(account, item.id, shinyLevel);
}

/** Shiny and constellation levels a card's entries can have in a simulated world (a constellation starts at the
 * card's rarity, at most 6, and only goes down). */
const entryLevels = shinyLevels.flatMap((shinyLevel) =>
  [0, 1, 2, 3, 4, 5, 6].map((level) => [shinyLevel, level] as const),
);

/**
 * The player's state seen through one card's entries. Raising a constellation reads nothing else, but looking for
 * the card's constellation lists the whole inventory, which costs more than everything else the action does; the
 * card's entries are found by their keys instead. Should the card have two constellations (never in a simulated
 * world), the whole state is used, since which comes first then depends on the inventory's order.
 */
function cardView(state: PlayerState, item: CatalogueItem): PlayerState {
  const inventory: Record<string, InventoryEntry> = {};
  let constellations = 0;
  for (const [shinyLevel, level] of entryLevels) {
    const key = inventoryKey(item.id, shinyLevel, level);
    const entry = state.inventory[key];
    if (!entry) continue;
    inventory[key] = entry;
    if (level >= 1) constellations++;
  }
  return constellations > 1 ? state : { ...state, inventory };
}

/**
 * Collectors melt the duplicates of upgradable cards into their constellation before anything gets recycled, until
 * the constellation is complete (the extra copies are then worth more recycled).
 */
function upgradeStep(scope: Scope): void {
  const { account, sim } = scope;
  for (const key of account.touched) {
    const entry = account.state.inventory[key];
    const item = entry && sim.context.catalogue.itemsById.get(entry.itemId);
    if (!entry || !item || !item.isUpgradable || entry.upgradeLevel !== 0 || entry.shinyLevel !== 0) continue;
    if (quantityOf(account.state, item.id, 0, 1) > 0) continue;
    // A constellation takes a duplicate: at least one copy stays besides it.
    const keep = Math.max(1, copiesKept(scope, item, 0));
    while (quantityOf(account.state, item.id, 0) > keep && quantityOf(account.state, item.id, 0, 1) === 0) {
      const done = play(scope, (now) =>
        upgrade(
          sim.exact ? account.state : cardView(account.state, item),
          { itemId: item.id },
          {
            ...baseContext(scope, now),
            catalogue: sim.context.catalogue,
          },
        ),
      );
      if (!done) break;
    }
  }
}

/** A fusion becomes possible only when one of its inputs comes in: only those recipes are looked at. */
function fusionStep(scope: Scope): void {
  const { account, sim } = scope;
  const recipes = new Set<FusionRecipe>();
  for (const key of account.touched) {
    const entry = account.state.inventory[key];
    if (entry?.shinyLevel !== 0 || entry.upgradeLevel !== 0) continue;
    for (const recipe of sim.context.recipesByInput.get(entry.itemId) ?? []) recipes.add(recipe);
  }
  for (const recipe of recipes) {
    if (missingFusionInputs(account.state, recipe, 0).length > 0) continue;
    play(scope, (now) =>
      fuse(
        account.state,
        { resultItemId: recipe.resultItemId, shinyLevel: 0 },
        { ...baseContext(scope, now), catalogue: sim.context.catalogue },
      ),
    );
  }
}

interface FusionAim {
  recipe: FusionRecipe;
  item: CatalogueItem;
  price: number;
}

/** Crafts for a fusion each day at most. */
const fusionCraftsPerDay = 3;

/**
 * The fusion a collector works towards: among the recipes whose result it lacks and of which a missing card can be
 * crafted today ('Classique', or the Vortex season's pack), the one it misses the fewest uncraftable copies of, then
 * the fewest copies.
 */
function fusionAim(scope: Scope): FusionAim | null {
  const { account, sim, day } = scope;
  const { catalogue } = sim.context;
  const vortexPackId = day.towerSeason?.packId ?? null;
  let best: FusionAim | null = null;
  let fewest = Infinity;
  for (const recipe of catalogue.fusionsByResult.values()) {
    if (quantityOf(account.state, recipe.resultItemId, 0) > 0) continue;
    let copies = 0;
    let craftable: CatalogueItem | null = null;
    for (const input of missingFusionInputs(account.state, recipe, 0)) {
      const item = catalogue.itemsById.get(input.itemId);
      const forgeable = item?.isCraftable === true && isForgeable(item, vortexPackId);
      // A copy that cannot be crafted today weighs as much as a hundred that can.
      copies += (input.needed - input.held) * (forgeable ? 1 : 100);
      if (!craftable && forgeable && item) craftable = item;
    }
    if (!craftable || copies >= fewest) continue;
    fewest = copies;
    best = { recipe, item: craftable, price: recycleEntry(catalogue, craftable.rarity, 0)?.craftValue ?? Infinity };
  }
  return best;
}

/**
 * Crafts missing cards of the aimed fusion, and fuses as soon as nothing is missing. 'saving' when a fusion is in
 * sight but not affordable yet: the collector then keeps its dust for it rather than crafting anything else.
 */
function aimedFusionStep(scope: Scope): 'crafted' | 'saving' | 'none' {
  const { account, sim } = scope;
  let crafts = 0;
  while (crafts < fusionCraftsPerDay) {
    const aim = fusionAim(scope);
    if (!aim) break;
    const held = isClassic(aim.item) ? account.state.currencies.loreDust : account.state.currencies.loreFragment;
    if (held < aim.price + loreDustReserve) return crafts > 0 ? 'crafted' : 'saving';
    const crafted = play(scope, (now) => craft(account.state, { itemId: aim.item.id }, forgeContext(scope, now)));
    if (!crafted) break;
    crafts++;
    if (missingFusionInputs(account.state, aim.recipe, 0).length === 0) {
      play(scope, (now) =>
        fuse(
          account.state,
          { resultItemId: aim.recipe.resultItemId, shinyLevel: 0 },
          { ...baseContext(scope, now), catalogue: sim.context.catalogue },
        ),
      );
    }
  }
  return crafts > 0 ? 'crafted' : 'none';
}

/**
 * One card crafted a day: towards a fusion when one is within reach, else any card missing from the collection,
 * from 'Classique' (loreDust) or the Vortex pack (loreFragment); and one enchanted.
 */
function craftStep(scope: Scope): void {
  const { account, sim, day } = scope;
  const { catalogue } = sim.context;
  const aimed = aimedFusionStep(scope);
  if (aimed === 'crafted') enchantStep(scope);
  if (aimed !== 'none') return;
  const vortexCards = sim.context.plainItemsByPack.get(day.towerSeason?.packId ?? '') ?? [];
  const useFragments = account.state.currencies.loreFragment > account.state.currencies.loreDust && vortexCards.length;
  const pool = useFragments ? vortexCards.filter((item) => item.isCraftable) : sim.context.craftableClassics;
  if (pool.length === 0) return;
  const held = useFragments ? account.state.currencies.loreFragment : account.state.currencies.loreDust;
  for (let attempt = 0; attempt < 3; attempt++) {
    const item = account.decisions.pick(pool);
    const price = recycleEntry(catalogue, item.rarity, 0)?.craftValue ?? Infinity;
    if (item.rarity > 3 || quantityOf(account.state, item.id, 0) > 0 || held < price + loreDustReserve) continue;
    play(scope, (now) => craft(account.state, { itemId: item.id }, forgeContext(scope, now)));
    break;
  }
  enchantStep(scope);
}

function enchantStep(scope: Scope): void {
  const { account, sim } = scope;
  if (account.state.currencies.loreDust < 2_000) return;
  for (let attempt = 0; attempt < 3; attempt++) {
    const item = account.decisions.pick(sim.context.craftableClassics);
    if (!item.isGoldable || !item.shinyLevels[1] || quantityOf(account.state, item.id, 0) === 0) continue;
    if (quantityOf(account.state, item.id, 1) > 0) continue;
    play(scope, (now) => enchant(account.state, { itemId: item.id }, forgeContext(scope, now)));
    break;
  }
}

/**
 * A HARDCORE collection lives one season at most, too short for luck to bring many duplicates: an upgrader there
 * crafts, once a day, a copy of a 'Classique' card it holds (rarity 1 or 2, constellation not complete) when its
 * loreDust allows, and raises that card's constellation with it.
 */
function constellationCraftStep(scope: Scope): void {
  const { account, sim } = scope;
  const { state } = account;
  for (const entry of Object.values(state.inventory)) {
    const item = sim.context.catalogue.itemsById.get(entry.itemId);
    if (entry.upgradeLevel !== 0 || entry.shinyLevel !== 0 || !item || !isClassic(item)) continue;
    if (!item.isCraftable || !item.isUpgradable || item.rarity > 2 || item.effect !== null) continue;
    if (quantityOf(state, item.id, 0, 1) > 0) continue;
    const price = recycleEntry(sim.context.catalogue, item.rarity, 0)?.craftValue ?? Infinity;
    if (state.currencies.loreDust < price) return;
    play(scope, (now) => craft(state, { itemId: item.id }, forgeContext(scope, now)));
    return;
  }
}

export function forgeStep(scope: Scope): void {
  const { habit, ruleSet } = scope.account;
  if (habit.upgrades && ruleSet === 'HARDCORE') constellationCraftStep(scope);
  if (habit.upgrades) upgradeStep(scope);
  if (habit.upgrades) evolveStep(scope);
  if (!scope.account.habit.forges) return;
  fusionStep(scope);
  craftStep(scope);
}

/**
 * Recycles the extra copies of the cards that came in since the last clean-up, and gets rid of malus effect cards
 * (which costs), keeping the bonus ones.
 */
export function recycleStep(scope: Scope): void {
  const { account, sim } = scope;
  const retry: string[] = [];
  for (const key of account.touched) {
    const entry = account.state.inventory[key];
    const item = entry && sim.context.catalogue.itemsById.get(entry.itemId);
    if (!entry || !item || entry.upgradeLevel !== 0 || !item.isRecyclable) continue;
    const malus = item.effect?.startsWith('DEBUFF_') ?? false;
    // A malus the player cannot yet pay to get rid of waits for the next clean-up.
    if (malus && !canPayToDrop(scope, item)) {
      retry.push(key);
      continue;
    }
    const quantity =
      item.effect === null ? entry.quantity - copiesKept(scope, item, entry.shinyLevel) : malus ? entry.quantity : 0;
    if (quantity <= 0) continue;
    play(scope, (now) =>
      recycle(account.state, { itemId: item.id, shinyLevel: entry.shinyLevel, quantity }, forgeContext(scope, now)),
    );
  }
  account.touched.clear();
  for (const key of retry) account.touched.add(key);
}

export function towerStep(scope: Scope): void {
  const { account, sim, day } = scope;
  if (!day.towerSeason) return;
  for (let i = 0; i < account.habit.towerAttempts; i++) {
    if (account.state.currencies.loreDust < towerAttemptLoreDustCost) return;
    const done = play(scope, (now) =>
      ascend(
        account.state,
        {},
        { ...baseContext(scope, now), catalogue: sim.context.catalogue, season: day.towerSeason },
      ),
    );
    if (!done) return;
  }
}
