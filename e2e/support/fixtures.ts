import { test as base, expect, type Page } from '@playwright/test';
import { gameFeatureIds } from '@zu/shared-contract';

const apiOrigin = process.env.API_URL ?? 'http://localhost:8080';

/**
 * Until the API server exists (next issue), the API's two start-up documents are answered in the browser.
 * Everything else (the shell, each remote, their chunks and manifests) comes from the real servers.
 */
export async function stubApi(page: Page, features: readonly string[] = gameFeatureIds.filter((f) => f !== 'BOSS')) {
  await page.route(`${apiOrigin}/app/settings`, (route) =>
    route.fulfill({
      json: { currentEventId: null, inCalendarPeriod: false, lastHardcoreSeasonDone: false, gameFeatures: features },
      headers: { 'access-control-allow-origin': '*' },
    }),
  );
  await page.route(`${apiOrigin}/app/status`, (route) =>
    route.fulfill({
      json: { applicationVersion: '2.3.0', dbVersion: '1', instanceId: 'e2e', uptime: 1 },
      headers: { 'access-control-allow-origin': '*' },
    }),
  );
}

export const test = base.extend<{ pageErrors: Error[] }>({
  page: async ({ page }, use) => {
    await stubApi(page);
    await use(page);
  },
  pageErrors: async ({ page }, use) => {
    const errors: Error[] = [];
    page.on('pageerror', (error) => errors.push(error));
    await use(errors);
  },
});

export { expect };
