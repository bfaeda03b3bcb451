import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { routeTable, type RouteName } from '@zu/shared-platform/route-table';
import { expectAccessible, settled, type AxeFinding } from '../support/accessibility';
import { expectFitsPhone } from '../support/phone-layout';
import { readHardcore } from '../support/api-reads';
import { serveBossToggleOn } from '../support/boss-toggle';
import { switchFeature } from '../support/feature-command';
import { expect, test, waitForAppAfterNavigation } from '../support/fixtures';
import { trackRequests } from '../support/requests-under-way';
import { signIn } from '../support/sign-in';
import { originOf } from '../support/system';

// Every route of the site, as a visitor and as a signed-in player, at a desktop width and a phone's: axe finds no
// serious or critical violation, and the page has one h1 and one main landmark (the default layout also its header
// and the main navigation); at the phone's width, the page fits the screen (support/phone-layout.ts). The Boss page
// is opened too (its feature switched on for this file, its toggle served to the page). What axe found, at any
// impact, is written to `accessibility-report.md` in the test results.

const player = 'joueur.test';
const otherPlayer = 'toutes.bannieres';
const widths = { desktop: { width: 1366, height: 900 }, phone: { width: 390, height: 844 } } as const;
type Width = keyof typeof widths;
type Audience = 'visitor' | 'player';

/** The ids of the world a page shows one thing of, read from the API. */
interface WorldIds {
  post: string;
  card: string;
  achievement: string;
  corporation: string;
  /** A ticket link of the player, read from their Tickets page. */
  linkCode: string;
}

/** A path of each route; the player's own pages for a player. A route missing here does not compile. */
const pathOf: Record<RouteName, (ids: WorldIds) => string> = {
  Main: () => '/',
  Posts: () => '/actus',
  Post: (ids) => `/actu/${ids.post}`,
  BeginnersGuide: () => '/guide',
  Commands: () => '/commandes',
  CGU: () => '/codedeconduite',
  Team: () => '/equipe',
  Unavailable: () => '/non-disponible',
  NotFound: () => '/cette-page/nexiste-pas',
  ItemsGrid: () => '/catalogue',
  ItemsList: () => '/catalogue/liste',
  Item: (ids) => `/carte/${ids.card}`,
  Fusions: (ids) => `/fusions/${ids.card}`,
  Boosters: () => '/boosters',
  Stars: () => '/stars',
  Effects: () => '/effets',
  Constellations: () => '/constellations',
  UserOverview: () => `/joueur/${player}`,
  UserBanner: () => `/joueur/${player}/bannieres`,
  UserInventory: () => `/joueur/${player}/inventaire`,
  UserCompare: () => `/joueur/${player}/comparer/${otherPlayer}`,
  UserAchievement: () => `/joueur/${player}/succes`,
  UserActivity: () => `/joueur/${player}/activite`,
  UserStats: () => `/joueur/${player}/stats`,
  UserReputation: () => `/joueur/${player}/reputation`,
  UserInventoryConstellation: () => `/joueur/${player}/constellations`,
  Achievement: (ids) => `/succes/${ids.achievement}`,
  LeaderboardOverview: () => '/classement',
  LeaderboardGlobal: () => '/classement/global',
  LeaderboardGlobalTradeless: () => '/classement/sansechange',
  LeaderboardFusion: () => '/classement/fusion',
  LeaderboardAchievement: () => '/classement/succes',
  LeaderboardInventory: () => '/classement/inventaire/uniques',
  LeaderboardHardcore: () => '/classement/hardcore/echecs',
  LeaderboardTower: () => '/classement/vortex',
  LeaderboardRayouOfficial: () => '/classement/rayouofficial',
  LeaderboardReputation: () => '/classement/reputations',
  LeaderboardChallenges: () => '/classement/defis',
  LeaderboardUpgraded: () => '/classement/constellations',
  Stats: () => '/stats',
  Forge: () => '/forge',
  Tower: () => '/vortex',
  Tournament: () => '/arene',
  Corporations: () => '/corporations/liste',
  CorpoDetail: (ids) => `/corporation/${ids.corporation}`,
  HolidaysCalendar: () => '/calendrier-festif',
  Tickets: () => '/tickets',
  Ticket: (ids) => `/ticket/${ids.linkCode}`,
  LuckyScratch: (ids) => `/lucky/${ids.linkCode}?type=LUCKY_RAYOU`,
  Premium: () => '/abonnement',
  Events: () => '/en-ce-moment',
  Hardcore: () => '/hardcore',
  Boss: () => '/boss',
  Place: () => '/place',
  Giveaway: () => '/giveaway',
  Market: () => '/marche',
  Shop: () => '/echoppe',
};

async function firstOf<T>(request: APIRequestContext, url: string): Promise<T> {
  const list = await readHardcore<T[]>(request, url);
  expect(list.length, url).toBeGreaterThan(0);
  return list[0]!;
}

async function readWorldIds(request: APIRequestContext, page: Page): Promise<WorldIds> {
  const post = await firstOf<{ slug: string }>(request, '/public/post');
  const fusion = await firstOf<{ item: { slug: string } }>(request, '/public/fusion');
  const category = await firstOf<{ id: string }>(request, '/public/achievements/categories');
  const achievement = await firstOf<{ achievement: { slug: string } }>(
    request,
    `/public/achievement/${player}/${category.id}`,
  );
  const corporation = await firstOf<{ id: string }>(request, '/public/corporation');
  await page.goto('/tickets');
  const scratchLink = page.getByRole('link', { name: /^Gratter un ticket / }).first();
  const linkCode = /\/lucky\/([A-Za-z0-9_-]+)/.exec((await scratchLink.getAttribute('href')) ?? '')?.[1];
  expect(linkCode, 'the player has a ticket link').toBeTruthy();
  return {
    post: post.slug,
    card: fusion.item.slug,
    achievement: achievement.achievement.slug,
    corporation: corporation.id,
    linkCode: linkCode!,
  };
}

async function openPage(browser: Browser, audience: Audience): Promise<Page> {
  const page = await browser.newPage({ baseURL: originOf('shell'), locale: 'fr-FR', viewport: widths.desktop });
  waitForAppAfterNavigation(page);
  trackRequests(page);
  await serveBossToggleOn(page);
  if (audience === 'player') {
    await page.goto('/');
    await signIn(page, player);
  }
  return page;
}

/** One h1, one main landmark; the default layout's header and main navigation (the latter at desktop width). */
async function expectStructure(page: Page, layout: 'default' | 'blank', width: Width, where: string) {
  await expect.soft(page.locator('h1'), `one h1 on ${where}`).toHaveCount(1);
  await expect.soft(page.getByRole('main'), `one main landmark on ${where}`).toHaveCount(1);
  if (layout === 'default') {
    await expect.soft(page.getByRole('banner'), `the header of ${where}`).toHaveCount(1);
    if (width === 'desktop') {
      await expect
        .soft(page.getByRole('navigation', { name: 'Navigation principale' }), `the navigation of ${where}`)
        .toBeVisible();
    }
  }
}

interface ReportRow {
  route: RouteName;
  path: string;
  audience: Audience;
  width: Width;
  findings: AxeFinding[];
}
/** One row a line, appended as each page is checked: a failed test starts a new worker, which forgets its memory. */
const reportLines = (outputDir: string) => path.join(outputDir, 'accessibility-findings.jsonl');

test.beforeAll(() => switchFeature('BOSS', 'on'));

test.afterAll(async () => {
  const testInfo = test.info();
  await switchFeature('BOSS', 'off');
  const file = reportLines(testInfo.project.outputDir);
  const rows = fs.existsSync(file)
    ? fs
        .readFileSync(file, 'utf8')
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as ReportRow)
    : [];
  const cell = (route: RouteName, audience: Audience, width: Width) => {
    const row = rows.find((r) => r.route === route && r.audience === audience && r.width === width);
    if (!row) return 'not run';
    if (row.findings.length === 0) return 'none';
    return row.findings.map((f) => `${f.rule} (${f.impact}, ${f.elements})`).join(', ');
  };
  const lines = [
    '| Route | Path | Visitor, desktop | Visitor, phone | Player, desktop | Player, phone |',
    '| --- | --- | --- | --- | --- | --- |',
    ...routeTable.map(({ name }) => {
      const shown = rows.find((r) => r.route === name)?.path ?? '';
      const cells = (['visitor', 'player'] as const).flatMap((a) => [cell(name, a, 'desktop'), cell(name, a, 'phone')]);
      return `| ${name} | \`${shown}\` | ${cells.join(' | ')} |`;
    }),
  ];
  fs.writeFileSync(path.join(testInfo.project.outputDir, 'accessibility-report.md'), `${lines.join('\n')}\n`);
});

for (const audience of ['visitor', 'player'] as const) {
  test.describe(`every route, as a ${audience}`, () => {
    let page: Page;
    let ids: WorldIds;

    test.beforeAll(async ({ browser, playwright }) => {
      const request = await playwright.request.newContext();
      page = await openPage(browser, audience);
      // The ticket link is the player's; a visitor opens it as anyone given the address would.
      const reader = audience === 'player' ? page : await openPage(browser, 'player');
      ids = await readWorldIds(request, reader);
      if (reader !== page) await reader.close();
      await request.dispose();
    });
    test.afterAll(() => page.close());

    for (const route of routeTable) {
      test(`${route.name}: no serious violation, one h1, landmarks, desktop and phone`, async () => {
        const testInfo = test.info();
        const shown = pathOf[route.name](ids);
        await page.setViewportSize(widths.desktop);
        await page.goto(shown);
        for (const width of ['desktop', 'phone'] as const) {
          await page.setViewportSize(widths[width]);
          await expect(page.locator(`#${route.name}-page`)).toBeVisible();
          await settled(page);
          const where = `${shown} (${audience}, ${width})`;
          await expectStructure(page, route.layout, width, where);
          const row: ReportRow = {
            route: route.name,
            path: shown,
            audience,
            width,
            findings: await expectAccessible(page, where),
          };
          if (width === 'phone') await expectFitsPhone(page, where);
          fs.mkdirSync(testInfo.project.outputDir, { recursive: true });
          fs.appendFileSync(reportLines(testInfo.project.outputDir), `${JSON.stringify(row)}\n`);
        }
      });
    }
  });
}
