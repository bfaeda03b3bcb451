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
  /** Its last member left: nothing more can happen to it. */
  dissolved?: true;
}

const noOffers: readonly string[] = [];

const corporationNotFound = refuse('CORPORATION_NOT_FOUND', "Cette corporation n'existe pas.");

export interface SharedState {
  corporations: Readonly<Record<string, SharedCorporation>>;
  jackpot: number;
  /** Current stock by échoppe offer id. */
  shopStock: Readonly<Record<string, number>>;
  /**
   * The offers still open on the market: the ids of each seller's, by the seller's user id (a seller with none is
   * absent). By seller, because that is how they close at once, when a hardcore run is wiped.
   */
  openTradeOffers: Readonly<Record<string, readonly string[]>>;
}

/**
 * What an action writes to the shared rows, checked but not applied: the corporations, stocks and sellers' open
 * offers it replaces, and the jackpot after it. Planning copies nothing but what changes, so the cost of an action
 * does not grow with the number of corporations or open offers in the world (a corporation's daily gift is the most
 * frequent shared write; a large world has tens of thousands of offers open).
 */
export interface SharedWrites {
  corporations: ReadonlyMap<string, SharedCorporation>;
  shopStock: ReadonlyMap<string, number>;
  jackpot: number;
  /** The open offers of each seller the action touches, after it (empty: none left). */
  openTradeOffers: ReadonlyMap<string, readonly string[]>;
}

export type SharedApplyResult = { ok: true; shared: SharedState } | Refusal;
export type SharedPlanResult = { ok: true; writes: SharedWrites } | Refusal;

/**
 * Checks `effects` against `shared` as already changed by `earlier` (the previous parts of the same action) and
 * returns every write of both, or the refusal of the first one that would not apply.
 */
export function planSharedEffects(shared: SharedState, effects: Effects, earlier?: SharedWrites): SharedPlanResult {
  const corporations = new Map(earlier?.corporations);
  const shopStock = new Map(earlier?.shopStock);
  const corporationOf = (id: string) => corporations.get(id) ?? shared.corporations[id];
  for (const created of recordsOf(effects.records, 'corporationCreated')) {
    corporations.set(created.corporationId, { balance: 0, bonuses: {}, memberCount: 0 });
  }
  let jackpot = earlier?.jackpot ?? shared.jackpot;
  const openTradeOffers = new Map(earlier?.openTradeOffers);
  const openOffersOf = (sellerId: string) =>
    openTradeOffers.get(sellerId) ?? shared.openTradeOffers[sellerId] ?? noOffers;
  for (const opened of recordsOf(effects.records, 'tradeOffer')) {
    openTradeOffers.set(opened.sellerId, [...openOffersOf(opened.sellerId), opened.offerId]);
  }

  for (const delta of effects.shared) {
    switch (delta.kind) {
      case 'corporationBalance':
      case 'corporationBonusLevel':
      case 'corporationMemberCount': {
        const corporation = corporationOf(delta.corporationId);
        if (!corporation || corporation.dissolved) return corporationNotFound;
        const next = { ...corporation, bonuses: { ...corporation.bonuses } };
        if (delta.kind === 'corporationBalance') next.balance += delta.delta;
        if (delta.kind === 'corporationMemberCount') next.memberCount += delta.delta;
        if (delta.kind === 'corporationBonusLevel') {
          next.bonuses[delta.bonusType] = (next.bonuses[delta.bonusType] ?? 0) + delta.delta;
        }
        if (next.balance < 0) return refuse('NOT_ENOUGH_TREASURY', "La trésorerie de la corporation n'y suffit pas.");
        if (next.memberCount < 0) return refuse('NEGATIVE_COUNTER', 'Compteur invalide.');
        corporations.set(delta.corporationId, next);
        break;
      }
      case 'corporationDissolved': {
        const corporation = corporationOf(delta.corporationId);
        if (!corporation || corporation.dissolved) return corporationNotFound;
        corporations.set(delta.corporationId, { ...corporation, dissolved: true });
        break;
      }
      case 'jackpot':
        jackpot += delta.delta;
        if (jackpot < 0) return refuse('NEGATIVE_COUNTER', 'Compteur invalide.');
        break;
      case 'shopStock': {
        const stock = (shopStock.get(delta.offerId) ?? shared.shopStock[delta.offerId] ?? 0) + delta.delta;
        if (stock < 0) return refuse('OUT_OF_STOCK', "Cette offre de l'échoppe est épuisée.");
        shopStock.set(delta.offerId, stock);
        break;
      }
      case 'tradeOfferClosed': {
        const offers = openOffersOf(delta.sellerId);
        if (!offers.includes(delta.offerId)) {
          return refuse('OFFER_NOT_AVAILABLE', "Cette offre n'est plus disponible.");
        }
        openTradeOffers.set(
          delta.sellerId,
          offers.filter((offerId) => offerId !== delta.offerId),
        );
        break;
      }
      case 'sellerOffersCancelled':
        if (openOffersOf(delta.sellerId).length > 0) openTradeOffers.set(delta.sellerId, noOffers);
        break;
    }
  }
  return { ok: true, writes: { corporations, shopStock, jackpot, openTradeOffers } };
}

/** The shared rows after `writes`, `shared` left as it was. */
export function withSharedWrites(shared: SharedState, writes: SharedWrites): SharedState {
  return {
    corporations:
      writes.corporations.size > 0
        ? { ...shared.corporations, ...Object.fromEntries(writes.corporations) }
        : shared.corporations,
    shopStock:
      writes.shopStock.size > 0 ? { ...shared.shopStock, ...Object.fromEntries(writes.shopStock) } : shared.shopStock,
    jackpot: writes.jackpot,
    openTradeOffers:
      writes.openTradeOffers.size > 0
        ? withOpenOffers({ ...shared.openTradeOffers }, writes.openTradeOffers)
        : shared.openTradeOffers,
  };
}

/**
 * The shared rows after `writes`, made in place: for an owner that never looks back at the state it had (the
 * seed's simulation), which then pays for the corporations an action changes, not for every corporation.
 */
export function commitSharedWrites(shared: SharedState, writes: SharedWrites): SharedState {
  const corporations = shared.corporations as Record<string, SharedCorporation>;
  for (const [id, corporation] of writes.corporations) corporations[id] = corporation;
  const shopStock = shared.shopStock as Record<string, number>;
  for (const [id, stock] of writes.shopStock) shopStock[id] = stock;
  const openTradeOffers = withOpenOffers(shared.openTradeOffers as OpenOffers, writes.openTradeOffers);
  return { corporations, shopStock, jackpot: writes.jackpot, openTradeOffers };
}

type OpenOffers = Record<string, readonly string[]>;

/** `offers` with each seller's open offers replaced by `written`'s (a seller left with none removed). */
function withOpenOffers(offers: OpenOffers, written: SharedWrites['openTradeOffers']): OpenOffers {
  for (const [sellerId, offerIds] of written) {
    if (offerIds.length > 0) offers[sellerId] = offerIds;
    else delete offers[sellerId];
  }
  return offers;
}

export function applySharedEffects(shared: SharedState, effects: Effects): SharedApplyResult {
  const planned = planSharedEffects(shared, effects);
  return planned.ok ? { ok: true, shared: withSharedWrites(shared, planned.writes) } : planned;
}
