import { expect, test } from '../support/fixtures';
import { originOf } from '../support/system';

// The remotes take the federation runtime from the shell; a remote's own page (its standalone harness) provides
// it itself, first thing, and still runs alone.
test("a remote's own page runs alone, with the federation runtime it provides itself", async ({ page, pageErrors }) => {
  await page.goto(`${originOf('catalogue')}/catalogue`);
  await expect(page).toHaveTitle('Catalogue | ZUnivers Hardcore');
  await expect(page.getByRole('heading', { level: 1, name: 'Catalogue' }).first()).toBeVisible();
  await expect(page.getByTestId('items-count')).toBeVisible();
  expect(pageErrors).toEqual([]);
});
