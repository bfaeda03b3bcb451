import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** Signs in through the development provider's login page, from the page the test is on, and back to it. */
export async function signIn(page: Page, userName: string): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/realms\/zunivers\/interaction\//);
  await page.getByLabel("Nom d'utilisateur du chat").fill(userName);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(
    page
      .getByRole('banner')
      .getByRole('button', { name: new RegExp(`^Menu de ${userName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) }),
  ).toBeVisible();
}
