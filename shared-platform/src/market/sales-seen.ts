import { useEffect, useState } from 'react';
import type { MarketOffer } from '@zu/shared-contract';
import { storageKeys } from '../storage/storage-keys';

/** Told (in this tab) when the Marché page marks the player's sales seen; the shell's count listens. */
export const salesSeenEvent = 'zu:market-sales-seen';

const storage = (): Storage | undefined => (typeof window === 'undefined' ? undefined : window.localStorage);

export function readSeenSaleId(): string | null {
  try {
    return storage()?.getItem(storageKeys.seenSaleId) ?? null;
  } catch {
    return null;
  }
}

/**
 * The sales (newest first) after the last one seen. Like an unread patch, nothing seen yet means all of them are
 * new; so does a seen sale no longer in the list (the list holds the latest ones only: that many were made since).
 */
export function unseenSalesCount(sold: readonly Pick<MarketOffer, 'id'>[], seenSaleId: string | null): number {
  const seenAt = seenSaleId === null ? -1 : sold.findIndex((offer) => offer.id === seenSaleId);
  return seenAt === -1 ? sold.length : seenAt;
}

/** Marks every sale of the list seen: the newest one is stored. An empty list changes nothing. */
export function markSalesSeen(sold: readonly Pick<MarketOffer, 'id'>[]): void {
  const newest = sold[0];
  if (!newest || newest.id === readSeenSaleId()) return;
  try {
    storage()?.setItem(storageKeys.seenSaleId, newest.id);
  } catch {
    // Storage refused (private mode): the count comes back next time, nothing else breaks.
  }
  window.dispatchEvent(new Event(salesSeenEvent));
}

/** The stored mark, kept current when the Marché page (this tab) or another tab changes it. */
export function useSeenSaleId(): string | null {
  const [seen, setSeen] = useState(readSeenSaleId);
  useEffect(() => {
    const update = () => setSeen(readSeenSaleId());
    update();
    window.addEventListener(salesSeenEvent, update);
    window.addEventListener('storage', update);
    return () => {
      window.removeEventListener(salesSeenEvent, update);
      window.removeEventListener('storage', update);
    };
  }, []);
  return seen;
}

/**
 * For the Marché page: how many of the player's sales are new since their last visit (counted against the mark found
 * on arrival, so the page can say it after marking them seen), and marks them seen once the list is there.
 */
export function useSalesSinceLastVisit(sold: readonly MarketOffer[] | undefined): number | undefined {
  const [seenOnArrival] = useState(readSeenSaleId);
  useEffect(() => {
    if (sold) markSalesSeen(sold);
  }, [sold]);
  return sold ? unseenSalesCount(sold, seenOnArrival) : undefined;
}
