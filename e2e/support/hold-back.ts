import type { Page } from '@playwright/test';

/** The shell's bundle (its content-hashed entry): held back, the page shows its HTML alone, before the app starts. */
export const shellBundle = /\/main\.[0-9a-f]{8}\.js$/;

/** Holds back every request to `url` until the returned function is called. */
export async function holdBack(page: Page, url: string | RegExp): Promise<() => void> {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
