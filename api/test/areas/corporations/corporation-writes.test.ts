// The corporation writes of a signed-in player, on corporations and players of the tests' own: each action's answer,
// rows and refusals, then the leave rule with dissolution.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import {
  corporationBonuses,
  corporationLogs,
  corporationMembers,
  corporations,
} from '../../../src/areas/corporations/corporations-schema';
import { corporationWrites } from '../../support/corporation-writes';
import { useSignedTestApp } from '../../support/test-tokens';

const t = useSignedTestApp();
const { db, player, found, write, refused, balanceOf } = corporationWrites(t);

describe('POST /public/corporation', () => {
  it('answers 401 without a token', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/public/corporation',
      payload: { name: 'Abc', description: '' },
    });
    assert.equal(response.statusCode, 401);
  });

  it('founds a corporation for 10,000 ZUMonnaie, its founder PDG, and answers its detail', async () => {
    const founder = await player(12_500);
    const name = `Les Rayés ${randomUUID().slice(0, 6)}`;
    const response = await write(founder, 'POST', '/public/corporation', { name, description: ' Bonjour ' });
    assert.equal(response.statusCode, 200, response.body);
    const detail = response.json();
    assert.equal(detail.name, name);
    assert.equal(detail.description, 'Bonjour');
    assert.equal(detail.balance, 0);
    assert.deepEqual(
      detail.userCorporations.map((m: { role: string; user: { discordUserName: string } }) => [
        m.role,
        m.user.discordUserName,
      ]),
      [['ADMIN', founder.name]],
    );
    assert.deepEqual(
      detail.corporationLogs.map((l: { action: string; amount?: number }) => [l.action, l.amount]),
      [['CREATE', 10_000]],
    );
    assert.equal(await balanceOf(founder), 2_500);
    // The same name in other case and without accents is taken; the founder is in a corporation already.
    const rival = await player(10_000);
    await refused(
      write(rival, 'POST', '/public/corporation', { name: name.toUpperCase().replace('É', 'E'), description: '' }),
      'CORPORATION_NAME_TAKEN',
    );
    await refused(
      write(founder, 'POST', '/public/corporation', { name: 'Autre nom', description: '' }),
      'ALREADY_IN_CORPORATION',
    );
    await refused(
      write(await player(9_999), 'POST', '/public/corporation', { name: 'Pas assez', description: '' }),
      'NOT_ENOUGH_BALANCE',
    );
  });
});

describe('POST /public/corporation/{id}/join', () => {
  it('seats a player while there is room, and refuses the full corporation, a second one and an unknown id', async () => {
    const { id } = await found();
    const joiner = await player();
    const response = await write(joiner, 'POST', `/public/corporation/${id}/join`);
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(
      response.json().userCorporations.map((m: { role: string }) => m.role),
      ['ADMIN', 'MEMBER'],
    );
    assert.equal(response.json().corporationLogs[0].action, 'JOIN');
    await refused(write(joiner, 'POST', `/public/corporation/${id}/join`), 'ALREADY_IN_CORPORATION');
    for (let i = 0; i < 2; i++) await write(await player(), 'POST', `/public/corporation/${id}/join`);
    await refused(write(await player(), 'POST', `/public/corporation/${id}/join`), 'CORPORATION_FULL');
    await refused(
      write(await player(), 'POST', `/public/corporation/${randomUUID()}/join`),
      'CORPORATION_NOT_FOUND',
      404,
    );
  });
});

describe('POST /public/corporation/give', () => {
  it('moves ZUMonnaie to the treasury up to 1,000 a day, and shows what the member gave today', async () => {
    const { founder } = await found();
    const response = await write(founder, 'POST', '/public/corporation/give', { amount: 600 });
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.json().balance, 600);
    assert.equal(response.json().userCorporations[0].giveToday, 600);
    assert.deepEqual(response.json().corporationLogs[0], {
      ...response.json().corporationLogs[0],
      action: 'LEDGER',
      amount: 600,
    });
    await refused(write(founder, 'POST', '/public/corporation/give', { amount: 401 }), 'GIFT_LIMIT_REACHED');
    assert.equal(await balanceOf(founder), 20_000 - 600);
    const poor = await player(10_000 + 50);
    await write(poor, 'POST', '/public/corporation', { name: `Pauvres ${randomUUID().slice(0, 6)}`, description: '' });
    await refused(write(poor, 'POST', '/public/corporation/give', { amount: 51 }), 'NOT_ENOUGH_BALANCE');
    await refused(write(await player(), 'POST', '/public/corporation/give', { amount: 1 }), 'NOT_IN_CORPORATION');
  });
});

describe('POST /public/corporation/bonus/{type}', () => {
  it('lets the PDG buy the next level with the treasury, and refuses a member, a short treasury and level 4', async () => {
    const { id, founder } = await found(16_500);
    const response = await write(founder, 'POST', '/public/corporation/bonus/LOOT');
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.json().balance, 500);
    assert.deepEqual(
      response.json().corporationBonuses.find((b: { type: string }) => b.type === 'LOOT'),
      { type: 'LOOT', level: 1 },
    );
    assert.deepEqual(response.json().corporationLogs[0].amount, 16_000);
    await refused(write(founder, 'POST', '/public/corporation/bonus/LOOT'), 'NOT_ENOUGH_TREASURY');
    const member = await player();
    await write(member, 'POST', `/public/corporation/${id}/join`);
    await refused(write(member, 'POST', '/public/corporation/bonus/LOOT'), 'NOT_CORPORATION_ADMIN');
    await db().insert(corporationBonuses).values({ corporationId: id, type: 'MEMBER_COUNT', level: 4 });
    await refused(write(founder, 'POST', '/public/corporation/bonus/MEMBER_COUNT'), 'BONUS_MAX_LEVEL');
  });
});

describe('PATCH /public/corporation', () => {
  it('rewrites the description for the PDG only', async () => {
    const { id, founder } = await found();
    const response = await write(founder, 'PATCH', '/public/corporation', { description: 'Nouvelle description' });
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.json().description, 'Nouvelle description');
    const member = await player();
    await write(member, 'POST', `/public/corporation/${id}/join`);
    await refused(write(member, 'PATCH', '/public/corporation', { description: 'Non' }), 'NOT_CORPORATION_ADMIN');
  });
});

describe('POST /public/corporation/transfer/{userName}', () => {
  it('hands the PDG role to a member, logged TRANSFER under the new PDG', async () => {
    const { id, founder } = await found();
    const member = await player();
    await write(member, 'POST', `/public/corporation/${id}/join`);
    await refused(
      write(founder, 'POST', `/public/corporation/transfer/${(await player()).name}`),
      'NOT_CORPORATION_MEMBER',
    );
    await refused(write(founder, 'POST', '/public/corporation/transfer/personne_de_ce_nom'), 'USER_NOT_FOUND', 404);
    // Read (and kept) before: the pages read again after a write and must not get the old roles.
    const page = () => t.app.inject({ url: `/public/corporation/${id}` });
    const roleOnProfile = async (name: string) =>
      (await t.app.inject({ url: `/public/user/${name}` })).json().userCorporation?.role;
    assert.equal((await page()).json().userCorporations[0].user.discordUserName, founder.name);
    assert.equal(await roleOnProfile(member.name), 'MEMBER');
    const response = await write(founder, 'POST', `/public/corporation/transfer/${member.name}`);
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual((await page()).json(), response.json());
    assert.equal(await roleOnProfile(member.name), 'ADMIN');
    assert.equal(await roleOnProfile(founder.name), 'MEMBER');
    const detail = response.json();
    assert.deepEqual(
      detail.userCorporations.map((m: { role: string; user: { discordUserName: string } }) => [
        m.role,
        m.user.discordUserName,
      ]),
      [
        ['ADMIN', member.name],
        ['MEMBER', founder.name],
      ],
    );
    assert.equal(detail.corporationLogs[0].action, 'TRANSFER');
    assert.equal(detail.corporationLogs[0].user.discordUserName, member.name);
    await refused(write(founder, 'POST', `/public/corporation/transfer/${member.name}`), 'NOT_CORPORATION_ADMIN');
  });
});

describe('POST /public/corporation/leave', () => {
  it('lets a member go, keeps the PDG until the role is handed over, and dissolves on the last leaving', async () => {
    const { id, founder, name } = await found();
    const member = await player();
    await write(member, 'POST', `/public/corporation/${id}/join`);
    await refused(write(founder, 'POST', '/public/corporation/leave'), 'ADMIN_MUST_TRANSFER');
    const left = await write(member, 'POST', '/public/corporation/leave');
    assert.equal(left.statusCode, 200, left.body);
    assert.deepEqual(left.json(), { corporationId: id, dissolved: false });

    const last = await write(founder, 'POST', '/public/corporation/leave');
    assert.deepEqual(last.json(), { corporationId: id, dissolved: true });
    const page = await t.app.inject({ url: `/public/corporation/${id}` });
    assert.equal(page.statusCode, 404);
    assert.deepEqual(page.json(), { code: 'CORPORATION_DISSOLVED', message: "Cette corporation n'existe plus" });
    const logs = await db()
      .select({ action: corporationLogs.action })
      .from(corporationLogs)
      .where(eq(corporationLogs.corporationId, id));
    assert.deepEqual(logs.map((l) => l.action).sort(), ['CREATE', 'JOIN', 'LEAVE', 'LEAVE']);
    const list = (await t.app.inject({ url: '/public/corporation' })).json() as { id: string }[];
    assert.ok(!list.some((c) => c.id === id));
    await refused(write(member, 'POST', `/public/corporation/${id}/join`), 'CORPORATION_DISSOLVED', 404);
    await refused(write(member, 'POST', '/public/corporation/leave'), 'NOT_IN_CORPORATION');
    // Its name is free again.
    const again = await write(member, 'POST', '/public/corporation', { name, description: '' });
    assert.equal(again.statusCode, 200, again.body);
    const [dissolved] = await db().select().from(corporations).where(eq(corporations.id, id));
    assert.ok(dissolved?.dissolvedAt);
    const seats = await db()
      .select()
      .from(corporationMembers)
      .where(and(eq(corporationMembers.corporationId, id)));
    assert.equal(seats.length, 0);
  });
});
