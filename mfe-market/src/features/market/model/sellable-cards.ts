import type { InventoryEntry, Item, MarketOffer } from '@zu/shared-contract';

export interface SellableCard {
  key: string;
  item: Item;
  shinyLevel: 0 | 1 | 2;
  /** Copies owned and not already on offer. */
  available: number;
}

/**
 * What a player may put on offer: plain copies (no constellation) of tradable cards, each version with the copies
 * owned less those already on offer, none left out; by name, then version.
 */
export function sellableCards(
  inventory: readonly InventoryEntry[],
  openOffers: readonly MarketOffer[],
): SellableCard[] {
  const onOffer = new Map<string, number>();
  for (const offer of openOffers) {
    const key = `${offer.item.id}/${offer.shinyLevel}`;
    onOffer.set(key, (onOffer.get(key) ?? 0) + 1);
  }
  return inventory
    .filter((entry) => entry.upgradeLevel === 0 && entry.item.isTradable)
    .map((entry) => {
      const key = `${entry.item.id}/${entry.shinyLevel}`;
      return {
        key,
        item: entry.item,
        shinyLevel: entry.shinyLevel as SellableCard['shinyLevel'],
        available: entry.quantity - (onOffer.get(key) ?? 0),
      };
    })
    .filter((card) => card.available > 0)
    .sort((a, b) => a.item.name.localeCompare(b.item.name, 'fr') || a.shinyLevel - b.shinyLevel);
}
