import { act, renderHook } from '@testing-library/react';
import { storageKeys } from '../storage/storage-keys';
import { markSalesSeen, unseenSalesCount, useSalesSinceLastVisit, useSeenSaleId } from './sales-seen';

const sale = (id: string) => ({ id }) as never;

describe('sales seen on the Marché', () => {
  beforeEach(() => localStorage.clear());

  it('counts the sales newer than the last one seen; all of them when none was seen or it left the list', () => {
    const sold = [{ id: 'c' }, { id: 'b' }, { id: 'a' }];
    expect(unseenSalesCount(sold, 'b')).toBe(1);
    expect(unseenSalesCount(sold, 'c')).toBe(0);
    expect(unseenSalesCount(sold, null)).toBe(3);
    expect(unseenSalesCount(sold, 'older')).toBe(3);
    expect(unseenSalesCount([], null)).toBe(0);
  });

  it('stores the newest sale and tells the hooks of this tab', () => {
    const { result } = renderHook(() => useSeenSaleId());
    expect(result.current).toBeNull();
    act(() => markSalesSeen([sale('c'), sale('b')]));
    expect(localStorage.getItem(storageKeys.seenSaleId)).toBe('c');
    expect(result.current).toBe('c');
    act(() => markSalesSeen([]));
    expect(result.current).toBe('c');
  });

  it("the page's hook says the count found on arrival, and marks the sales seen", () => {
    localStorage.setItem(storageKeys.seenSaleId, 'a');
    const sold = [sale('c'), sale('b'), sale('a')];
    const { result, rerender } = renderHook(({ list }) => useSalesSinceLastVisit(list), {
      initialProps: { list: undefined as never[] | undefined },
    });
    expect(result.current).toBeUndefined();
    rerender({ list: sold });
    expect(result.current).toBe(2);
    expect(localStorage.getItem(storageKeys.seenSaleId)).toBe('c');
  });
});
