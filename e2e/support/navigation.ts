import type { Page } from '@playwright/test';

/** Opens a group of the navigation bar and picks one of its items, as a player would. */
export async function navigateByMenu(page: Page, group: string, item: string | RegExp): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Navigation principale' })
    .getByRole('button', { name: new RegExp(`^${group}`) })
    .click();
  await page.getByRole('menuitem', { name: item }).click();
}
