import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures';
import { apiOrigin } from './system';

const hardcore = { 'X-ZUnivers-RuleSetType': 'HARDCORE' };

/** A public read of the running API in the hardcore rule set, which must answer 200. */
export async function readHardcore<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(`${apiOrigin}${path}`, { headers: hardcore });
  expect(response.ok(), path).toBeTruthy();
  return (await response.json()) as T;
}

/** A player's ZUMonnaie in the hardcore rule set, as the API answers it now. */
export const balanceOf = async (request: APIRequestContext, userName: string) =>
  (await readHardcore<{ user: { balance: number } }>(request, `/public/user/${userName}`)).user.balance;

export interface ShopEntry {
  id: string;
  currentStock: number;
  shopInventory: { balance: number };
}

/** The first échoppe entry in stock the player can pay, its place in the échoppe's order, and their balance. */
export async function affordableShopEntry(request: APIRequestContext, userName: string) {
  const balance = await balanceOf(request, userName);
  const entries = await readHardcore<ShopEntry[]>(request, '/public/shop');
  const index = entries.findIndex((e) => e.currentStock > 0 && e.shopInventory.balance <= balance);
  expect(index, 'an affordable entry in stock').toBeGreaterThanOrEqual(0);
  return { index, entry: entries[index]!, balance };
}
