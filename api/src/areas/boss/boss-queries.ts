import { and, asc, count, desc, eq, sum } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { RuleSet } from '../../engine/rule-sets';
import { bossDamages, bosses } from './boss-schema';

export type BossRecord = typeof bosses.$inferSelect;
export type BossDamageRecord = typeof bossDamages.$inferSelect;

/** The rule set's latest boss (running, fallen or gone), or undefined when none was ever opened. */
export async function findLatestBoss(db: Db, ruleSet: RuleSet): Promise<BossRecord | undefined> {
  const [row] = await db
    .select()
    .from(bosses)
    .where(eq(bosses.ruleSet, ruleSet))
    .orderBy(desc(bosses.beginAt))
    .limit(1);
  return row;
}

/**
 * The latest boss under its row lock: every attack of the rule set takes it before the attacker's account, so
 * attacks are decided one after the other and the fall can credit the other attackers without waiting on them.
 */
export async function lockLatestBoss(db: Db, ruleSet: RuleSet): Promise<BossRecord | null> {
  const [row] = await db
    .select()
    .from(bosses)
    .where(eq(bosses.ruleSet, ruleSet))
    .orderBy(desc(bosses.beginAt))
    .limit(1)
    .for('update');
  return row ?? null;
}

export async function findBoss(db: Db, bossId: string, ruleSet: RuleSet): Promise<BossRecord | undefined> {
  const [row] = await db
    .select()
    .from(bosses)
    .where(and(eq(bosses.id, bossId), eq(bosses.ruleSet, ruleSet)));
  return row;
}

export async function loadBossDamages(db: Db, bossId: string): Promise<BossDamageRecord[]> {
  return db.select().from(bossDamages).where(eq(bossDamages.bossId, bossId));
}

export async function findBossDamage(db: Db, bossId: string, userId: string) {
  const [row] = await db
    .select()
    .from(bossDamages)
    .where(and(eq(bossDamages.bossId, bossId), eq(bossDamages.userId, userId)));
  return row;
}

/** All the damage done to a boss and by how many players. */
export async function bossDamageTotals(db: Db, bossId: string) {
  const [row] = await db
    .select({ total: sum(bossDamages.damage).mapWith(Number), players: count() })
    .from(bossDamages)
    .where(eq(bossDamages.bossId, bossId));
  return { total: row?.total ?? 0, players: row?.players ?? 0 };
}

/** One page of a boss's attackers, most damage first; ties go to who reached their total first. */
export async function bossDamagePage(db: Db, bossId: string, page: number, pageSize: number) {
  return db
    .select()
    .from(bossDamages)
    .where(eq(bossDamages.bossId, bossId))
    .orderBy(desc(bossDamages.damage), asc(bossDamages.lastAttackAt), asc(bossDamages.userId))
    .limit(pageSize)
    .offset(page * pageSize);
}
