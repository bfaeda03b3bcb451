import type { Page } from '@playwright/test';

/**
 * Serves this page the deployed runtime config with the boss toggle on: the Boss page needs it beside the BOSS game
 * feature, and the deployed file keeps it off for every other page of the run.
 */
export async function serveBossToggleOn(page: Page): Promise<void> {
  await page.route('**/runtime-config.json', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), bossToggle: true } });
  });
}
