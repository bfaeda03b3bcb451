import { test as base, expect } from '@playwright/test';

/** Every test also collects the page's uncaught errors, so a test can assert there were none. */
export const test = base.extend<{ pageErrors: Error[] }>({
  pageErrors: async ({ page }, use) => {
    const errors: Error[] = [];
    page.on('pageerror', (error) => errors.push(error));
    await use(errors);
  },
});

export { expect };
