// Which accounts a day of the world visits. At the large scales most accounts, most days, are occasional players
// on a break: their day only counts the break down (no daily turn, no draw). Visiting each of a hundred thousand
// accounts every day anyway cost seconds per rule set and grew faster than the world (the accounts no longer fit
// in the processor's caches), so such an account sleeps through its break and is visited again on the day the
// break ends, its countdown then set where the visits would have left it. The accounts still come in the world's
// order, so shared rows, the market and the records' order are what visiting every account gives.
import { addDays, type WorldDate } from '../../engine/world-rules';
import type { Account } from './world-state';

export class DayRoster {
  /** The accounts visited tomorrow unless they sleep, in the world's order. */
  private awake: Account[] = [];
  /** Accounts that sleep until a day, by that day. */
  private readonly waking = new Map<WorldDate, Account[]>();

  /** `sleeps` false: every account is visited every day from its first day on (the exact way, tests compare). */
  constructor(
    accounts: readonly Account[],
    firstDate: WorldDate,
    private readonly sleeps: boolean,
  ) {
    // An account that has not started yet sleeps until its first day.
    for (const account of accounts) {
      if (!sleeps || account.startDate <= firstDate) this.awake.push(account);
      else this.sleepUntil(account, account.startDate);
    }
  }

  /** Plays `date` for every account that does something on it, in the world's order. */
  visit(date: WorldDate, play: (account: Account) => void): void {
    const visited = this.today(date);
    const awake: Account[] = [];
    for (const account of visited) {
      if (account.startDate > date) {
        awake.push(account);
        continue;
      }
      play(account);
      const breakLeft = this.sleeps ? sleepingDays(account) : 0;
      if (breakLeft > 0) {
        // Nothing reads the countdown while it sleeps: run down at once, as the skipped visits would have.
        account.streak.left = 0;
        this.sleepUntil(account, addDays(date, breakLeft + 1));
      } else awake.push(account);
    }
    this.awake = awake;
  }

  private today(date: WorldDate): Account[] {
    const waking = this.waking.get(date);
    if (!waking) return this.awake;
    this.waking.delete(date);
    waking.sort((a, b) => a.index - b.index);
    return mergeInOrder(this.awake, waking);
  }

  private sleepUntil(account: Account, date: WorldDate): void {
    const list = this.waking.get(date);
    if (list) list.push(account);
    else this.waking.set(date, [account]);
  }
}

/**
 * The days after today that `account` would spend doing nothing: the rest of an occasional player's break, when
 * the daily turn has nothing for them either (a HARDCORE account with no run open and no effect card; the NORMAL
 * rule set has no turn of a player's own). 0: visit it tomorrow.
 */
function sleepingDays(account: Account): number {
  const { habit, streak, state } = account;
  if (!habit.streaks || habit.trades || account.lastPlayDate !== null) return 0;
  if (streak.playing || streak.left <= 0) return 0;
  if (account.ruleSet === 'HARDCORE' && (state.hardcore.run !== null || account.metrics.cardEffects.length > 0)) {
    return 0;
  }
  return streak.left;
}

function mergeInOrder(a: readonly Account[], b: readonly Account[]): Account[] {
  const merged: Account[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) merged.push(a[i]!.index < b[j]!.index ? a[i++]! : b[j++]!);
  while (i < a.length) merged.push(a[i++]!);
  while (j < b.length) merged.push(b[j++]!);
  return merged;
}
