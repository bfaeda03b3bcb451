// One account's day: its share of the daily turn at midnight, then, if it plays today, its actions in the order
// a player goes through them.
import {
  claimBonusLoot,
  claimDailyLoot,
  isWeeklyBonusAvailable,
  subscriptionBonusesLeft,
  type LootContext,
} from '../../areas/loot/loot-rules';
import { playerDailyTurn } from '../../orchestrator/daily-turn-rules';
import { invokeStep, forgeStep, recycleStep, towerStep } from './collection-steps';
import { giveawayEntryStep } from './giveaways';
import { applyTurn } from './play-action';
import { bossStep } from './boss-step';
import { baseContext, corporationView, createScope, play, type Scope } from './scope';
import { calendarStep, corporationStep, scratchStep, shopStep, subscribeStep, tradeStep } from './social-steps';
import type { Account, Day, RuleSetWorld, Simulation } from './world-state';

/** A player's actions start within an hour of their usual time. */
const playTimeJitterMinutes = 59;

function lootContext(scope: Scope, now: Date): LootContext {
  return {
    ...baseContext(scope, now),
    corporationLootLevel: corporationView(scope, scope.account.state.corporation?.corporationId)?.bonuses.LOOT ?? 0,
    hardcoreSeasons: scope.sim.timeline.hardcoreSeasons,
  };
}

function lootStep(scope: Scope): void {
  const { account } = scope;
  const daily = play(scope, (now) => claimDailyLoot(account.state, {}, lootContext(scope, now)));
  if (daily && isWeeklyBonusAvailable(account.state)) {
    play(scope, (now) => claimBonusLoot(account.state, {}, lootContext(scope, now)));
  }
}

/** Some days a subscriber of the right habit plays /bonus again and again, until the day's bonuses are used up. */
function subscriptionBonusStep(scope: Scope): void {
  const { account, day } = scope;
  const { subscriptionBonusChance } = account.habit;
  if (subscriptionBonusChance === 0 || subscriptionBonusesLeft(account.state, day.date) === 0) return;
  if (!account.decisions.chance(subscriptionBonusChance)) return;
  while (subscriptionBonusesLeft(account.state, day.date) > 0) {
    if (!play(scope, (now) => claimBonusLoot(account.state, {}, lootContext(scope, now)))) return;
  }
}

export function playsOn(account: Account, day: Day): boolean {
  if (account.lastPlayDate !== null && day.date > account.lastPlayDate) return false;
  const { streaks } = account.habit;
  if (!streaks) return account.decisions.chance(account.habit.playChance);
  const { streak } = account;
  if (streak.left <= 0) {
    streak.playing = !streak.playing;
    streak.left = account.decisions.int(...(streak.playing ? streaks.playDays : streaks.breakDays));
  }
  streak.left--;
  return streak.playing;
}

/**
 * The account's share of the day's turn, once a day: usually on its visit, earlier for a giveaway's winner, whose
 * prize comes after its own turn as in the daily turn.
 */
export function playTurn(sim: Simulation, world: RuleSetWorld, day: Day, account: Account): void {
  if (account.visitedDate === day.date) return;
  // A HARDCORE player with no run to close and no effect card has nothing in the daily turn (it draws nothing
  // either): most of the large scale's crowd, most days.
  const idleTurn = !sim.exact && account.state.hardcore.run === null && account.metrics.cardEffects.length === 0;
  if (account.ruleSet === 'HARDCORE' && !idleTurn) {
    const turn = playerDailyTurn(
      account.state,
      {},
      {
        now: day.turn,
        ruleSet: account.ruleSet,
        prng: account.engine,
        catalogue: sim.context.catalogue,
        hardcoreSeasons: sim.timeline.hardcoreSeasons,
        effectCardsEnabled: true,
        cardEffects: sim.exact ? undefined : account.metrics.cardEffects,
      },
    );
    applyTurn(sim, world, account, day.turn, turn);
  }
  account.visitedDate = day.date;
}

export function playDay(sim: Simulation, world: RuleSetWorld, day: Day, account: Account): void {
  playTurn(sim, world, day, account);
  if (!playsOn(account, day)) return;
  const minute = account.habit.playMinute + account.decisions.int(0, playTimeJitterMinutes);
  const scope = createScope(sim, world, day, account, minute);
  // On the seed's last day, a player whose time comes after its end does not play (nor enter a giveaway).
  if (scope.time >= sim.endsAt) return;
  lootStep(scope);
  giveawayEntryStep(world, day, account, new Date(scope.time));
  corporationStep(scope);
  subscribeStep(scope);
  subscriptionBonusStep(scope);
  scratchStep(scope);
  calendarStep(scope);
  shopStep(scope);
  invokeStep(scope);
  forgeStep(scope);
  // Before the clean-up, while the day's duplicates are still there to be offered.
  tradeStep(scope);
  recycleStep(scope);
  towerStep(scope);
  bossStep(scope);
}
