// GET /public/forge/{userName}: the forge planner on the played world's players, each figure checked against what the
// data layer then does (a recycle moves the balance by the planned amount) or against the documented rules.
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { Value } from 'typebox/value';
import { ForgePlan, type Pack, type RecycleConfigEntry, type TowerSeason } from '@zu/shared-contract';
import { craft, recycle } from '../../../src/areas/inventory/inventory-repository';
import type { ShinyLevel } from '../../../src/engine/catalogue';
import { playerAccounts } from '../../../src/areas/players/players-schema';
import { worldNow } from '../../../src/areas/world/world-clock';
import { loadCatalogue } from '../../../src/orchestrator/catalogue-loader';
import { useTestApp } from '../../support/test-app';
import { insertTestPlayer } from '../../support/test-players';
import { requestsTo } from '../../support/requests';

const t = useTestApp();
const { json, refusal } = requestsTo(t);

async function rows<T>(query: SQL): Promise<T[]> {
  return ((await t.app.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** The two dusts of a NORMAL account: what a forge plan spends. */
async function dustsOf(userId: string) {
  const [row] = await t.app.db
    .select({ loreDust: playerAccounts.loreDust, loreFragment: playerAccounts.loreFragment })
    .from(playerAccounts)
    .where(and(eq(playerAccounts.userId, userId), eq(playerAccounts.ruleSet, 'NORMAL')));
  return row!;
}

const planUrl = (name: string, packId?: string) =>
  `/public/forge/${encodeURIComponent(name)}${packId ? `?packId=${packId}` : ''}`;

/** The seeded NORMAL player holding the most plain cards more than once (and so the most recycle lines). */
async function playerWithDuplicates() {
  const [found] = await rows<{ id: string; name: string }>(sql`
    select u.id, u.discord_user_name as name from inventories i join users u on u.id = i.user_id
    where i.rule_set = 'NORMAL' and i.upgrade_level = 0 and i.quantity > 1
    group by u.id, u.discord_user_name order by count(*) desc, u.id limit 1`);
  assert.ok(found, 'the played world has players holding duplicates');
  return found;
}

let packs: Pack[];
let vortexPack: Pack;
let recycleConfig: RecycleConfigEntry[];
const configOf = (rarity: number, shinyLevel: number) =>
  recycleConfig.find((entry) => entry.rarity === rarity && entry.shinyLevel === shinyLevel)!;

/** The packs, the running Vortex pack and the recycle values, read once the app is up. */
async function readCatalogueFacts() {
  packs ??= await json<Pack[]>('/public/pack');
  vortexPack ??= (await json<TowerSeason>('/public/tower/season')).tower.pack;
  recycleConfig ??= await json<RecycleConfigEntry[]>('/public/recycle/config');
}

describe('GET /public/forge/{userName}: recycling', () => {
  before(readCatalogueFacts);

  it("lists every plain card held more than once, best first, with the player's balance and modifiers", async () => {
    const player = await playerWithDuplicates();
    const plan = await json<ForgePlan>(planUrl(player.name));
    assert.ok(Value.Check(ForgePlan, plan), [...Value.Errors(ForgePlan, plan)][0]?.message);
    assert.equal(plan.userId, player.id);
    assert.deepEqual(plan.balance, await dustsOf(player.id));
    // No effect card in NORMAL; the running season's pack opens the forge.
    assert.equal(plan.modifiers.recycleEffectPercent, 0);
    assert.equal(plan.modifiers.craftEffectPercent, 0);
    assert.deepEqual(plan.modifiers.vortexPack, vortexPack);
    assert.equal(plan.craft, undefined);

    const expected = await rows<{ itemId: string; shinyLevel: number; quantity: number }>(sql`
      select i.item_id as "itemId", i.shiny_level as "shinyLevel", i.quantity from inventories i
      join items c on c.id = i.item_id
      where i.user_id = ${player.id} and i.rule_set = 'NORMAL' and i.upgrade_level = 0 and i.quantity > 1
        and c.is_recyclable`);
    const key = (line: { itemId: string; shinyLevel: number; quantity: number }) =>
      `${line.itemId}:${line.shinyLevel}:${line.quantity}`;
    assert.ok(expected.length >= 2);
    assert.deepEqual(
      plan.recycle.lines.map((line) => key({ ...line, itemId: line.item.id })).sort(),
      expected.map(key).sort(),
    );
    for (const line of plan.recycle.lines) {
      assert.equal(line.duplicateCount, line.quantity - 1);
      assert.equal(line.currency, line.item.pack.name === 'Classique' ? 'loreDust' : 'loreFragment');
      assert.ok(line.amount >= configOf(line.item.rarity, line.shinyLevel).recycleValue * line.duplicateCount);
    }
    const order = plan.recycle.lines.map((line) => [line.item.rarity, line.shinyLevel]);
    assert.deepEqual(
      order,
      [...order].sort((a, b) => b[0]! - a[0]! || b[1]! - a[1]!),
      'highest rarity first, then golden',
    );
    const sum = (currency: 'loreDust' | 'loreFragment') =>
      plan.recycle.lines.filter((line) => line.currency === currency).reduce((total, line) => total + line.amount, 0);
    assert.deepEqual(plan.recycle.total, { loreDust: sum('loreDust'), loreFragment: sum('loreFragment') });
  });

  it('moves the balance by exactly the planned amount when the card is recycled through the data layer', async () => {
    const player = await playerWithDuplicates();
    const plan = await json<ForgePlan>(planUrl(player.name));
    // A loreFragment line: a challenge completed by the recycle would pay loreDust, never loreFragment.
    const line = plan.recycle.lines.find((candidate) => candidate.currency === 'loreFragment');
    assert.ok(line, 'the player holds duplicates of a themed pack');
    const before = await dustsOf(player.id);
    // What `npm run play -w api -- <player> recycle <card> <level> <quantity>` runs.
    const record = await recycle(
      t.app.db,
      { userId: player.id, ruleSet: 'NORMAL' },
      { itemId: line.item.id, shinyLevel: line.shinyLevel as ShinyLevel, quantity: line.duplicateCount },
      await worldNow(t.app.db),
    );
    assert.equal(record.amount, line.amount);
    assert.equal((await dustsOf(player.id)).loreFragment, before.loreFragment + line.amount);

    const after = await json<ForgePlan>(planUrl(player.name));
    assert.equal(after.balance.loreFragment, before.loreFragment + line.amount, 'the kept answer followed the recycle');
    assert.ok(!after.recycle.lines.some((l) => l.item.id === line.item.id && l.shinyLevel === line.shinyLevel));
  });

  it("adds the corporation's recycle bonus, (1 + … + level) % of the matching currency", async () => {
    const [member] = await rows<{ id: string; name: string; level: number }>(sql`
      select u.id, u.discord_user_name as name, b.level from corporation_members m
      join users u on u.id = m.user_id
      join corporation_bonuses b on b.corporation_id = m.corporation_id and b.type = 'RECYCLE_LORE_FRAGMENT'
      join inventories i on i.user_id = m.user_id and i.rule_set = m.rule_set
      join items c on c.id = i.item_id join packs p on p.id = c.pack_id
      where m.rule_set = 'NORMAL' and b.level > 0 and i.upgrade_level = 0 and i.quantity > 1 and c.is_recyclable
        and p.name <> 'Classique'
      order by c.rarity desc, i.quantity desc, u.id limit 1`);
    assert.ok(member, 'a corporation with a RECYCLE_LORE_FRAGMENT bonus has a member holding a duplicate');
    const plan = await json<ForgePlan>(planUrl(member.name));
    const percent = [0, 1, 3, 6, 10][member.level]!;
    assert.equal(plan.modifiers.corporationRecyclePercent.loreFragment, percent);
    const line = plan.recycle.lines.find((candidate) => candidate.currency === 'loreFragment')!;
    const base = configOf(line.item.rarity, line.shinyLevel).recycleValue * line.duplicateCount;
    assert.equal(line.amount, Math.floor((base * (100 + percent)) / 100));

    const before = await dustsOf(member.id);
    await recycle(
      t.app.db,
      { userId: member.id, ruleSet: 'NORMAL' },
      { itemId: line.item.id, shinyLevel: line.shinyLevel as ShinyLevel, quantity: line.duplicateCount },
      await worldNow(t.app.db),
    );
    assert.equal((await dustsOf(member.id)).loreFragment, before.loreFragment + line.amount);
  });
});

describe('GET /public/forge/{userName}?packId=: crafting', () => {
  before(readCatalogueFacts);

  it("prices every card of a 'Classique' pack the player holds no copy of", async () => {
    const player = await playerWithDuplicates();
    const classic = packs.filter((pack) => pack.name === 'Classique').sort((a, b) => (b.year ?? 0) - (a.year ?? 0))[0]!;
    const { craft: plan } = await json<ForgePlan>(planUrl(player.name, classic.id));
    assert.ok(plan);
    assert.deepEqual([plan.pack, plan.isForgeable], [classic, true]);
    const missing = await rows<{ id: string; rarity: number; craftable: boolean }>(sql`
      select c.id, c.rarity, c.is_craftable as craftable from items c where c.pack_id = ${classic.id}
        and not exists (select 1 from inventories i where i.user_id = ${player.id} and i.rule_set = 'NORMAL'
          and i.item_id = c.id and i.upgrade_level = 0)
      order by c.identifier`);
    assert.ok(missing.length > 0);
    assert.equal(plan.missingCount, missing.length);
    assert.deepEqual(
      plan.lines.map((line) => [line.item.id, line.currency, line.cost, line.refusal?.code]),
      missing.map((card) =>
        card.craftable
          ? [card.id, 'loreDust', configOf(card.rarity, 0).craftValue, undefined]
          : [card.id, 'loreDust', undefined, 'ITEM_NOT_CRAFTABLE'],
      ),
    );
    const total = plan.lines.reduce((sum, line) => sum + (line.cost ?? 0), 0);
    assert.deepEqual(plan.total, { loreDust: total, loreFragment: 0 });
  });

  it('refuses every card of a pack that is neither Classique nor the running Vortex pack', async () => {
    const player = await playerWithDuplicates();
    const closed = packs.find(
      (pack) => pack.name !== 'Classique' && pack.id !== vortexPack.id && pack.name !== 'Hors-série',
    );
    assert.ok(closed);
    const { craft: plan } = await json<ForgePlan>(planUrl(player.name, closed.id));
    assert.ok(plan);
    assert.equal(plan.isForgeable, false);
    assert.ok(plan.missingCount > 0);
    for (const line of plan.lines) {
      assert.equal(line.cost, undefined);
      assert.equal(line.refusal?.code, 'ITEM_NOT_CRAFTABLE');
      assert.ok(line.refusal.message.length > 0);
    }
    assert.deepEqual(plan.total, { loreDust: 0, loreFragment: 0 });
  });
});

describe('GET /public/forge/{userName}: fusions', () => {
  before(readCatalogueFacts);

  it('shows a fusion short of one input card, then ready once it is crafted through the data layer', async () => {
    const player = await insertTestPlayer(t.app.db, 'NORMAL', { currencies: { loreFragment: 100_000 } });
    const acting = { userId: player.userId, ruleSet: 'NORMAL' as const };
    // A fusion of the running Vortex pack: its inputs can be crafted.
    const catalogue = await loadCatalogue(t.app.db);
    const recipe = [...catalogue.fusionsByResult.values()].find(
      (candidate) => catalogue.itemsById.get(candidate.resultItemId)?.packId === vortexPack.id,
    );
    assert.ok(recipe, 'the Vortex pack has a fusion');
    const needed = new Map<string, number>();
    for (const input of recipe.inputs) needed.set(input.itemId, (needed.get(input.itemId) ?? 0) + input.quantity);
    const [last, ...others] = [...needed.keys()];
    const craftCopies = async (itemId: string) => {
      for (let i = 0; i < needed.get(itemId)!; i++) await craft(t.app.db, acting, itemId, await worldNow(t.app.db));
    };
    const lineOf = (lines: ForgePlan['fusions']['ready']) =>
      lines.find((line) => line.item.id === recipe.resultItemId && line.shinyLevel === 0);

    for (const itemId of others) await craftCopies(itemId);
    const short = (await json<ForgePlan>(planUrl(player.name))).fusions;
    assert.equal(lineOf(short.ready), undefined);
    assert.deepEqual(
      lineOf(short.missingOne)?.inputs.map((input) => [input.item.id, input.needed, input.held]),
      [...needed].map(([itemId, count]) => [itemId, count, itemId === last ? 0 : count]),
    );

    await craftCopies(last!);
    const fusions = (await json<ForgePlan>(planUrl(player.name))).fusions;
    assert.equal(lineOf(fusions.missingOne), undefined);
    assert.deepEqual(
      lineOf(fusions.ready)?.inputs.map((input) => [input.item.id, input.held]),
      [...needed].map(([itemId, count]) => [itemId, count]),
    );
  });
});

describe('GET /public/forge/{userName}: refusals', () => {
  it('answers 404 to an unknown player or pack, 400 to a malformed packId', async () => {
    const player = await playerWithDuplicates();
    await refusal(planUrl('zz-test-nobody-at-all'), 404, 'USER_NOT_FOUND');
    await refusal(planUrl(player.name, '00000000-0000-4000-8000-000000000000'), 404, 'PACK_NOT_FOUND');
    await refusal(planUrl(player.name, 'not-a-pack'), 400, 'INVALID_REQUEST');
  });
});
