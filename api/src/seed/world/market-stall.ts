// The market as the simulated players see it: the offers they put up, in the order they were put up, and each
// seller's apart. A large world keeps tens of thousands of offers open and plays a market visit for thousands of
// players a day, so a visit must not go through (or copy) every offer to find its own, nor to clear the closed ones.

/** What the stall needs of a listing: its offer's card and its seller (the simulation's account). */
export interface Listing {
  offer: { id: string; itemId: string; shinyLevel: number };
  seller: object;
}

export class MarketStall<L extends Listing> {
  /** Every listing by offer id, in the order the offers were put up. */
  readonly #listings = new Map<string, L>();
  readonly #bySeller = new Map<L['seller'], Map<string, L>>();
  /** Listings whose offer an action closed (a wiped hardcore run's), still shown until the next visit clears them. */
  readonly #closed = new Set<string>();

  add(listed: L): void {
    this.#listings.set(listed.offer.id, listed);
    let own = this.#bySeller.get(listed.seller);
    if (!own) this.#bySeller.set(listed.seller, (own = new Map()));
    own.set(listed.offer.id, listed);
  }

  remove(listed: L): void {
    const id = listed.offer.id;
    this.#listings.delete(id);
    this.#closed.delete(id);
    const own = this.#bySeller.get(listed.seller);
    own?.delete(id);
    if (own?.size === 0) this.#bySeller.delete(listed.seller);
  }

  /** An action closed this offer: its listing stays until `clearClosed` (nothing if it was never listed). */
  noteClosed(offerId: string): void {
    if (this.#listings.has(offerId)) this.#closed.add(offerId);
  }

  /** Takes down the listings of every offer closed since the last call. */
  clearClosed(): void {
    for (const id of this.#closed) {
      const listed = this.#listings.get(id);
      if (listed) this.remove(listed);
    }
    this.#closed.clear();
  }

  /** The seller's listings, in the order put up: a copy, so that the caller may take them down as it goes. */
  listingsOf(seller: L['seller']): L[] {
    return [...(this.#bySeller.get(seller)?.values() ?? [])];
  }

  countOf(seller: L['seller']): number {
    return this.#bySeller.get(seller)?.size ?? 0;
  }

  /** Whether the seller lists this card (at this shiny level, when given). */
  lists(seller: L['seller'], itemId: string, shinyLevel?: number): boolean {
    for (const listed of this.#bySeller.get(seller)?.values() ?? []) {
      if (listed.offer.itemId !== itemId) continue;
      if (shinyLevel === undefined || listed.offer.shinyLevel === shinyLevel) return true;
    }
    return false;
  }

  /** Every listing in the order put up. Taking down the listing being visited does not disturb the walk. */
  all(): IterableIterator<L> {
    return this.#listings.values();
  }
}
