// The giveaways of the played span, as the daily turn runs them: the first opens on the rule set's first day
// played, each is drawn on its end date's turn by the giveaway rules' seeded draw, its winners given the prize as
// the action runner would give it (after their own turn, as the daily turn does), and the next one opens that
// same day. Players enter on a day they play (their habit's chance, decided once per giveaway from a
// stream of its own, so entering reshuffles no other draw).
import {
  drawGiveawayWinners,
  giveawayDrawSeed,
  giveawayPrizeEffects,
  isGiveawayDue,
  isGiveawayOpen,
  newGiveaway,
} from '../../areas/giveaways/giveaway-rules';
import { createPrng } from '../../engine/prng';
import type { RuleSet } from '../../engine/rule-sets';
import { act } from './play-action';
import type { GiveawayEntryRow } from './world-rows';
import type { Account, Day, GiveawayWorld, PlayedGiveaway, RuleSetWorld, Simulation } from './world-state';

export function createGiveawayWorld(
  seed: string,
  ruleSet: RuleSet,
  banners: readonly { id: string; name: string; title: string }[],
): GiveawayWorld {
  return {
    seed: `${seed}/giveaway/${ruleSet}`,
    ids: createPrng(`${seed}/giveaway/${ruleSet}/ids`),
    bannersByName: new Map(banners.map((b) => [b.name, b])),
    current: null,
    entered: new Map(),
    decided: new Set(),
    rows: [],
    entries: [],
  };
}

/** An account's own share of the day's turn (`playTurn`), played once a day whoever asks first. */
export type AccountTurn = (sim: Simulation, world: RuleSetWorld, day: Day, account: Account) => void;

/**
 * The day's turn: the giveaway ending today drawn and its prizes given, each winner's own turn first, then the next
 * one opened.
 */
export function giveawayTurn(sim: Simulation, world: RuleSetWorld, day: Day, accountTurn: AccountTurn): void {
  const giveawayWorld = world.giveaways;
  const { current } = giveawayWorld;
  if (current && isGiveawayDue(current, day.date)) drawCurrent(sim, world, day, current, accountTurn);
  if (giveawayWorld.current && isGiveawayOpen(giveawayWorld.current, day.date)) return;
  const sequence = giveawayWorld.rows.length;
  const made = newGiveaway(world.ruleSet, sequence, day.date, sim.context.catalogue, giveawayWorld.bannersByName);
  const row: PlayedGiveaway = {
    id: giveawayWorld.ids.uuid(),
    ruleSet: world.ruleSet,
    ...made,
    entryCount: 0,
    drawnAt: null,
    drawSeed: null,
  };
  giveawayWorld.rows.push(row);
  giveawayWorld.current = row;
  giveawayWorld.entered = new Map();
  giveawayWorld.decided = new Set();
}

function drawCurrent(
  sim: Simulation,
  world: RuleSetWorld,
  day: Day,
  giveaway: PlayedGiveaway,
  accountTurn: AccountTurn,
): void {
  const { entered } = world.giveaways;
  const ordered = [...entered.values()].sort(
    (a, b) => a.enteredAt.getTime() - b.enteredAt.getTime() || (a.userId < b.userId ? -1 : 1),
  );
  const seed = giveawayDrawSeed(giveaway.id, giveaway.endDate);
  const winners = drawGiveawayWinners(
    ordered.map((entry) => entry.userId),
    giveaway.winnerCount,
    seed,
  );
  giveaway.drawnAt = day.turn;
  giveaway.drawSeed = seed;
  for (const userId of [...winners].sort()) {
    entered.get(userId)!.won = true;
    const account = world.accountsByUser.get(userId)!;
    accountTurn(sim, world, day, account);
    const ctx = { now: day.turn, ruleSet: world.ruleSet, prng: account.engine };
    act(sim, world, day, account, day.turn, giveawayPrizeEffects(giveaway.id, giveaway.prize, ctx));
  }
}

/** A player on a day played: enters the open giveaway if its habit's chance says so, once. */
export function giveawayEntryStep(world: RuleSetWorld, day: Day, account: Account, now: Date): void {
  const giveawayWorld = world.giveaways;
  const { current } = giveawayWorld;
  if (!current || account.habit.giveawayChance === 0 || giveawayWorld.decided.has(account.userId)) return;
  if (!isGiveawayOpen(current, day.date)) return;
  giveawayWorld.decided.add(account.userId);
  const decision = createPrng(`${giveawayWorld.seed}/${current.id}/${account.userId}`);
  if (!decision.chance(account.habit.giveawayChance)) return;
  const entry: GiveawayEntryRow = { giveawayId: current.id, userId: account.userId, enteredAt: now, won: false };
  giveawayWorld.entered.set(account.userId, entry);
  giveawayWorld.entries.push(entry);
  current.entryCount += 1;
}
