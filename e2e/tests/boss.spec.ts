import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { switchFeature } from '../support/feature-command';
import { navigateByMenu } from '../support/navigation';
import { signIn } from '../support/sign-in';
import { serveBossToggleOn } from '../support/boss-toggle';

// The boss in the composed site. Its page needs two switches: the BOSS game feature (the development command, which
// also opens a boss where none runs) and the boss toggle of the shell's runtime config, which this spec serves to
// its own pages only (the deployed file keeps the toggle off for every other spec).

const api = 'http://localhost:8080';
const attacker = 'joueur.test';
const french = new Intl.NumberFormat('fr-FR');

const healthBar = (page: Page) => page.getByRole('progressbar', { name: 'Points de vie du boss' });

test.describe('the boss', () => {
  test.beforeAll(() => switchFeature('BOSS', 'on'));
  test.afterAll(() => switchFeature('BOSS', 'off'));

  test('an attack played in the chat moves the health bar of an open page, without a reload', async ({
    page,
    request,
    pageErrors,
  }) => {
    await serveBossToggleOn(page);
    await page.goto('/');
    await signIn(page, attacker);
    await navigateByMenu(page, 'Modes de jeu', 'Boss');
    await expect(page).toHaveURL(/\/boss$/);
    await expect(page.getByRole('heading', { level: 1, name: /boss/i })).toBeVisible();

    const bar = healthBar(page);
    await expect(bar).toBeVisible();
    const maxHealth = Number(await bar.getAttribute('aria-valuemax'));
    const healthBefore = Number(await bar.getAttribute('aria-valuenow'));
    expect(healthBefore).toBeGreaterThan(0);
    expect(healthBefore).toBeLessThanOrEqual(maxHealth);
    await expect(page.getByTestId('my-boss-attacks-today')).toHaveText('0');
    const attacksLeft = Number(await page.getByTestId('my-boss-attacks-left').textContent());
    expect(attacksLeft).toBeGreaterThan(0);

    const played = await request.post(`${api}/dev/play`, {
      data: { player: attacker, ruleSet: 'HARDCORE', command: 'boss', args: [] },
    });
    expect(played.ok(), await played.text()).toBeTruthy();
    const { outcome } = (await played.json()) as { outcome: { damage: number; health: number } };
    expect(outcome.health).toBe(healthBefore - outcome.damage);

    // The live channel's boss event reads the boss again: the bar moves by the attack's damage.
    await expect(bar).toHaveAttribute('aria-valuenow', String(outcome.health));
    // A screen reader hears it, politely.
    const news = page.getByTestId('boss-news');
    await expect(news).toHaveAttribute('role', 'status');
    const lost = french.format(outcome.damage).replace(/\s/g, '\\s');
    await expect(news).toHaveText(new RegExp(` a perdu ${lost} PV : il lui en reste `));
    const ranking = page.getByRole('table', { name: 'Dégâts des joueurs' });
    await expect(ranking.getByRole('row').filter({ hasText: attacker })).toBeVisible();
    await expect(page.getByTestId('my-boss-attacks-today')).toHaveText('1');
    await expect(page.getByTestId('my-boss-attacks-left')).toHaveText(String(attacksLeft - 1));
    expect(pageErrors).toEqual([]);
  });

  test('stays closed while the toggle is off, even with BOSS on', async ({ page }) => {
    await page.goto('/boss');
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/boss/i);
    await expect(page).not.toHaveURL(/\/boss$/);
  });
});
