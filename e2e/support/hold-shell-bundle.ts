import type { Page } from '@playwright/test';

/**
 * Holds back the shell's bundle (its content-hashed `main.<hash>.js`) until the returned function is called: what the
 * page shows meanwhile is its HTML alone, before the app starts.
 */
export async function holdShellBundle(page: Page): Promise<() => void> {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/main\.[0-9a-f]{8}\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
