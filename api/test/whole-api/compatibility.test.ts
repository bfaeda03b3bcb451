// Drop-in compatibility with the real game's public API: every GET route its community clients call answers, in
// each rule set, a body that its contract schema accepts: every required field present with its type, optional
// fields of the right type when present, enumerations and date formats respected, no list ever null. The world's
// rows the seed does not fill yet are inserted first (support/game-world.ts), so that lists are not checked empty.
// Clients written before the real API renamed a field or a path still read the old one, without a guard: each
// route's legacy reads check the old names beside the current ones, and the old paths are cases of their own.
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { Type, type TSchema } from 'typebox';
import { Value } from 'typebox/value';
import {
  AchievementProgress,
  ActiveChallenge,
  AdventCalendar,
  AppSettings,
  AppStatus,
  BannerOwnership,
  CorporationDetail,
  CorporationSummary,
  Evolution,
  Fusion,
  GameEvent,
  HardcoreSeason,
  InventoryEntry,
  Item,
  ItemDetail,
  Jackpot,
  LootActivity,
  LootMap,
  NextTicket,
  Pack,
  PlayerOverview,
  PlayerProfile,
  PlayerTower,
  Post,
  PostSummary,
  RecycleConfigEntry,
  ShopEntry,
  TicketCounts,
  Tournament,
  TowerGlobalStats,
  TowerLeaderboard,
  TowerSeason,
  UserAutocomplete,
  type RuleSetType,
} from '@zu/shared-contract';
import { lootAchievementCategoryId } from '../../src/areas/achievements/achievement-definitions-rules';
import { shopRestockRows } from '../../src/areas/shop/shop-restock-rows';
import { restockShop } from '../../src/areas/shop/shop-rules';
import { shopEntries } from '../../src/areas/shop/shop-schema';
import type { Db } from '../../src/db/client';
import { createPrng } from '../../src/engine/prng';
import { ruleSets } from '../../src/engine/rule-sets';
import type { WorldDate } from '../../src/engine/world-rules';
import { loadCatalogue } from '../../src/orchestrator/catalogue-loader';
import { playerAccounts, users } from '../../src/areas/players/players-schema';
import { ids, insertGameWorld, testPlayerName, type GameWorld } from '../support/game-world';
import { useTestApp } from '../support/test-app';

const t = useTestApp();
let world: GameWorld;
let itemSlug: string;
let postSlug: string;

/**
 * What a client of an older era reads of a body: `check` asserts each value it reads and returns how many it
 * checked, so that a read finding nothing to check fails instead of holding vacuously.
 */
interface LegacyRead {
  what: string;
  check: (body: never, ruleSet: RuleSetType) => number;
}

interface Case {
  /** The path of the real API, as documented for clients. */
  route: string;
  url: () => string;
  schema: TSchema;
  ruleSets?: readonly RuleSetType[];
  /** A check that the body is not vacuously valid (a list with entries...). */
  filled?: (body: never, ruleSet: RuleSetType) => boolean | Promise<boolean>;
  /** The legacy fields older clients read on this route. */
  legacyReads?: readonly LegacyRead[];
}

const headersOf = (ruleSet: RuleSetType) => ({ 'X-ZUnivers-RuleSetType': ruleSet, 'accept-language': 'fr-FR' });
const bodyOf = async (url: string, ruleSet: RuleSetType): Promise<unknown> =>
  (await t.app.inject({ url, headers: headersOf(ruleSet) })).json();

interface ScoredItem {
  slug: string;
  scores: Record<string, number>;
  score: unknown;
  scoreGolden: unknown;
}

/** Every card anywhere in a body: the objects carrying `scores`. */
function itemsIn(value: unknown): ScoredItem[] {
  if (Array.isArray(value)) return value.flatMap(itemsIn);
  if (typeof value !== 'object' || value === null) return [];
  const nested = Object.values(value).flatMap(itemsIn);
  return 'scores' in value ? [value as ScoredItem, ...nested] : nested;
}

/** Before November 2024 a card's points were `score` (normal) and `scoreGolden`, not `scores`. */
function checkItemScores(body: unknown): number {
  const items = itemsIn(body);
  for (const item of items) {
    assert.equal(item.score, item.scores[0], `${item.slug}: score`);
    assert.equal(item.scoreGolden, item.scores[1], `${item.slug}: scoreGolden`);
  }
  return items.length;
}

const itemScores: LegacyRead = { what: 'score and scoreGolden of every card', check: checkItemScores };

interface GoldenHolder {
  shinyLevel: number;
  isGolden: unknown;
}

/** Before November 2024 golden was a flag, `isGolden`, true for shiny level 1 only (chromatic is not golden). */
const goldenFlags = <Body>(what: string, holdersOf: (body: Body) => GoldenHolder[]): LegacyRead => ({
  what: `isGolden of ${what}`,
  check: (body: never) => {
    const holders = holdersOf(body);
    for (const holder of holders) {
      assert.equal(holder.isGolden, holder.shinyLevel === 1, `${what}: ${JSON.stringify(holder).slice(0, 200)}`);
    }
    return holders.length;
  },
});

interface CorporationLogRead {
  action: string;
  amount?: number;
  date: string;
  user: { discordUserName: string };
}
interface CorporationRead {
  userCorporations: { role: string; user: { discordUserName: string } }[];
  corporationLogs: CorporationLogRead[];
  corporationLedgers: (Omit<CorporationLogRead, 'action'> & { role: string })[];
}

/** Before September 2025 a corporation's gifts came as corporationLedgers: its LEDGER logs, with the giver's role. */
const corporationLedgers: LegacyRead = {
  what: 'corporationLedgers',
  check: (body: CorporationRead) => {
    const roleOf = (userName: string) =>
      body.userCorporations.find((member) => member.user.discordUserName === userName)?.role ?? 'MEMBER';
    const expected = body.corporationLogs
      .filter((log) => log.action === 'LEDGER')
      .map(({ amount, date, user }) => ({ amount, date, role: roleOf(user.discordUserName), user }));
    assert.deepEqual(body.corporationLedgers, expected);
    return body.corporationLedgers.length;
  },
};

const user = encodeURIComponent(testPlayerName);
const list = (schema: TSchema) => Type.Array(schema);
const some = (body: unknown[]) => body.length > 0;

const cases: Case[] = [
  { route: '/app/status', url: () => '/app/status', schema: AppStatus },
  { route: '/app/settings', url: () => '/app/settings', schema: AppSettings },
  { route: '/public/user/{user}', url: () => `/public/user/${user}`, schema: PlayerProfile },
  {
    route: '/public/user/{user}/overview',
    url: () => `/public/user/${user}/overview`,
    schema: PlayerOverview,
    filled: (body: { countByRarity: unknown[]; pins: unknown[] }, ruleSet) =>
      some(body.countByRarity) && (ruleSet === 'HARDCORE' || some(body.pins)),
    legacyReads: [itemScores],
  },
  {
    route: '/public/user/autocomplete/{text}',
    url: () => '/public/user/autocomplete/joueur',
    schema: UserAutocomplete,
    filled: some,
  },
  {
    route: '/public/loot/{user}',
    url: () => `/public/loot/${user}`,
    schema: LootMap,
    filled: (body: Record<string, unknown[]>) => (body[world.today] ?? []).length > 0,
  },
  {
    route: '/public/loot/{user}?year=',
    url: () => `/public/loot/${user}?year=${world.today.slice(0, 4)}`,
    schema: LootMap,
    filled: (body: Record<string, unknown[]>) => Object.keys(body).length >= 365,
  },
  {
    route: '/public/user/{user}/activity',
    url: () => `/public/user/${user}/activity`,
    schema: LootActivity,
    filled: ({ lootInfos }: { lootInfos: { date: string; count: number }[] }) =>
      lootInfos.length === 365 && lootInfos.at(-1)!.date === world.today && lootInfos.some((day) => day.count > 0),
  },
  {
    route: '/public/inventory/{user}',
    url: () => `/public/inventory/${user}`,
    schema: list(InventoryEntry),
    filled: some,
    legacyReads: [goldenFlags('each entry', (body: GoldenHolder[]) => body), itemScores],
  },
  {
    route: '/public/banner/{user}',
    url: () => `/public/banner/${user}`,
    schema: list(BannerOwnership),
    filled: (body: { id?: string }[]) => body.some((entry) => entry.id) && body.some((entry) => !entry.id),
  },
  {
    route: '/public/evolution/{user}',
    url: () => `/public/evolution/${user}`,
    schema: Evolution,
    filled: (body: { evolutionItems: unknown[] }) => some(body.evolutionItems),
    legacyReads: [itemScores],
  },
  {
    route: '/public/achievement/{user}/{categoryId}',
    url: () => `/public/achievement/${user}/${lootAchievementCategoryId}`,
    schema: list(AchievementProgress),
    filled: some,
  },
  { route: '/public/challenge', url: () => '/public/challenge', schema: list(ActiveChallenge), filled: some },
  {
    route: '/public/challenge/{user}',
    url: () => `/public/challenge/${user}`,
    schema: list(ActiveChallenge),
    filled: some,
  },
  {
    route: '/public/calendar/{user}',
    url: () => `/public/calendar/${user}`,
    schema: AdventCalendar,
    filled: (body: { calendars: unknown[] }, ruleSet) => ruleSet === 'HARDCORE' || some(body.calendars),
  },
  {
    route: '/public/item',
    url: () => '/public/item?search=a',
    schema: list(Item),
    filled: some,
    legacyReads: [itemScores],
  },
  {
    route: '/public/item/{slug}',
    url: () => `/public/item/${itemSlug}`,
    schema: ItemDetail,
    legacyReads: [itemScores],
  },
  { route: '/public/pack', url: () => '/public/pack', schema: list(Pack), filled: some },
  {
    route: '/public/fusion',
    url: () => '/public/fusion',
    schema: list(Fusion),
    filled: some,
    legacyReads: [itemScores],
  },
  {
    route: '/public/recycle/config',
    url: () => '/public/recycle/config',
    schema: list(RecycleConfigEntry),
    filled: some,
    legacyReads: [goldenFlags('each line', (body: GoldenHolder[]) => body)],
  },
  {
    route: '/public/shop',
    url: () => '/public/shop',
    schema: list(ShopEntry),
    filled: some,
    legacyReads: [
      goldenFlags('each offer', (body: { shopInventory: GoldenHolder }[]) => body.map((entry) => entry.shopInventory)),
      itemScores,
    ],
  },
  { route: '/public/post', url: () => '/public/post', schema: list(PostSummary), filled: some },
  { route: '/public/post/{slug}', url: () => `/public/post/${postSlug}`, schema: Post },
  {
    route: '/public/event/current',
    url: () => '/public/event/current',
    schema: list(GameEvent),
    filled: some,
    legacyReads: [itemScores],
  },
  {
    route: '/public/event',
    url: () => '/public/event',
    schema: list(GameEvent),
    filled: async (body: unknown[], ruleSet) => {
      assert.deepEqual(body, await bodyOf('/public/event/current', ruleSet));
      return some(body);
    },
    legacyReads: [itemScores],
  },
  {
    route: '/public/tower/season',
    url: () => '/public/tower/season',
    schema: TowerSeason,
    legacyReads: [
      goldenFlags('the drop rates', (body: { tower: { towerFloors: { dropRates: GoldenHolder[] }[] } }) =>
        body.tower.towerFloors.flatMap((floor) => floor.dropRates),
      ),
    ],
  },
  {
    route: '/public/tower/{user}',
    url: () => `/public/tower/${user}`,
    schema: PlayerTower,
    filled: (body: { towerStats: unknown[]; reputations: unknown[] }, ruleSet) =>
      some(body.reputations) && (ruleSet === 'HARDCORE' || some(body.towerStats)),
  },
  {
    route: '/public/tower/leaderboard',
    url: () => `/public/tower/leaderboard?seasonOffset=0&discordUserName=${user}&discordUserName=sans.hardcore`,
    schema: TowerLeaderboard,
    filled: (body: { users: unknown[] }) => some(body.users),
  },
  { route: '/public/tower/stats', url: () => '/public/tower/stats', schema: TowerGlobalStats },
  {
    route: '/public/tournament/latest',
    url: () => '/public/tournament/latest',
    schema: Tournament,
    ruleSets: ['NORMAL'],
    filled: (body: { battles: unknown[] }) => some(body.battles),
  },
  { route: '/public/corporation', url: () => '/public/corporation', schema: list(CorporationSummary), filled: some },
  {
    route: '/public/corporation/{id}',
    url: () => `/public/corporation/${world.corporationId}`,
    schema: CorporationDetail,
    ruleSets: ['HARDCORE'],
    filled: (body: { userCorporations: unknown[]; corporationLogs: unknown[] }) =>
      some(body.userCorporations) && some(body.corporationLogs),
    legacyReads: [corporationLedgers],
  },
  {
    route: '/public/hardcore/season/current',
    url: () => '/public/hardcore/season/current',
    schema: HardcoreSeason,
    ruleSets: ['HARDCORE'],
  },
  { route: '/public/lucky/jackpot', url: () => '/public/lucky/jackpot', schema: Jackpot },
  {
    route: '/public/lucky/{linkCode}/count',
    url: () => `/public/lucky/${ids.link.valid}/count`,
    schema: TicketCounts,
    ruleSets: ['NORMAL'],
  },
  {
    route: '/public/lucky/{linkCode}?type=',
    url: () => `/public/lucky/${ids.link.valid}?type=LUCKY_RAYOU`,
    schema: NextTicket,
    ruleSets: ['NORMAL'],
  },
];

/** The first few mismatches, readable in a failed assertion. */
function mismatches(schema: TSchema, body: unknown): string {
  return [...Value.Errors(schema, body)]
    .slice(0, 5)
    .map((error) => `${error.instancePath || '/'} ${error.message}`)
    .join('; ');
}

/** Paths in a body holding null: the contract has no nullable list, and only a few nullable values. */
function nullPaths(value: unknown, path = ''): string[] {
  if (value === null) return [path || '/'];
  if (Array.isArray(value)) return value.flatMap((entry, i) => nullPaths(entry, `${path}/${i}`));
  if (typeof value === 'object') {
    return Object.entries(value as object).flatMap(([key, entry]) => nullPaths(entry, `${path}/${key}`));
  }
  return [];
}

/** The schemas of the properties named `name` anywhere in a part of the OpenAPI document. */
function propertiesNamed(value: unknown, name: string): { deprecated?: unknown; description?: unknown }[] {
  if (typeof value !== 'object' || value === null) return [];
  const nested = Object.values(value).flatMap((entry) => propertiesNamed(entry, name));
  const properties = (value as { properties?: Record<string, object> }).properties;
  return properties && name in properties ? [properties[name]!, ...nested] : nested;
}

/** Fields the real API writes as null (an achievement not done yet, a pack without year...). */
const nullable = [/\/id$/, /\/items$/, /\/year$/, /\/luckyType$/, /\/currentEventId$/];

/** Today's batch of the échoppe in both rule sets, as the daily turn writes it: the played world is emptied of it. */
async function restockTodaysShop(db: Db, today: WorldDate): Promise<void> {
  const catalogue = await loadCatalogue(db);
  for (const ruleSet of ruleSets) {
    const offers = restockShop(catalogue, createPrng(`compatibility/shop/${ruleSet}/${today}`), today);
    await db.insert(shopEntries).values(shopRestockRows(ruleSet, today, offers));
  }
}

describe('compatibility with the real API (every GET route, each rule set)', () => {
  before(async () => {
    world = await insertGameWorld(t.database.db);
    await restockTodaysShop(t.database.db, world.today);
    itemSlug = (await t.app.inject({ url: '/public/item?search=a' })).json()[0].slug;
    postSlug = (await t.app.inject({ url: '/public/post' })).json()[0].slug;
  });

  for (const testCase of cases) {
    for (const ruleSet of testCase.ruleSets ?? (['NORMAL', 'HARDCORE'] as const)) {
      it(`${testCase.route} (${ruleSet})`, async () => {
        const response = await t.app.inject({ url: testCase.url(), headers: headersOf(ruleSet) });
        assert.equal(response.statusCode, 200, response.body.slice(0, 300));
        assert.match(String(response.headers['content-type']), /^application\/json/);
        const body: unknown = response.json();
        assert.ok(Value.Check(testCase.schema, body), mismatches(testCase.schema, body));
        const nulls = nullPaths(body).filter((path) => !nullable.some((pattern) => pattern.test(path)));
        assert.deepEqual(nulls, [], 'no null outside the nullable fields');
        if (testCase.filled) assert.ok(await testCase.filled(body as never, ruleSet), 'the body holds data to check');
        for (const { what, check } of testCase.legacyReads ?? []) {
          assert.ok(check(body as never, ruleSet) > 0, `${what}: something to check`);
        }
        // A card on a route not listed above is read the old way all the same.
        checkItemScores(body);
      });
    }
  }

  it('documents each of these routes in the OpenAPI document', async () => {
    const paths = Object.keys((await t.app.inject({ url: '/docs/json' })).json().paths);
    const documented = (route: string) => route.split('?')[0]!.replace('{user}', '{userName}');
    for (const { route } of cases) assert.ok(paths.includes(documented(route)), route);
  });

  it('marks the old paths and the legacy fields deprecated in the OpenAPI document', async () => {
    const document = (await t.app.inject({ url: '/docs/json' })).json();
    for (const path of ['/public/event', '/public/user/{userName}/activity']) {
      assert.equal(document.paths[path].get.deprecated, true, path);
    }
    assert.equal(document.paths['/public/event/current'].get.deprecated, undefined);
    const legacyFields = {
      '/public/inventory/{userName}': ['isGolden', 'score', 'scoreGolden'],
      '/public/item': ['score', 'scoreGolden'],
      '/public/shop': ['isGolden', 'score', 'scoreGolden'],
      '/public/recycle/config': ['isGolden'],
      '/public/tower/season': ['isGolden'],
      '/public/corporation/{id}': ['corporationLedgers'],
    };
    for (const [path, fields] of Object.entries(legacyFields)) {
      const answer = document.paths[path].get.responses['200'];
      for (const field of fields) {
        const schemas = propertiesNamed(answer, field);
        assert.ok(schemas.length > 0, `${path}: ${field} documented`);
        assert.ok(
          schemas.every(
            (schema) => schema.deprecated === true && /legacy: replaced by/.test(String(schema.description)),
          ),
          `${path}: ${field} deprecated`,
        );
      }
    }
  });

  it('answers the old lower-case spelling of the rule-set header', async () => {
    const response = await t.app.inject({
      url: '/public/event/current',
      headers: { 'x-zunivers-rulesettype': 'HARDCORE' },
    });
    assert.deepEqual(
      response.json().map((event: { id: string }) => event.id),
      [ids.event.HARDCORE],
    );
  });
});

// Clients read a player's avatar and shown banner without a guard, wherever a player appears: every account of the
// seed (and of the rows the tests add), not a sample, through its profile and through every corporation's members.
describe('every account, as clients read it (each rule set)', () => {
  for (const ruleSet of ruleSets) {
    const headers = { 'X-ZUnivers-RuleSetType': ruleSet };

    it(`has an avatar and shows a banner it owns on its profile (${ruleSet})`, async () => {
      const accounts = await t.database.db
        .select({ name: users.discordUserName })
        .from(playerAccounts)
        .innerJoin(users, eq(users.id, playerAccounts.userId))
        .where(eq(playerAccounts.ruleSet, ruleSet));
      assert.ok(accounts.length >= 50, `${accounts.length} accounts`);
      const lacking: string[] = [];
      for (const { name } of accounts) {
        const response = await t.app.inject({ url: `/public/user/${encodeURIComponent(name)}`, headers });
        assert.equal(response.statusCode, 200, `${name}: ${response.body.slice(0, 200)}`);
        const { user } = response.json<PlayerProfile>();
        const shown = user.userBanner as Partial<PlayerProfile['user']['userBanner']> | undefined;
        if (typeof user.discordAvatar !== 'string' || !user.discordAvatar) lacking.push(`${name}: no avatar`);
        if (!shown?.id || !shown.date || !shown.banner?.name || !shown.banner.imageUrl) {
          lacking.push(`${name}: no banner`);
        }
      }
      assert.deepEqual(lacking, []);
    });

    it(`gives every corporation member an avatar (${ruleSet})`, async () => {
      const listed = (await t.app.inject({ url: '/public/corporation', headers })).json<{ id: string }[]>();
      assert.ok(listed.length > 0);
      let members = 0;
      for (const { id } of listed) {
        const detail = (await t.app.inject({ url: `/public/corporation/${id}`, headers })).json<CorporationDetail>();
        for (const { user } of detail.userCorporations) {
          members++;
          assert.match(user.discordAvatar, /^[0-9a-f]{32}$/, user.discordUserName);
        }
      }
      assert.ok(members >= listed.length, 'every corporation has a member');
    });
  }
});
