import { expect, type Page } from '@playwright/test';

/** Opens a group of the navigation bar and picks one of its items, as a player would. */
export async function navigateByMenu(page: Page, group: string, item: string | RegExp): Promise<void> {
  const button = page
    .getByRole('navigation', { name: 'Navigation principale' })
    .getByRole('button', { name: new RegExp(`^${group}`) });
  const entry = page.getByRole('menuitem', { name: item });
  // A click that lands while another menu is still closing is taken for a click outside it: open again until the
  // group's menu shows.
  await expect(async () => {
    if (!(await entry.isVisible())) await button.click();
    await expect(entry).toBeVisible({ timeout: 2_000 });
  }).toPass();
  await entry.click();
}
