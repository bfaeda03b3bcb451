// Rows several players share, in one rule set's world: corporations (treasury, bonus levels, member count), the
// tickets' jackpot, the échoppe's stock and the market's open offers. Same contract as applyEffects: refuse where
// the database's guarded update would.
import { refuse, type Effects, type Refusal } from './effects';
import { recordsOf } from './records';

export interface SharedCorporation {
  balance: number;
  /** Level by bonus type (absent: 0). */
  bonuses: Readonly<Record<string, number>>;
  memberCount: number;
}

export interface SharedState {
  corporations: Readonly<Record<string, SharedCorporation>>;
  jackpot: number;
  /** Current stock by échoppe offer id. */
  shopStock: Readonly<Record<string, number>>;
  /** Offer ids still open on the market. */
  openTradeOffers: readonly string[];
}

export type SharedApplyResult = { ok: true; shared: SharedState } | Refusal;

export function applySharedEffects(shared: SharedState, effects: Effects): SharedApplyResult {
  // Copied on first write only: a world holds thousands of corporations and most actions touch none of them.
  let corporations = shared.corporations as Record<string, SharedCorporation>;
  let shopStock = shared.shopStock as Record<string, number>;
  const writable = { corporations: false, shopStock: false };
  const corporationsToWrite = () => {
    if (!writable.corporations) [corporations, writable.corporations] = [{ ...corporations }, true];
    return corporations;
  };
  const shopStockToWrite = () => {
    if (!writable.shopStock) [shopStock, writable.shopStock] = [{ ...shopStock }, true];
    return shopStock;
  };
  for (const created of recordsOf(effects.records, 'corporationCreated')) {
    corporationsToWrite()[created.corporationId] = { balance: 0, bonuses: {}, memberCount: 0 };
  }
  let jackpot = shared.jackpot;
  const opened = recordsOf(effects.records, 'tradeOffer');
  let openTradeOffers =
    opened.length > 0 ? [...shared.openTradeOffers, ...opened.map((r) => r.offerId)] : shared.openTradeOffers;

  for (const delta of effects.shared) {
    switch (delta.kind) {
      case 'corporationBalance':
      case 'corporationBonusLevel':
      case 'corporationMemberCount': {
        const corporation = corporations[delta.corporationId];
        if (!corporation) return refuse('CORPORATION_NOT_FOUND', "Cette corporation n'existe pas.");
        const next = { ...corporation, bonuses: { ...corporation.bonuses } };
        if (delta.kind === 'corporationBalance') next.balance += delta.delta;
        if (delta.kind === 'corporationMemberCount') next.memberCount += delta.delta;
        if (delta.kind === 'corporationBonusLevel') {
          next.bonuses[delta.bonusType] = (next.bonuses[delta.bonusType] ?? 0) + delta.delta;
        }
        if (next.balance < 0) return refuse('NOT_ENOUGH_TREASURY', "La trésorerie de la corporation n'y suffit pas.");
        if (next.memberCount < 0) return refuse('NEGATIVE_COUNTER', 'Compteur invalide.');
        corporationsToWrite()[delta.corporationId] = next;
        break;
      }
      case 'jackpot':
        jackpot += delta.delta;
        if (jackpot < 0) return refuse('NEGATIVE_COUNTER', 'Compteur invalide.');
        break;
      case 'shopStock': {
        const stock = (shopStock[delta.offerId] ?? 0) + delta.delta;
        if (stock < 0) return refuse('OUT_OF_STOCK', "Cette offre de l'échoppe est épuisée.");
        shopStockToWrite()[delta.offerId] = stock;
        break;
      }
      case 'tradeOfferClosed':
        if (!openTradeOffers.includes(delta.offerId)) {
          return refuse('OFFER_NOT_AVAILABLE', "Cette offre n'est plus disponible.");
        }
        openTradeOffers = openTradeOffers.filter((id) => id !== delta.offerId);
        break;
    }
  }
  return { ok: true, shared: { corporations, jackpot, shopStock, openTradeOffers } };
}
