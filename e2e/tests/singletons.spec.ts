import { expect, test } from '../support/fixtures';
import { navigateByMenu } from '../support/navigation';

// Redux Toolkit and react-redux are inside @zu/shared-platform (the only package that imports them), Chakra inside
// @zu/shared-ui: one copy of each package is one copy of them.
const singletons = ['react', 'react-dom', 'react-router', '@zu/shared-ui', '@zu/shared-platform'];

interface ShareEntry {
  from: string;
  loaded?: boolean;
  useIn?: string[];
}

test('one copy of React, the router, Redux, RTK and Chakra runs, whichever remotes are loaded', async ({ page }) => {
  const scripts: { url: string; body: string }[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script')
      scripts.push({ url: response.url(), body: await response.text() });
  });

  await page.goto('/catalogue');
  await expect(page.locator('#ItemsGrid-page')).toBeVisible();
  // Visit one page of every other remote without reloading, so that all five containers join the page.
  for (const [group, item, id] of [
    ['Classements', 'Tops', 'LeaderboardOverview'],
    ['Modes de jeu', 'Hardcore', 'Hardcore'],
  ] as const) {
    await navigateByMenu(page, group, item);
    await expect(page.locator(`#${id}-page`)).toBeVisible();
  }
  await page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'Marché' }).click();
  await expect(page.locator('#Market-page')).toBeVisible();
  await page.evaluate(() => window.history.pushState({}, '', '/joueur/joueur.test'));
  await page.evaluate(() => window.dispatchEvent(new PopStateEvent('popstate')));
  await expect(page.locator('#UserOverview-page')).toBeVisible();

  const share = await page.evaluate(() => {
    const federation = (
      globalThis as unknown as {
        __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Record<string, ShareEntry>>>> };
      }
    ).__FEDERATION__;
    const loaded: Record<string, { versions: string[]; from: string[] }> = {};
    for (const scopes of Object.values(federation.__SHARE__)) {
      for (const packages of Object.values(scopes)) {
        for (const [name, versions] of Object.entries(packages)) {
          for (const [version, entry] of Object.entries(versions)) {
            if (!entry.loaded && !(entry.useIn && entry.useIn.length)) continue;
            loaded[name] ??= { versions: [], from: [] };
            if (!loaded[name].versions.includes(version)) loaded[name].versions.push(version);
            if (!loaded[name].from.includes(entry.from)) loaded[name].from.push(entry.from);
          }
        }
      }
    }
    return loaded;
  });
  for (const name of singletons) {
    expect(share[name], `${name} is shared`).toBeDefined();
    expect(share[name]!.versions, `${name}: one version`).toHaveLength(1);
    expect(share[name]!.from, `${name}: provided by the shell`).toEqual(['shell']);
  }

  // And in the bytes: each library's code arrived in exactly one script file.
  const filesContaining = (marker: string) => scripts.filter((s) => s.body.includes(marker)).map((s) => s.url);
  expect(filesContaining('__reactContainer$'), 'react-dom').toHaveLength(1);
  expect(filesContaining('chakra-spinner'), 'Chakra UI').toHaveLength(1);
  expect(filesContaining('react-redux-context'), 'react-redux').toHaveLength(1);
  expect(filesContaining('__rtkq/'), 'RTK Query').toHaveLength(1);
  expect(filesContaining('useNavigate() may be used only in the context of a <Router>'), 'react-router').toHaveLength(
    1,
  );
});
