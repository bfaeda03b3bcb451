// Writes the row changes record-row-changes.ts describes, inside the action's transaction. Inserts go as they are; the
// "update" kinds find their row through the key the record carries (a period's challenge, a calendar box) and
// refuse, with the engine's codes, where another action got there first (a ticket already scratched).
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { RuleSet } from '../engine/rule-sets';
import { ApiError } from '../lib/api-error';
import { achievements, playerAchievements } from '../areas/achievements/achievements-schema';
import { calendarBoxes, calendarOpenings } from '../areas/calendar/calendar-schema';
import { challengePeriods, periodChallenges, playerChallenges } from '../areas/challenges/challenges-schema';
import { corporationMembers, corporations } from '../areas/corporations/corporations-schema';
import { luckyLinks, tickets } from '../areas/lucky/lucky-schema';
import { refuse } from '../engine/effects';
import { historyTables, type RowChange, type RowInsert } from './row-changes';
import { refusalError } from '../lib/refusals';
import { hardcoreRuns } from '../areas/world/world-schema';

/** A player's row in a corporation's members. */
const membershipOf = (member: { userId: string; ruleSet: RuleSet; corporationId: string }) =>
  and(
    eq(corporationMembers.userId, member.userId),
    eq(corporationMembers.ruleSet, member.ruleSet),
    eq(corporationMembers.corporationId, member.corporationId),
  );

export async function writeRowChanges(db: Db, changes: readonly RowChange[]): Promise<void> {
  for (const change of changes) await writeRowChange(db, change);
}

async function writeRowChange(db: Db, change: RowChange): Promise<void> {
  switch (change.op) {
    case 'insert':
      return insertRow(db, change);
    case 'closeHardcoreRun':
      await db
        .update(hardcoreRuns)
        .set(change.set)
        .where(
          and(
            eq(hardcoreRuns.userId, change.userId),
            eq(hardcoreRuns.seasonId, change.seasonId),
            eq(hardcoreRuns.startDate, change.startDate),
            isNull(hardcoreRuns.endDate),
          ),
        );
      return;
    case 'scratchTicket': {
      const scratched = await db
        .update(tickets)
        .set(change.set)
        .where(and(eq(tickets.id, change.ticketId), eq(tickets.userId, change.userId), isNull(tickets.scratchedAt)))
        .returning({ id: tickets.id });
      if (scratched.length === 0) {
        throw refusalError(refuse('TICKET_NOT_FOUND', "Ce ticket n'existe pas ou a déjà été gratté."));
      }
      return;
    }
    case 'makeLuckyLink': {
      const { userId, ruleSet, code, createdDate } = change;
      await db.insert(luckyLinks).values({ code, userId, ruleSet, createdDate });
      await db
        .update(tickets)
        .set({ linkCode: code })
        .where(and(eq(tickets.userId, userId), eq(tickets.ruleSet, ruleSet), isNull(tickets.scratchedAt)));
      return;
    }
    case 'leaveCorporation':
      await db.delete(corporationMembers).where(membershipOf(change));
      return;
    case 'setCorporationRole':
      await db.update(corporationMembers).set({ role: change.role }).where(membershipOf(change));
      return;
    case 'describeCorporation':
      await db
        .update(corporations)
        .set({ description: change.description, modifiedDate: change.at })
        .where(and(eq(corporations.id, change.corporationId), eq(corporations.ruleSet, change.ruleSet)));
      return;
    case 'openCalendarBox': {
      const [box] = await db
        .select({ id: calendarBoxes.id })
        .from(calendarBoxes)
        .where(
          and(
            eq(calendarBoxes.ruleSet, change.ruleSet),
            eq(calendarBoxes.year, change.year),
            eq(calendarBoxes.index, change.index),
          ),
        );
      if (!box) throw refusalError(refuse('BOX_NOT_FOUND', "Cette case n'existe pas."));
      await db.insert(calendarOpenings).values({ userId: change.userId, boxId: box.id, openedAt: change.openedAt });
      return;
    }
    case 'addChallengeProgress': {
      const periodChallengeId = await findPeriodChallenge(
        db,
        change.ruleSet,
        change.periodBeginDate,
        change.challengeId,
      );
      await db
        .insert(playerChallenges)
        .values({ userId: change.userId, ruleSet: change.ruleSet, periodChallengeId, progress: change.delta, score: 0 })
        .onConflictDoUpdate({
          target: [playerChallenges.userId, playerChallenges.ruleSet, playerChallenges.periodChallengeId],
          set: { progress: sql`${playerChallenges.progress} + ${change.delta}` },
        });
      return;
    }
    case 'completeChallenge': {
      const periodChallengeId = await findPeriodChallenge(
        db,
        change.ruleSet,
        change.periodBeginDate,
        change.challengeId,
      );
      const completion = { completedDate: change.completedDate, score: change.score };
      await db
        .insert(playerChallenges)
        .values({ userId: change.userId, ruleSet: change.ruleSet, periodChallengeId, progress: 0, ...completion })
        .onConflictDoUpdate({
          target: [playerChallenges.userId, playerChallenges.ruleSet, playerChallenges.periodChallengeId],
          set: completion,
        });
      return;
    }
    case 'resetChallengeProgress':
      return resetChallengeProgress(db, change.userId, change.ruleSet);
    case 'unlockAchievement': {
      const [achievement] = await db
        .select({ target: achievements.target })
        .from(achievements)
        .where(eq(achievements.id, change.achievementId));
      if (!achievement) throw new ApiError(500, 'ACHIEVEMENT_NOT_FOUND', `Succès inconnu : ${change.achievementId}`);
      const unlocked = { progress: achievement.target, date: change.unlockedAt };
      await db
        .insert(playerAchievements)
        .values({ userId: change.userId, ruleSet: change.ruleSet, achievementId: change.achievementId, ...unlocked })
        .onConflictDoUpdate({
          target: [playerAchievements.userId, playerAchievements.ruleSet, playerAchievements.achievementId],
          set: unlocked,
        });
      return;
    }
  }
}

async function insertRow(db: Db, change: RowInsert): Promise<void> {
  // The union of tables and rows is checked where the change is built; Drizzle cannot follow it through the lookup.
  const query = db.insert(historyTables[change.table]).values(change.row as never);
  // A banner unlocked twice (a calendar's banner already won elsewhere) stays one row.
  if (change.table === 'userBanners') await query.onConflictDoNothing();
  else await query;
}

async function findPeriodChallenge(
  db: Db,
  ruleSet: RuleSet,
  periodBeginDate: string,
  challengeId: string,
): Promise<string> {
  const [row] = await db
    .select({ id: periodChallenges.id })
    .from(periodChallenges)
    .innerJoin(challengePeriods, eq(challengePeriods.id, periodChallenges.periodId))
    .where(
      and(
        eq(challengePeriods.ruleSet, ruleSet),
        eq(challengePeriods.beginDate, periodBeginDate),
        eq(periodChallenges.challengeId, challengeId),
      ),
    );
  if (!row) throw new ApiError(500, 'CHALLENGE_NOT_FOUND', `Défi inconnu pour la période du ${periodBeginDate}.`);
  return row.id;
}

/** The wipe clears the progress of the player's latest period, the one the engine's state holds. */
async function resetChallengeProgress(db: Db, userId: string, ruleSet: RuleSet): Promise<void> {
  const mine = and(eq(playerChallenges.userId, userId), eq(playerChallenges.ruleSet, ruleSet));
  const [latest] = await db
    .select({ periodId: periodChallenges.periodId })
    .from(playerChallenges)
    .innerJoin(periodChallenges, eq(periodChallenges.id, playerChallenges.periodChallengeId))
    .innerJoin(challengePeriods, eq(challengePeriods.id, periodChallenges.periodId))
    .where(mine)
    .orderBy(desc(challengePeriods.beginDate), asc(periodChallenges.id))
    .limit(1);
  if (!latest) return;
  const ofPeriod = db
    .select({ id: periodChallenges.id })
    .from(periodChallenges)
    .where(eq(periodChallenges.periodId, latest.periodId));
  await db
    .update(playerChallenges)
    .set({ progress: 0 })
    .where(and(mine, inArray(playerChallenges.periodChallengeId, ofPeriod)));
}
