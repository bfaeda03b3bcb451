// Independent of DATABASE_URL: no database, so the PostgreSQL pass leaves it out.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { REFERENCE_DATE, scaleSettings, wellKnownAccounts } from '../../src/seed';
import { generateBaseSeed } from '../../src/seed/generate';
import { assertUnique, countBy, userByName } from './fixture';
import { DAY_MS } from '../../src/engine/world-rules';
import { startingBannerName } from '../../src/areas/players/players-rules';
import { accountStart } from '../../src/seed/generators/player-accounts';

// The generated base the world is played on (its currencies, activity and treasuries are then the world's; the
// played figures are checked by world-invariants.test.ts).
const seed = generateBaseSeed({ scale: 'small' });

const { users, playerAccounts, userBanners, ranks, banners, corporations, corporationMembers } = seed;
const accountKey = (a: { userId: string; ruleSet: string }) => `${a.userId}/${a.ruleSet}`;

describe('users', () => {
  it("has the small scale's users with unique ids, chat ids and user names", () => {
    assert.equal(users.length, scaleSettings.small.userCount);
    assertUnique(
      users.map((u) => u.id),
      'user id',
    );
    assertUnique(
      users.map((u) => u.discordId),
      'discordId',
    );
    assertUnique(
      users.map((u) => u.discordUserName),
      'discordUserName',
    );
  });

  it('uses valid chat identities', () => {
    for (const user of users) {
      assert.match(user.discordUserName, /^[a-z0-9_.]{2,32}$/);
      assert.match(user.discordId, /^[1-9]\d{16,18}$/);
      assert.match(user.discordAvatar, /^[0-9a-f]{32}$/, `${user.discordUserName} has an avatar`);
      assert.ok(user.createdDate >= new Date('2021-01-01T00:00:00Z') && user.createdDate <= REFERENCE_DATE);
    }
    const withGlobalName = users.filter((u) => u.discordGlobalName).length;
    assert.ok(withGlobalName > users.length / 2 && withGlobalName < users.length);
  });
});

describe('player accounts', () => {
  const rankIds = new Set(ranks.map((r) => r.id));
  const bannersByAccount = new Map<string, Set<string>>();
  for (const owned of userBanners) {
    const set = bannersByAccount.get(accountKey(owned)) ?? new Set<string>();
    set.add(owned.bannerId);
    bannersByAccount.set(accountKey(owned), set);
  }

  it('gives every user a NORMAL account and about 60% a HARDCORE one', () => {
    assertUnique(playerAccounts.map(accountKey), 'account');
    const normal = new Set(playerAccounts.filter((a) => a.ruleSet === 'NORMAL').map((a) => a.userId));
    assert.equal(normal.size, users.length);
    const hardcoreShare = playerAccounts.filter((a) => a.ruleSet === 'HARDCORE').length / users.length;
    assert.ok(hardcoreShare > 0.5 && hardcoreShare < 0.7, `hardcore share ${hardcoreShare}`);
  });

  it('keeps currencies non-negative and within realistic caps', () => {
    for (const account of playerAccounts) {
      assert.ok(account.balance >= 0 && account.balance <= 200_000);
      assert.ok(account.loreDust >= 0 && account.loreDust <= 20_000);
      assert.ok(account.loreFragment >= 0 && account.loreFragment <= 5_000);
      assert.ok(account.upgradeDust >= 0 && account.upgradeDust <= 500);
    }
  });

  it('uses seeded ranks, and several of them', () => {
    for (const account of playerAccounts) assert.ok(rankIds.has(account.rankId));
    assert.ok(countBy(playerAccounts, (a) => a.rankId).size >= 5);
  });

  it('shows a banner it owns, and owns the starting banner from its start', () => {
    const starting = banners.find((banner) => banner.name === startingBannerName);
    assert.ok(starting, 'the catalogue has the starting banner');
    const usersById = new Map(users.map((u) => [u.id, u]));
    const startingUnlocks = new Map<string, Date>(
      userBanners.filter((b) => b.bannerId === starting.id).map((b) => [accountKey(b), b.date]),
    );
    for (const account of playerAccounts) {
      const key = accountKey(account);
      assert.ok(bannersByAccount.get(key)?.has(account.bannerId), `${key} shows a banner it owns`);
      const user = usersById.get(account.userId);
      assert.ok(user);
      assert.deepEqual(startingUnlocks.get(key), accountStart(user, account.ruleSet), `${key}'s starting banner`);
    }
  });

  it('has mostly recent activity, and some players idle for over 30 days', () => {
    const usersById = new Map(users.map((u) => [u.id, u]));
    let within90 = 0;
    let idle = 0;
    for (const account of playerAccounts) {
      const user = usersById.get(account.userId);
      assert.ok(user && account.lastActiveDate >= user.createdDate && account.lastActiveDate <= REFERENCE_DATE);
      const ageDays = (REFERENCE_DATE.getTime() - account.lastActiveDate.getTime()) / DAY_MS;
      if (ageDays <= 90) within90++;
      if (ageDays > 30) idle++;
    }
    assert.ok(within90 > playerAccounts.length * 0.7, `${within90} active within 90 days`);
    assert.ok(idle > playerAccounts.length * 0.1, `${idle} idle`);
  });
});

describe('user banners', () => {
  it('unlocks 1 to 8 distinct seeded banners per existing account, before its last activity', () => {
    const accounts = new Map(playerAccounts.map((a) => [accountKey(a), a]));
    const bannerIds = new Set(banners.map((b) => b.id));
    assertUnique(
      userBanners.map((b) => `${accountKey(b)}/${b.bannerId}`),
      'unlocked banner',
    );
    assertUnique(
      userBanners.map((b) => b.id),
      'user banner id',
    );
    for (const owned of userBanners) {
      const account = accounts.get(accountKey(owned));
      assert.ok(account, 'banner of a missing account');
      assert.ok(bannerIds.has(owned.bannerId));
      assert.ok(owned.date <= account.lastActiveDate);
    }
    // The one well-known player who owns every banner aside.
    const everyBanner = userByName(wellKnownAccounts.allBanners.discordUserName).id;
    const drawn = userBanners.filter((b) => b.userId !== everyBanner);
    for (const count of countBy(drawn, accountKey).values()) assert.ok(count >= 1 && count <= 8);
  });
});

describe('corporations', () => {
  it("has the small scale's count per rule set, names unique within a rule set", () => {
    for (const ruleSet of ['NORMAL', 'HARDCORE'] as const) {
      const ofRuleSet = corporations.filter((c) => c.ruleSet === ruleSet);
      assert.equal(ofRuleSet.length, scaleSettings.small.corporationsPerRuleSet);
      assertUnique(
        ofRuleSet.map((c) => c.name),
        `${ruleSet} corporation name`,
      );
    }
  });

  it('has a non-negative treasury, consistent dates and French descriptions of varied length', () => {
    for (const corporation of corporations) {
      assert.ok(corporation.balance >= 0);
      assert.ok(corporation.createdDate <= corporation.modifiedDate && corporation.modifiedDate <= REFERENCE_DATE);
      assert.ok(corporation.description.length > 0);
    }
    const lengths = corporations.map((c) => c.description.length);
    assert.ok(Math.max(...lengths) - Math.min(...lengths) > 20, `description lengths ${lengths.join(', ')}`);
  });

  it('has members of its own rule set, at most one corporation per account and rule set', () => {
    const accounts = new Set(playerAccounts.map(accountKey));
    const corporationsById = new Map(corporations.map((c) => [c.id, c]));
    assertUnique(corporationMembers.map(accountKey), 'membership');
    for (const member of corporationMembers) {
      const corporation = corporationsById.get(member.corporationId);
      assert.ok(corporation && corporation.ruleSet === member.ruleSet);
      assert.ok(accounts.has(accountKey(member)));
      assert.ok(member.joinedDate >= corporation.createdDate && member.joinedDate <= REFERENCE_DATE);
    }
  });

  it('has exactly one ADMIN per corporation and at most 20 members', () => {
    for (const corporation of corporations) {
      const members = corporationMembers.filter((m) => m.corporationId === corporation.id);
      assert.ok(members.length >= 1 && members.length <= 20, `${members.length} members`);
      assert.equal(members.filter((m) => m.role === 'ADMIN').length, 1);
    }
  });

  it("counts about 40% of each rule set's accounts as members", () => {
    for (const ruleSet of ['NORMAL', 'HARDCORE'] as const) {
      const share =
        corporationMembers.filter((m) => m.ruleSet === ruleSet).length /
        playerAccounts.filter((a) => a.ruleSet === ruleSet).length;
      assert.ok(share > 0.3 && share < 0.5, `${ruleSet} share ${share}`);
    }
  });
});

describe('well-known accounts', () => {
  const accountsOf = (userId: string) =>
    playerAccounts
      .filter((a) => a.userId === userId)
      .map((a) => a.ruleSet)
      .sort();

  it('has joueur.test in both rule sets, in a HARDCORE corporation, owning 3+ HARDCORE banners', () => {
    const user = userByName('joueur.test');
    assert.equal(user.discordId, wellKnownAccounts.testPlayer.discordId);
    assert.deepEqual(accountsOf(user.id), ['HARDCORE', 'NORMAL']);
    const membership = corporationMembers.find((m) => m.userId === user.id && m.ruleSet === 'HARDCORE');
    assert.ok(membership, 'joueur.test has no HARDCORE corporation');
    assert.equal(membership.role, 'MEMBER');
    const owned = userBanners.filter((b) => b.userId === user.id && b.ruleSet === 'HARDCORE');
    assert.ok(owned.length >= 3);
    const hardcore = playerAccounts.find((a) => a.userId === user.id && a.ruleSet === 'HARDCORE');
    assert.ok(hardcore && hardcore.bannerId !== null);
    assert.ok(REFERENCE_DATE.getTime() - hardcore.lastActiveDate.getTime() < 30 * DAY_MS);
  });

  it('has sans.hardcore in the NORMAL rule set only', () => {
    assert.deepEqual(accountsOf(userByName('sans.hardcore').id), ['NORMAL']);
  });

  it('has the staff accounts', () => {
    const staff = Object.values(wellKnownAccounts).filter((a) => a.isStaff);
    assert.ok(staff.length >= 2 && staff.length <= 3);
    for (const account of staff) assert.equal(userByName(account.discordUserName).discordId, account.discordId);
  });
});
