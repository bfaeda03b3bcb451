// Buying an échoppe offer through the data layer, among the current batch.
import type { Db } from '../../db/client';
import { runPlayerAction, type ActionPlayer, type ActionRule } from '../../orchestrator/action-runner';
import type { ShopPurchaseRecord } from '../../engine/records';
import { loadShopOffers } from './shop-queries';
import { buyShopOffer as buyRule } from './shop-rules';

export const buyShopOfferAction =
  (offerId: string): ActionRule<ShopPurchaseRecord> =>
  async (state, ctx) =>
    buyRule(state, { offerId }, { ...ctx, offers: await loadShopOffers(ctx.db, ctx.ruleSet, ctx.now) });

export function buyShopOffer(db: Db, player: ActionPlayer, offerId: string, now: Date): Promise<ShopPurchaseRecord> {
  return runPlayerAction(db, player, now, buyShopOfferAction(offerId));
}
