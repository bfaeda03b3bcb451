import { test as base, expect, type Page } from '@playwright/test';
import { trackRequests } from './requests-under-way';

/**
 * A page sent as HTML (the home, the catalogue) shows its controls before the app runs them: the app takes its place
 * a moment later and removes the root's `data-prerendered` mark. A test acts once it has, as a visitor acts once the
 * page responds; a test that looks at the HTML itself navigates with `waitUntil: 'domcontentloaded'`.
 */
export function waitForAppAfterNavigation(page: Page): void {
  const untilApp = async <Result>(navigation: Promise<Result>, options?: { waitUntil?: string }): Promise<Result> => {
    const result = await navigation;
    if (options?.waitUntil !== 'domcontentloaded' && options?.waitUntil !== 'commit') {
      await page.locator('#root[data-prerendered]').waitFor({ state: 'detached' });
    }
    return result;
  };
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = (url, options) => untilApp(goto(url, options), options);
  page.reload = (options) => untilApp(reload(options), options);
}

/** Every test also collects the page's uncaught errors, so a test can assert there were none. */
export const test = base.extend<{ pageErrors: Error[] }>({
  page: async ({ page }, use) => {
    waitForAppAfterNavigation(page);
    trackRequests(page);
    await use(page);
  },
  pageErrors: async ({ page }, use) => {
    const errors: Error[] = [];
    page.on('pageerror', (error) => errors.push(error));
    await use(errors);
  },
});

export { expect };
