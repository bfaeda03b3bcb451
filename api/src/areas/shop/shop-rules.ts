// The échoppe: every day the daily turn puts up a fresh batch of cards at fixed prices with a limited stock; each
// player may buy each offer once.
import type { Prng } from '../../engine/prng';
import type { Catalogue, ShinyLevel } from '../../engine/catalogue';
import {
  accept,
  actionLog,
  checkCosts,
  makeEffects,
  refuse,
  type ActionContext,
  type ActionResult,
} from '../../engine/effects';
import type { PlayerState } from '../../engine/player-state';
import type { ShopPurchaseRecord } from '../../engine/records';
import { instantString, type WorldDate } from '../../engine/world-rules';

/** Chosen: the échoppe's daily batch. */
export const shopOffersPerDay = 8;
export const shopRarities = { min: 2, max: 5 } as const;
/** ZUMonnaie by rarity (index), before the golden multiplier. */
export const shopBasePrices = [0, 400, 900, 2_500, 7_000, 18_000] as const;
export const shopGoldenChance = 0.25;
export const shopGoldenPriceMultiplier = 3;
export const shopStockRange = { min: 5, max: 50 } as const;

export interface ShopOffer {
  id: string;
  itemId: string;
  shinyLevel: ShinyLevel;
  upgradeLevel: number;
  price: number;
  initialStock: number;
  beginDate: WorldDate;
}

export function shopPrice(rarity: number, shinyLevel: ShinyLevel): number {
  return (shopBasePrices[rarity] ?? 0) * (shinyLevel === 1 ? shopGoldenPriceMultiplier : 1);
}

/** Today's batch: tradable cards of rarity 2 to 5, a quarter of them golden when the card exists so. */
export function restockShop(catalogue: Catalogue, prng: Prng, today: WorldDate): ShopOffer[] {
  const candidates = catalogue.items.filter(
    (item) =>
      item.rarity >= shopRarities.min && item.rarity <= shopRarities.max && item.isTradable && item.effect === null,
  );
  return prng.sample(candidates, Math.min(shopOffersPerDay, candidates.length)).map((item) => {
    const shinyLevel: ShinyLevel = item.shinyLevels[1] && prng.chance(shopGoldenChance) ? 1 : 0;
    return {
      id: prng.uuid(),
      itemId: item.id,
      shinyLevel,
      upgradeLevel: 0,
      price: shopPrice(item.rarity, shinyLevel),
      initialStock: prng.int(shopStockRange.min, shopStockRange.max),
      beginDate: today,
    };
  });
}

export interface ShopContext extends ActionContext {
  /** Today's offers with their current stock. */
  offers: readonly (ShopOffer & { currentStock: number })[];
}

export function buyShopOffer(
  state: PlayerState,
  input: { offerId: string },
  ctx: ShopContext,
): ActionResult<ShopPurchaseRecord> {
  const offer = ctx.offers.find((o) => o.id === input.offerId);
  if (!offer) return refuse('OFFER_NOT_AVAILABLE', "Cette offre n'est plus disponible.");
  if (offer.currentStock < 1) return refuse('OUT_OF_STOCK', "Cette offre de l'échoppe est épuisée.");
  if (state.shopPurchases.includes(offer.id)) return refuse('ALREADY_BOUGHT', 'Tu as déjà acheté cette offre.');
  const refusal = checkCosts(state.currencies, { balance: offer.price });
  if (refusal) return refusal;
  const record: ShopPurchaseRecord = {
    kind: 'shopPurchase',
    at: instantString(ctx.now),
    offerId: offer.id,
    itemId: offer.itemId,
    shinyLevel: offer.shinyLevel,
    upgradeLevel: offer.upgradeLevel,
    price: offer.price,
  };
  return accept(
    makeEffects({
      currencies: { balance: -offer.price },
      inventory: [
        { itemId: offer.itemId, shinyLevel: offer.shinyLevel, upgradeLevel: offer.upgradeLevel, quantity: 1 },
      ],
      counters: [{ counter: 'shopPurchaseCount', delta: 1 }],
      records: [record, actionLog('SHOP_BUY', ctx, input, record)],
      shared: [{ kind: 'shopStock', offerId: offer.id, delta: -1 }],
    }),
    record,
  );
}
