// The well-known players the profile pages and their browser tests rely on, in the small seed as loaded and played:
// each must still be in its state after the world's year, whatever the simulation's tuning does to the others.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { corporationBonusCost, corporationCreationCost } from '../../src/areas/corporations/corporations-rules';
import { wellKnownAccounts } from '../../src/seed';
import { startingBannerName } from '../../src/areas/players/players-rules';
import { hardcore, useTestApp } from '../support/test-app';

const context = useTestApp();
const ruleSets = ['NORMAL', 'HARDCORE'] as const;
const headers = { NORMAL: {}, HARDCORE: hardcore };
const price = 2000;

async function rows(query: ReturnType<typeof sql>): Promise<Record<string, unknown>[]> {
  const { rows: found } = (await context.database.db.execute(query)) as unknown as {
    rows: Record<string, unknown>[];
  };
  return found;
}

/** The account's figures as the database holds them on the world's last day. */
async function accountOf(userName: string, ruleSet: (typeof ruleSets)[number]) {
  const [row] = await rows(sql`
    select a.lore_dust as "loreDust",
           (select count(*) from user_banners b where b.user_id = u.id and b.rule_set = a.rule_set)::int as "banners",
           (select count(*) from banners)::int as "bannersInGame",
           (select count(*) from subscriptions s where s.user_id = u.id and s.rule_set = a.rule_set)::int
             as "subscriptions",
           (select count(*) from subscriptions s, world_clock c
             where s.user_id = u.id and s.rule_set = a.rule_set and s.begin_date <= c.today and c.today <= s.end_date)::int
             as "running"
    from users u join player_accounts a on a.user_id = u.id
    where u.discord_user_name = ${userName} and a.rule_set = ${ruleSet}`);
  assert.ok(row, `${userName} has a ${ruleSet} account`);
  return row as { loreDust: number; banners: number; bannersInGame: number; subscriptions: number; running: number };
}

async function profileOf(userName: string, ruleSet: (typeof ruleSets)[number]) {
  const response = await context.app.inject({ url: `/public/user/${userName}`, headers: headers[ruleSet] });
  assert.equal(response.statusCode, 200, `${userName} ${ruleSet}`);
  return response.json<{
    subscription?: { endDate: string };
    user: { userBanner: { banner: { name: string } }; loreDust: number };
  }>();
}

async function ownedBanners(userName: string, ruleSet: (typeof ruleSets)[number]) {
  const response = await context.app.inject({ url: `/public/banner/${userName}`, headers: headers[ruleSet] });
  assert.equal(response.statusCode, 200);
  return response.json<{ date?: string | null; banner: { name: string } }[]>().filter((b) => b.date);
}

describe('the well-known players of the profile pages', () => {
  for (const ruleSet of ruleSets) {
    it(`${wellKnownAccounts.allBanners.discordUserName} owns every banner (${ruleSet})`, async () => {
      const name = wellKnownAccounts.allBanners.discordUserName;
      const account = await accountOf(name, ruleSet);
      assert.ok(account.bannersInGame > 8, 'more banners than a drawn player may get');
      assert.equal(account.banners, account.bannersInGame);
      assert.equal((await ownedBanners(name, ruleSet)).length, account.bannersInGame);
    });

    it(`${wellKnownAccounts.noBanner.discordUserName} owns only the starting banner, and shows it (${ruleSet})`, async () => {
      const name = wellKnownAccounts.noBanner.discordUserName;
      assert.equal((await accountOf(name, ruleSet)).banners, 1);
      const owned = await ownedBanners(name, ruleSet);
      assert.deepEqual(
        owned.map((b) => b.banner.name),
        [startingBannerName],
      );
      assert.equal((await profileOf(name, ruleSet)).user.userBanner.banner.name, startingBannerName);
    });

    it(`${wellKnownAccounts.subscriber.discordUserName} has a subscription running (${ruleSet})`, async () => {
      const name = wellKnownAccounts.subscriber.discordUserName;
      assert.equal((await accountOf(name, ruleSet)).running, 1);
      assert.ok((await profileOf(name, ruleSet)).subscription, 'the profile shows the subscription');
    });

    it(`${wellKnownAccounts.newcomer.discordUserName} never subscribed: the free month is there (${ruleSet})`, async () => {
      const name = wellKnownAccounts.newcomer.discordUserName;
      assert.equal((await accountOf(name, ruleSet)).subscriptions, 0);
      assert.equal((await profileOf(name, ruleSet)).subscription, undefined);
    });

    it(`${wellKnownAccounts.formerSubscriber.discordUserName} used the free month, none runs (${ruleSet})`, async () => {
      const name = wellKnownAccounts.formerSubscriber.discordUserName;
      const account = await accountOf(name, ruleSet);
      assert.equal(account.subscriptions, 1);
      assert.equal(account.running, 0);
      assert.equal((await profileOf(name, ruleSet)).subscription, undefined);
    });
  }

  // The paid path in NORMAL; in HARDCORE the season's wipe leaves too little: the refusal's path.
  it(`${wellKnownAccounts.formerSubscriber.discordUserName} can pay the next month in NORMAL, not in HARDCORE`, async () => {
    const name = wellKnownAccounts.formerSubscriber.discordUserName;
    assert.ok((await accountOf(name, 'NORMAL')).loreDust >= price, 'NORMAL: 2000 lore dust or more');
    assert.ok((await profileOf(name, 'NORMAL')).user.loreDust >= price);
    assert.ok((await accountOf(name, 'HARDCORE')).loreDust < price, 'HARDCORE: less than 2000 lore dust');
  });

  it(`${wellKnownAccounts.brokeFormerSubscriber.discordUserName} used the free month and cannot pay the next (NORMAL)`, async () => {
    const name = wellKnownAccounts.brokeFormerSubscriber.discordUserName;
    const account = await accountOf(name, 'NORMAL');
    assert.equal(account.subscriptions, 1);
    assert.equal(account.running, 0);
    assert.ok(account.loreDust < price, `${account.loreDust} lore dust`);
    assert.equal((await profileOf(name, 'NORMAL')).subscription, undefined);
  });
});

// The corporations' browser test reads these through the API on a fresh start (the reference day).
describe('the well-known players of the corporations pages (HARDCORE)', () => {
  interface Player {
    user: { balance: number };
    userCorporation?: unknown;
  }
  const playerOf = async (userName: string) => {
    const response = await context.app.inject({ url: `/public/user/${userName}`, headers: hardcore });
    assert.equal(response.statusCode, 200, userName);
    return response.json<Player>();
  };

  it(`${wellKnownAccounts.subscriber.discordUserName} can found a corporation, and another player can give to it`, async () => {
    const founder = await playerOf(wellKnownAccounts.subscriber.discordUserName);
    assert.equal(founder.userCorporation, undefined);
    assert.ok(founder.user.balance >= corporationCreationCost, `${founder.user.balance} ZUMonnaie`);
    const others = Object.values(wellKnownAccounts).filter((a) => a.hasHardcore && a !== wellKnownAccounts.subscriber);
    const givers = [];
    for (const account of others) {
      const player = await playerOf(account.discordUserName);
      if (!player.userCorporation && player.user.balance >= 500) givers.push(account.discordUserName);
    }
    assert.ok(givers.length > 0, 'a second player in no corporation with 500 ZUMonnaie');
  });

  it(`${wellKnownAccounts.cardKeeper.discordUserName} leads one of the five richest, whose treasury pays a level`, async () => {
    const listed = await context.app.inject({ url: '/public/corporation', headers: hardcore });
    assert.equal(listed.statusCode, 200);
    const richest = listed
      .json<{ id: string; balance: number }[]>()
      .sort((a, b) => b.balance - a.balance)
      .slice(0, 5);
    const payable = [];
    for (const { id } of richest) {
      const response = await context.app.inject({ url: `/public/corporation/${id}`, headers: hardcore });
      const detail = response.json<{
        balance: number;
        corporationBonuses: { level: number }[];
        userCorporations: { role: string; user: { discordUserName: string } }[];
      }>();
      const costs = detail.corporationBonuses.map((b) => corporationBonusCost(b.level)).filter((c) => c !== null);
      const pdg = detail.userCorporations.find((m) => m.role === 'ADMIN')?.user.discordUserName;
      if (costs.length > 0 && detail.balance >= Math.min(...costs)) payable.push(pdg);
    }
    assert.ok(payable.includes(wellKnownAccounts.cardKeeper.discordUserName), `payable treasuries led by ${payable}`);
  });
});
