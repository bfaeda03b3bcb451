// The small seed as loaded (the API suite's template database): replaying every account's stored actions, in the
// order they happened, gives exactly the currencies and the inventory the account holds. The replay reads only what
// the database keeps (each action's logged inputs and outcome, the loot, invocation or Vortex attempt row a loot, an
// invocation or an ascent wrote at the same instant, the trades' seller side, the rewards of unlocked achievements and
// completed challenges, the hardcore runs' ends) and the game's rules for what an action moves.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { corporationCreationCost } from '../../src/areas/corporations/corporations-rules';
import { addDays, dailyTurnInstant, worldDateOf } from '../../src/engine/world-rules';
import type { DatabaseHandle } from '../../src/db/client';
import { openTestDatabase } from '../support/test-app';

let handle: DatabaseHandle;
before(async () => {
  handle = await openTestDatabase();
});
after(async () => {
  await handle?.close();
});

type Row = Record<string, unknown>;

async function rows(query: ReturnType<typeof sql>): Promise<Row[]> {
  const { rows: found } = (await handle.db.execute(query)) as unknown as { rows: Row[] };
  return found;
}

/** jsonb comes back parsed from node-postgres, as text from some drivers. */
const json = (value: unknown): Record<string, unknown> =>
  (typeof value === 'string' ? JSON.parse(value) : value) as Record<string, unknown>;

interface Ledger {
  balance: number;
  loreDust: number;
  loreFragment: number;
  upgradeDust: number;
  /** Quantity by `item:shiny:upgrade`. */
  cards: Map<string, number>;
}

const emptyLedger = (): Ledger => ({ balance: 0, loreDust: 0, loreFragment: 0, upgradeDust: 0, cards: new Map() });

function addCard(ledger: Ledger, itemId: string, shinyLevel: number, upgradeLevel: number, quantity: number): void {
  const key = `${itemId}:${shinyLevel}:${upgradeLevel}`;
  const next = (ledger.cards.get(key) ?? 0) + quantity;
  if (next < 0) throw new Error(`card ${key} below zero`);
  if (next === 0) ledger.cards.delete(key);
  else ledger.cards.set(key, next);
}

function addCurrency(ledger: Ledger, currency: unknown, amount: number): void {
  if (currency !== 'balance' && currency !== 'loreDust' && currency !== 'loreFragment' && currency !== 'upgradeDust') {
    throw new Error(`unknown currency ${String(currency)}`);
  }
  ledger[currency] += amount;
}

/**
 * What one logged action moves for the player who made it, read from its inputs and outcome; for a loot, an
 * invocation or an ascent (logged without outcome), from the row of its own table instead.
 */
function replayAction(
  ledger: Ledger,
  action: string,
  inputs: Record<string, unknown>,
  outcome: Record<string, unknown>,
) {
  const n = (value: unknown) => Number(value ?? 0);
  const card = (itemId: unknown, shinyLevel: unknown, quantity: number, upgradeLevel = 0) =>
    addCard(ledger, String(itemId), n(shinyLevel), upgradeLevel, quantity);
  switch (action) {
    case 'LOOT_DAILY':
    case 'LOOT_WEEKLY':
      ledger.balance += n(outcome.amount);
      ledger.loreDust += n(outcome.loreDust);
      return;
    case 'INVOKE':
      ledger.balance -= n(outcome.balanceCost);
      ledger.loreDust -= n(outcome.loreDustCost);
      return card(outcome.itemId, outcome.shinyLevel, 1);
    case 'RECYCLE':
      // An effect card's recycling costs: its amount is negative.
      addCurrency(ledger, outcome.currency, n(outcome.amount));
      return card(outcome.itemId, outcome.shinyLevel, -n(outcome.quantity));
    case 'CRAFT':
      addCurrency(ledger, outcome.currency, -n(outcome.cost));
      return card(outcome.itemId, outcome.shinyLevel, 1);
    case 'ENCHANT':
      addCurrency(ledger, outcome.currency, -n(outcome.cost));
      card(outcome.itemId, 0, -1);
      return card(outcome.itemId, outcome.shinyLevel, 1);
    case 'FUSE':
      for (const input of outcome.inputs as { itemId: string; quantity: number }[]) {
        card(input.itemId, outcome.shinyLevel, -input.quantity);
      }
      return card(outcome.resultItemId, outcome.shinyLevel, 1);
    case 'UPGRADE': {
      // A duplicate melted into the constellation: one upgradeDust, and the constellation entry moves to its level.
      card(outcome.itemId, 0, -1);
      ledger.upgradeDust += 1;
      const prefix = `${String(outcome.itemId)}:0:`;
      const existing = [...ledger.cards.keys()].find((key) => key.startsWith(prefix) && !key.endsWith(':0'));
      if (outcome.created) {
        if (existing) throw new Error(`constellation ${existing} created twice`);
        return card(outcome.itemId, 0, 1, n(outcome.upgradeLevel));
      }
      if (!existing) throw new Error(`constellation of ${String(outcome.itemId)} raised before it exists`);
      const quantity = ledger.cards.get(existing) ?? 0;
      ledger.cards.delete(existing);
      return card(outcome.itemId, 0, quantity, n(outcome.upgradeLevel));
    }
    case 'EVOLVE':
      ledger.upgradeDust -= n(outcome.upgradeDustCost);
      return card(outcome.itemId, 0, 1);
    case 'ASCEND':
      ledger.loreDust -= n(outcome.loreDustCost);
      return card(outcome.itemId, outcome.shinyLevel, 1);
    case 'SUBSCRIBE': {
      ledger.loreDust -= n(outcome.loreDustCost);
      const reward = outcome.reward as { itemId: string; shinyLevel: number; quantity: number } | null;
      if (reward) card(reward.itemId, reward.shinyLevel, reward.quantity);
      return;
    }
    case 'SCRATCH': {
      const reward = outcome.reward as Record<string, unknown>;
      ledger.balance += n(reward.balance) + n(outcome.jackpotWon);
      ledger.loreDust += n(reward.loreDust);
      ledger.loreFragment += n(reward.loreFragment);
      if (reward.itemId) card(reward.itemId, reward.shinyLevel, 1);
      return;
    }
    case 'TRADE':
      // The buyer's side; the seller's comes from the trades table.
      ledger.balance -= n(outcome.price);
      return card(outcome.itemId, outcome.shinyLevel, 1);
    case 'SHOP_BUY':
      ledger.balance -= n(outcome.price);
      return card(outcome.itemId, outcome.shinyLevel, 1, n(outcome.upgradeLevel));
    case 'CORPORATION_CREATE':
      ledger.balance -= corporationCreationCost;
      return;
    case 'CORPORATION_GIVE':
      ledger.balance -= n(inputs.amount);
      return;
    case 'DAILY_TURN':
      ledger.balance += n(outcome.balanceEffect);
      return;
    case 'BOSS': {
      // The attack that made the boss fall carries its author's share of the rewards; any other moves nothing.
      const reward = outcome.reward as { balance: number; loreDust: number } | null | undefined;
      ledger.balance += n(reward?.balance);
      ledger.loreDust += n(reward?.loreDust);
      return;
    }
    case 'BOSS_REWARD':
      ledger.balance += n(outcome.balance);
      ledger.loreDust += n(outcome.loreDust);
      return;
    case 'GIVEAWAY_PRIZE': {
      // The outcome is the prize as the giveaway stores it: currencies and cards, each winner the whole of it.
      for (const [currency, amount] of Object.entries((outcome.currencies ?? {}) as Record<string, number>)) {
        addCurrency(ledger, currency, amount);
      }
      for (const won of (outcome.cards ?? []) as { itemId: string; shinyLevel: number; quantity: number }[]) {
        card(won.itemId, won.shinyLevel, won.quantity);
      }
      return;
    }
    case 'TRADE_OFFER':
    case 'TRADE_CANCEL':
    case 'CORPORATION_JOIN':
    case 'CORPORATION_LEAVE':
    case 'CORPORATION_UPGRADE': // paid by the corporation's treasury
      return;
    default:
      throw new Error(`the replay does not know what ${action} moves`);
  }
}

/** One step of an account's history: when, in which order at the same instant, and what it does. */
interface Step {
  ms: number;
  /** At one instant: a hardcore wipe first, then the action, then what the action unlocked. */
  rank: 0 | 1 | 2;
  apply(ledger: Ledger): void;
}

const accountKey = (userId: unknown, ruleSet: unknown) => `${String(userId)}/${String(ruleSet)}`;

/** The actions whose outcome is the row their record wrote in a table of its own, at the same instant. */
const rowOfAction = {
  LOOT_DAILY: 'loot DAILY',
  LOOT_WEEKLY: 'loot WEEKLY',
  INVOKE: 'invocation',
  ASCEND: 'towerAttempt',
} as const;
const isRowAction = (action: string): action is keyof typeof rowOfAction => action in rowOfAction;

/**
 * The loots, invocations and Vortex attempts, as the outcome `replayAction` reads, by account, kind and instant.
 * Each list is emptied as the log's entries take their row: what is left had no entry.
 */
async function actionRows(ms: ReturnType<typeof sql>): Promise<Map<string, Record<string, unknown>[]>> {
  const byKey = new Map<string, Record<string, unknown>[]>();
  const add = (row: Row, kind: string, outcome: Record<string, unknown>) => {
    const key = `${accountKey(row.user_id, row.rule_set)}/${kind}/${Number(row.ms)}`;
    const list = byKey.get(key);
    if (list) list.push(outcome);
    else byKey.set(key, [outcome]);
  };
  for (const loot of await rows(sql`select user_id, rule_set, type, amount, lore_dust, ${ms} as ms from loots`)) {
    add(loot, `loot ${String(loot.type)}`, { amount: loot.amount, loreDust: loot.lore_dust });
  }
  for (const invocation of await rows(
    sql`select user_id, rule_set, balance_cost, lore_dust_cost, item_id, shiny_level, ${ms} as ms from invocations`,
  )) {
    add(invocation, 'invocation', {
      balanceCost: invocation.balance_cost,
      loreDustCost: invocation.lore_dust_cost,
      itemId: invocation.item_id,
      shinyLevel: invocation.shiny_level,
    });
  }
  for (const attempt of await rows(
    sql`select user_id, rule_set, lore_dust_cost, item_id, shiny_level, ${ms} as ms from tower_attempts`,
  )) {
    add(attempt, 'towerAttempt', {
      loreDustCost: attempt.lore_dust_cost,
      itemId: attempt.item_id,
      shinyLevel: attempt.shiny_level,
    });
  }
  return byKey;
}

describe('replaying the small seed', () => {
  it('gives every account its stored currencies and inventory from its stored actions', async () => {
    const steps = new Map<string, Step[]>();
    const push = (userId: unknown, ruleSet: unknown, step: Step) => {
      const key = accountKey(userId, ruleSet);
      const list = steps.get(key);
      if (list) list.push(step);
      else steps.set(key, [step]);
    };
    const ms = sql`(extract(epoch from at) * 1000)::float8`;

    const actions = await rows(
      sql`select user_id, rule_set, action, ${ms} as ms, inputs, outcome from action_log order by user_id, at`,
    );
    const ownRows = await actionRows(ms);
    const unmatched: string[] = [];
    const dailyLootAt = new Map<string, number>();
    for (const row of actions) {
      const at = Number(row.ms);
      const inputs = json(row.inputs);
      let outcome = json(row.outcome);
      const action = String(row.action);
      if (isRowAction(action)) {
        assert.deepEqual(outcome, {}, `${action} logs no outcome: its row holds it`);
        const key = `${accountKey(row.user_id, row.rule_set)}/${rowOfAction[action]}/${at}`;
        const own = ownRows.get(key)?.shift();
        if (own) outcome = own;
        else unmatched.push(`${key}: logged without its row`);
      }
      push(row.user_id, row.rule_set, {
        ms: at,
        rank: 1,
        apply: (ledger) => replayAction(ledger, action, inputs, outcome),
      });
      if (row.action === 'LOOT_DAILY' && row.rule_set === 'HARDCORE') {
        dailyLootAt.set(`${String(row.user_id)}/${worldDateOf(new Date(at))}`, at);
      }
    }

    for (const [key, left] of ownRows) {
      if (left.length > 0) unmatched.push(`${key}: ${left.length} row(s) without their action`);
    }
    assert.deepEqual(unmatched.slice(0, 10), [], `${unmatched.length} loots, invocations or attempts unmatched`);

    for (const trade of await rows(
      sql`select seller_id, rule_set, item_id, shiny_level, price, ${ms} as ms from trades`,
    )) {
      push(trade.seller_id, trade.rule_set, {
        ms: Number(trade.ms),
        rank: 1,
        apply: (ledger) => {
          ledger.balance += Number(trade.price);
          addCard(ledger, String(trade.item_id), Number(trade.shiny_level), 0, -1);
        },
      });
    }

    const unlocks = await rows(
      sql`select pa.user_id, pa.rule_set, (extract(epoch from pa.date) * 1000)::float8 as ms, a.reward_lore_dust
          from player_achievements pa join achievements a on a.id = pa.achievement_id
          where pa.date is not null`,
    );
    for (const unlock of unlocks) {
      push(unlock.user_id, unlock.rule_set, {
        ms: Number(unlock.ms),
        rank: 2,
        apply: (ledger) => (ledger.loreDust += Number(unlock.reward_lore_dust)),
      });
    }

    // A challenge is completed by one of the day's actions (after the day's wipe, if any): its reward is counted
    // at the day's end.
    const completions = await rows(
      sql`select pc.user_id, pc.rule_set, to_char(pc.completed_date, 'YYYY-MM-DD') as day, c.reward_lore_dust
          from player_challenges pc
          join period_challenges p on p.id = pc.period_challenge_id
          join challenges c on c.id = p.challenge_id
          where pc.completed_date is not null`,
    );
    for (const completion of completions) {
      push(completion.user_id, completion.rule_set, {
        ms: dailyTurnInstant(addDays(String(completion.day), 1)).getTime() - 1,
        rank: 2,
        apply: (ledger) => (ledger.loreDust += Number(completion.reward_lore_dust)),
      });
    }

    // Hardcore wipes: a missed daily wipes at the daily turn that ends the day missed (others may buy the player's
    // offers during that day); the first run of a season wipes what earlier seasons left, just before the daily
    // that starts it pays.
    const wipe = (ledger: Ledger) => Object.assign(ledger, emptyLedger());
    const runs = await rows(
      sql`select user_id, season_id, to_char(start_date, 'YYYY-MM-DD') as start_date,
                 to_char(failed_date, 'YYYY-MM-DD') as failed_date, end_reason
          from hardcore_runs order by user_id, start_date`,
    );
    let previous: { userId: unknown; seasonId: unknown } | null = null;
    for (const run of runs) {
      const newSeason = !previous || previous.userId !== run.user_id || previous.seasonId !== run.season_id;
      previous = { userId: run.user_id, seasonId: run.season_id };
      if (newSeason) {
        const at = dailyLootAt.get(`${String(run.user_id)}/${String(run.start_date)}`);
        assert.ok(at !== undefined, `the run of ${String(run.user_id)} from ${String(run.start_date)} has its daily`);
        push(run.user_id, 'HARDCORE', { ms: at, rank: 0, apply: wipe });
      }
      if (run.end_reason === 'MISSED_DAILY') {
        const ms = dailyTurnInstant(addDays(String(run.failed_date), 1)).getTime();
        push(run.user_id, 'HARDCORE', { ms, rank: 0, apply: wipe });
      }
    }

    const stored = new Map<string, Ledger>();
    const accounts = await rows(
      sql`select user_id, rule_set, balance, lore_dust, lore_fragment, upgrade_dust from player_accounts`,
    );
    for (const account of accounts) {
      stored.set(accountKey(account.user_id, account.rule_set), {
        balance: Number(account.balance),
        loreDust: Number(account.lore_dust),
        loreFragment: Number(account.lore_fragment),
        upgradeDust: Number(account.upgrade_dust),
        cards: new Map(),
      });
    }
    const cards = await rows(
      sql`select user_id, rule_set, item_id, shiny_level, upgrade_level, quantity from inventories`,
    );
    for (const entry of cards) {
      const ledger = stored.get(accountKey(entry.user_id, entry.rule_set));
      assert.ok(ledger, `inventory of an unknown account ${accountKey(entry.user_id, entry.rule_set)}`);
      addCard(
        ledger,
        String(entry.item_id),
        Number(entry.shiny_level),
        Number(entry.upgrade_level),
        Number(entry.quantity),
      );
    }

    const disagreements: string[] = [];
    let replayedActions = 0;
    for (const [key, expected] of stored) {
      const history = (steps.get(key) ?? []).sort((a, b) => a.ms - b.ms || a.rank - b.rank);
      const ledger = emptyLedger();
      for (const step of history) step.apply(ledger);
      replayedActions += history.length;
      for (const currency of ['balance', 'loreDust', 'loreFragment', 'upgradeDust'] as const) {
        if (ledger[currency] !== expected[currency]) {
          disagreements.push(`${key} ${currency}: replayed ${ledger[currency]}, stored ${expected[currency]}`);
        }
      }
      for (const cardKey of new Set([...ledger.cards.keys(), ...expected.cards.keys()])) {
        const replayed = ledger.cards.get(cardKey) ?? 0;
        const held = expected.cards.get(cardKey) ?? 0;
        if (replayed !== held) disagreements.push(`${key} card ${cardKey}: replayed ${replayed}, stored ${held}`);
      }
    }
    for (const key of steps.keys()) {
      if (!stored.has(key)) disagreements.push(`${key}: actions without an account`);
    }
    assert.deepEqual(disagreements.slice(0, 10), [], `${disagreements.length} disagreements`);
    // Every account played, in both rule sets, and the histories are not empty.
    assert.ok(stored.size > 200, `${stored.size} accounts`);
    assert.ok(replayedActions > 100_000, `${replayedActions} steps replayed`);
  });
});
