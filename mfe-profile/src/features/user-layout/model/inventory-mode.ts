import { useCallback, useState } from 'react';
import { storageKeys } from '@zu/shared-platform';

export type InventoryMode = 'Inventory' | 'Compare';

export function readInventoryMode(storage: Storage = localStorage): InventoryMode {
  return storage.getItem(storageKeys.inventoryMode) === 'Compare' ? 'Compare' : 'Inventory';
}

/** Whether the inventory tab shows the player's cards or compares them with another's; kept in browser storage. */
export function useInventoryMode() {
  const [mode, setMode] = useState<InventoryMode>(() => readInventoryMode());
  const choose = useCallback((next: InventoryMode) => {
    localStorage.setItem(storageKeys.inventoryMode, next);
    setMode(next);
  }, []);
  return [mode, choose] as const;
}
