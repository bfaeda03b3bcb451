import { useEffect, useRef } from 'react';
import type { MarketOffer } from '@zu/shared-contract';
import { formatNumber } from '@zu/shared-ui';
import { offerName } from '../../shop';
import { shownName } from './shown-name';

/** A sale of the player's, said as it happens. */
export function saleNewsText(offer: MarketOffer): string {
  const buyer = offer.buyer ? shownName(offer.buyer) : 'un joueur';
  return `Vendu ! ${buyer} a acheté ta carte ${offerName(offer.item.name, offer.shinyLevel)} pour ${formatNumber(offer.price)} ZUMonnaie.`;
}

/**
 * Calls `onSale` for each of the player's offers sold while the page is open (the market's live topic has the
 * sales read again), the newest last; not for the sales the page found when it opened, nor for another player's
 * list when the signed-in player changes.
 */
export function useSalesWhileOpen(
  userName: string | undefined,
  sold: readonly MarketOffer[] | undefined,
  onSale: (offer: MarketOffer) => void,
): void {
  const known = useRef<{ userName: string; ids: Set<string> }>(undefined);
  useEffect(() => {
    if (!userName || !sold) return;
    if (known.current?.userName !== userName) {
      known.current = { userName, ids: new Set(sold.map((offer) => offer.id)) };
      return;
    }
    const { ids } = known.current;
    for (const offer of [...sold].reverse()) {
      if (ids.has(offer.id)) continue;
      ids.add(offer.id);
      onSale(offer);
    }
  }, [userName, sold, onSale]);
}
