// The seed's twin of the data layer's history writer: it folds the row changes of every simulated action into the
// final rows of the history tables, in memory, so that the bulk load writes what playing the same actions through
// the data layer would have left (inserts kept; the few updates applied to the rows they point at).
import type { achievements, playerAchievements } from '../areas/achievements/achievements-schema';
import type { calendarBoxes, calendarOpenings } from '../areas/calendar/calendar-schema';
import type { challengePeriods, periodChallenges, playerChallenges } from '../areas/challenges/challenges-schema';
import type { HistoryTable, HistoryTables, RowChange } from '../orchestrator/row-changes';

type Rows<K extends HistoryTable> = HistoryTables[K]['$inferInsert'][];

export type HistoryRows = { [K in HistoryTable]: Rows<K> } & {
  calendarOpenings: (typeof calendarOpenings.$inferInsert)[];
  playerChallenges: (typeof playerChallenges.$inferInsert)[];
  playerAchievements: (typeof playerAchievements.$inferInsert)[];
};

/** The world's reference rows the updates are found through. */
export interface HistoryReference {
  calendarBoxes: readonly (typeof calendarBoxes.$inferInsert)[];
  challengePeriods: readonly (typeof challengePeriods.$inferInsert)[];
  periodChallenges: readonly (typeof periodChallenges.$inferInsert)[];
  achievements: readonly (typeof achievements.$inferInsert)[];
}

export function emptyHistoryRows(): HistoryRows {
  return {
    actionLog: [],
    loots: [],
    invocations: [],
    towerAttempts: [],
    hardcoreRuns: [],
    subscriptions: [],
    tickets: [],
    userBanners: [],
    tradeOffers: [],
    trades: [],
    shopPurchases: [],
    corporations: [],
    corporationMembers: [],
    corporationLogs: [],
    corporationGifts: [],
    calendarOpenings: [],
    playerChallenges: [],
    playerAchievements: [],
  };
}

/** Tables whose rows are only ever appended: the large scale streams them away instead of keeping them. */
export const appendOnlyHistoryTables = [
  'actionLog',
  'loots',
  'invocations',
  'towerAttempts',
  'subscriptions',
  'shopPurchases',
  'corporationGifts',
  'corporationLogs',
] as const satisfies readonly HistoryTable[];
export type AppendOnlyHistoryTable = (typeof appendOnlyHistoryTables)[number];

export type HistorySinks = Partial<{ [K in AppendOnlyHistoryTable]: (row: Rows<K>[number]) => void }>;

export class HistoryFolder {
  readonly rows = emptyHistoryRows();
  /** The latest log of each corporation (its modified date), kept as logs come, streamed or not. */
  readonly lastLogAt = new Map<string, Date>();
  private readonly sinks: HistorySinks;
  private readonly challengeRowsByPlayer = new Map<string, HistoryRows['playerChallenges'][number][]>();
  private readonly boxIds = new Map<string, string>();
  private readonly periodChallengeIds = new Map<string, string>();
  private readonly achievementTargets = new Map<string, number>();
  private readonly openRuns = new Map<string, HistoryTables['hardcoreRuns']['$inferInsert']>();
  private readonly ticketsById = new Map<string, HistoryTables['tickets']['$inferInsert']>();
  private readonly playerChallengeRows = new Map<string, HistoryRows['playerChallenges'][number]>();
  private readonly playerAchievementRows = new Map<string, HistoryRows['playerAchievements'][number]>();
  private readonly bannersOwned = new Set<string>();

  constructor(reference: HistoryReference, sinks: HistorySinks = {}) {
    this.sinks = sinks;
    for (const box of reference.calendarBoxes) this.boxIds.set(`${box.ruleSet}/${box.year}/${box.index}`, box.id);
    const periods = new Map(reference.challengePeriods.map((p) => [p.id, p]));
    for (const pc of reference.periodChallenges) {
      const period = periods.get(pc.periodId);
      if (period) this.periodChallengeIds.set(`${period.ruleSet}/${period.beginDate}/${pc.challengeId}`, pc.id);
    }
    for (const achievement of reference.achievements) this.achievementTargets.set(achievement.id, achievement.target);
  }

  apply(changes: readonly RowChange[]): void {
    for (const change of changes) this.applyOne(change);
  }

  private applyOne(change: RowChange): void {
    switch (change.op) {
      case 'insert':
        return this.insert(change);
      case 'closeHardcoreRun': {
        const run = this.openRuns.get(`${change.userId}/${change.seasonId}/${change.startDate}`);
        if (!run) return;
        Object.assign(run, change.set);
        this.openRuns.delete(`${change.userId}/${change.seasonId}/${change.startDate}`);
        return;
      }
      case 'scratchTicket': {
        const ticket = this.ticketsById.get(change.ticketId);
        if (!ticket || ticket.scratchedAt) throw new Error(`ticket ${change.ticketId} scratched twice or unknown`);
        Object.assign(ticket, change.set);
        return;
      }
      case 'makeLuckyLink':
        // A seeded link would open real tickets to anyone who read the seed's code: players make theirs live.
        throw new Error('the seed makes no ticket link');
      case 'leaveCorporation': {
        const members = this.rows.corporationMembers;
        const index = members.findIndex(
          (m) => m.userId === change.userId && m.ruleSet === change.ruleSet && m.corporationId === change.corporationId,
        );
        if (index >= 0) members.splice(index, 1);
        return;
      }
      case 'setCorporationRole':
      case 'describeCorporation':
        // The seed's corporations keep their founder and their description.
        throw new Error(`the seed plays no ${change.op}`);
      case 'openCalendarBox': {
        const boxId = this.boxIds.get(`${change.ruleSet}/${change.year}/${change.index}`);
        if (!boxId) throw new Error(`no calendar box ${change.year}/${change.index} in ${change.ruleSet}`);
        this.rows.calendarOpenings.push({ userId: change.userId, boxId, openedAt: change.openedAt });
        return;
      }
      case 'addChallengeProgress': {
        const row = this.playerChallenge(change.userId, change.ruleSet, change.periodBeginDate, change.challengeId);
        row.progress += change.delta;
        return;
      }
      case 'completeChallenge': {
        const row = this.playerChallenge(change.userId, change.ruleSet, change.periodBeginDate, change.challengeId);
        row.completedDate = change.completedDate;
        row.score = change.score;
        return;
      }
      case 'resetChallengeProgress':
        return this.resetChallengeProgress(change.userId, change.ruleSet);
      case 'unlockAchievement': {
        const target = this.achievementTargets.get(change.achievementId);
        if (target === undefined) throw new Error(`unknown achievement ${change.achievementId}`);
        const key = `${change.userId}/${change.ruleSet}/${change.achievementId}`;
        const existing = this.playerAchievementRows.get(key);
        if (existing) Object.assign(existing, { progress: target, date: change.unlockedAt });
        else {
          const row = {
            userId: change.userId,
            ruleSet: change.ruleSet,
            achievementId: change.achievementId,
            progress: target,
            date: change.unlockedAt,
          };
          this.playerAchievementRows.set(key, row);
          this.rows.playerAchievements.push(row);
        }
        return;
      }
    }
  }

  private insert(change: Extract<RowChange, { op: 'insert' }>): void {
    if (change.table === 'userBanners') {
      // A banner unlocked twice stays one row, as the database's unique key keeps it.
      const key = `${change.row.userId}/${change.row.ruleSet}/${change.row.bannerId}`;
      if (this.bannersOwned.has(key)) return;
      this.bannersOwned.add(key);
    }
    if (change.table === 'hardcoreRuns' && !change.row.endDate) {
      this.openRuns.set(`${change.row.userId}/${change.row.seasonId}/${change.row.startDate}`, change.row);
    }
    if (change.table === 'tickets') this.ticketsById.set(change.row.id, change.row);
    if (change.table === 'corporationLogs') {
      const previous = this.lastLogAt.get(change.row.corporationId);
      if (!previous || previous < change.row.at) this.lastLogAt.set(change.row.corporationId, change.row.at);
    }
    const sink = this.sinks[change.table as AppendOnlyHistoryTable] as ((row: object) => void) | undefined;
    if (sink) sink(change.row);
    else (this.rows[change.table] as object[]).push(change.row);
  }

  private playerChallenge(userId: string, ruleSet: string, beginDate: string, challengeId: string) {
    const periodChallengeId = this.periodChallengeIds.get(`${ruleSet}/${beginDate}/${challengeId}`);
    if (!periodChallengeId) throw new Error(`no challenge ${challengeId} in the period of ${beginDate}`);
    const key = `${userId}/${ruleSet}/${periodChallengeId}`;
    let row = this.playerChallengeRows.get(key);
    if (!row) {
      row = { userId, ruleSet: ruleSet as 'NORMAL' | 'HARDCORE', periodChallengeId, progress: 0, score: 0 };
      this.playerChallengeRows.set(key, row);
      this.rows.playerChallenges.push(row);
      const playerKey = `${userId}/${ruleSet}`;
      const mine = this.challengeRowsByPlayer.get(playerKey);
      if (mine) mine.push(row);
      else this.challengeRowsByPlayer.set(playerKey, [row]);
    }
    return row;
  }

  private periodOf: Map<string, string> | null = null;

  private periodOfChallenge(): Map<string, string> {
    if (!this.periodOf) {
      this.periodOf = new Map();
      for (const [key, id] of this.periodChallengeIds) this.periodOf.set(id, key.split('/')[1] ?? '');
    }
    return this.periodOf;
  }

  /** As the data layer does: progress back to 0 on the challenges of the player's latest period. */
  private resetChallengeProgress(userId: string, ruleSet: string): void {
    const mine = this.challengeRowsByPlayer.get(`${userId}/${ruleSet}`) ?? [];
    if (mine.length === 0) return;
    const periodOf = this.periodOfChallenge();
    const latest = mine.reduce((max, row) => {
      const date = periodOf.get(row.periodChallengeId) ?? '';
      return date > max ? date : max;
    }, '');
    for (const row of mine) if (periodOf.get(row.periodChallengeId) === latest) row.progress = 0;
  }
}
