// The boss: a monster every player of a rule set attacks together while the BOSS feature is on. Each attack takes
// a random bite of its shared health; the attack that takes it to 0 shares the rewards out by damage, once. A boss
// still standing at its end date leaves and gives nothing.
import {
  accept,
  actionLog,
  makeEffects,
  refuse,
  type ActionContext,
  type ActionResult,
  type RelatedEffects,
} from '../../engine/effects';
import type { PlayerState } from '../../engine/player-state';
import type { Prng } from '../../engine/prng';
import { addDays, dailyTurnInstant, worldDateOf, type WorldDate } from '../../engine/world-rules';

/** Chosen: a boss stands for a week from the daily turn that opens it. */
export const bossDurationDays = 7;
/** Chosen: the same health in both rule sets, about a week of a few dozen players' attacks. */
export const bossMaxHealth = 20_000;
/** Chosen: each attack takes a random bite in this range (both included), whatever the player's cards. */
export const bossDamageRange = { min: 100, max: 300 } as const;
/** Chosen: attacks per player per game day. */
export const bossAttacksPerDay = 3;
/** Chosen: what the fall shares out by damage, and the least each attacker gets however small their share. */
export const bossRewardPool = { balance: 20_000, loreDust: 500 } as const;
export const bossMinimumReward = { balance: 100, loreDust: 5 } as const;

/** Chosen: the bosses' names, drawn when one opens. */
export const bossNames = [
  'Le Dragon des Archives',
  'La Chimère de Cristal',
  'Le Golem de Poudre',
  'Le Kraken des Limbes',
  'La Liche Étoilée',
  'Le Titan du Vortex',
] as const;

const french = (amount: number) => new Intl.NumberFormat('fr-FR').format(amount);
export const bossRewardsText =
  `${french(bossRewardPool.balance)} ZUMonnaie et ${french(bossRewardPool.loreDust)} poudres créatrices partagées ` +
  `selon les dégâts (au moins ${french(bossMinimumReward.balance)} ZUMonnaie et ` +
  `${french(bossMinimumReward.loreDust)} poudres par attaquant)`;

export const bossRefusals = {
  featureOff: refuse('BOSS_DISABLED', "Le boss n'est pas disponible pour le moment."),
  notRunning: refuse('BOSS_NOT_RUNNING', "Aucun boss n'est à combattre en ce moment."),
  fallen: refuse('BOSS_FALLEN', 'Le boss est déjà tombé !'),
  noAttackLeft: refuse('NO_BOSS_ATTACK_LEFT', 'Tu as utilisé toutes tes attaques du jour, reviens demain !'),
} as const;

export interface BossRow {
  id: string;
  name: string;
  maxHealth: number;
  health: number;
  beginAt: Date;
  endAt: Date;
  fallenAt: Date | null;
}

/** A player's hits on a boss, as the attack reads them. */
export interface BossHits {
  userId: string;
  damage: number;
  lastAttackDate: WorldDate;
  attacksOnLastDate: number;
}

/** The boss a daily turn opens on `today` (its id given: the caller's), at full health for a week. */
export function openedBoss(id: string, today: WorldDate, prng: Prng): BossRow {
  return {
    id,
    name: prng.pick(bossNames),
    maxHealth: bossMaxHealth,
    health: bossMaxHealth,
    beginAt: dailyTurnInstant(today),
    endAt: dailyTurnInstant(addDays(today, bossDurationDays)),
    fallenAt: null,
  };
}

export function isBossRunning(boss: BossRow, now: Date): boolean {
  return boss.fallenAt === null && boss.beginAt <= now && now < boss.endAt;
}

/** Attacks the player made on the game day of `now`. */
export function bossAttacksToday(hits: Pick<BossHits, 'lastAttackDate' | 'attacksOnLastDate'> | undefined, now: Date) {
  return hits?.lastAttackDate === worldDateOf(now) ? hits.attacksOnLastDate : 0;
}

export function bossAttacksLeftToday(
  hits: Pick<BossHits, 'lastAttackDate' | 'attacksOnLastDate'> | undefined,
  now: Date,
) {
  return Math.max(0, bossAttacksPerDay - bossAttacksToday(hits, now));
}

/** Each attacker's reward when the boss falls: their share of the pool, rounded down, never below the minimum. */
export function bossRewards(damages: readonly Pick<BossHits, 'userId' | 'damage'>[]) {
  const total = damages.reduce((sum, hits) => sum + hits.damage, 0);
  return damages.map(({ userId, damage }) => {
    const share = total === 0 ? 0 : damage / total;
    return {
      userId,
      balance: Math.max(bossMinimumReward.balance, Math.floor(bossRewardPool.balance * share)),
      loreDust: Math.max(bossMinimumReward.loreDust, Math.floor(bossRewardPool.loreDust * share)),
    };
  });
}

export type BossReward = ReturnType<typeof bossRewards>[number];

export interface BossAttackOutcome {
  bossId: string;
  damage: number;
  health: number;
  maxHealth: number;
  fell: boolean;
  /** Every attacker's reward, the attacker's own included, when this attack made the boss fall. */
  rewards: BossReward[];
}

export interface BossAttackInput {
  featureOn: boolean;
  /** The rule set's latest boss, read under its row lock, or null when none was ever opened. */
  boss: BossRow | null;
  /** Every attacker's hits on that boss so far (the attacker's own among them, if they hit it before). */
  damages: readonly BossHits[];
}

/**
 * Chosen: an attack while the boss runs, within the day's allowance, takes a random bite (never more than its
 * health). The one that takes it to 0 rewards every attacker by their share of the damage, its author included.
 */
export function attackBoss(
  state: PlayerState,
  input: BossAttackInput,
  ctx: ActionContext,
): ActionResult<BossAttackOutcome> {
  const { boss } = input;
  if (!input.featureOn) return bossRefusals.featureOff;
  if (boss === null) return bossRefusals.notRunning;
  if (boss.fallenAt !== null || boss.health === 0) return bossRefusals.fallen;
  if (!isBossRunning(boss, ctx.now)) return bossRefusals.notRunning;
  const mine = input.damages.find((hits) => hits.userId === state.userId);
  if (bossAttacksLeftToday(mine, ctx.now) === 0) return bossRefusals.noAttackLeft;

  const damage = Math.min(boss.health, ctx.prng.int(bossDamageRange.min, bossDamageRange.max));
  const health = boss.health - damage;
  const fell = health === 0;
  const after = [
    ...input.damages.filter((hits) => hits.userId !== state.userId),
    { userId: state.userId, damage: (mine?.damage ?? 0) + damage },
  ];
  const rewards = fell ? bossRewards(after) : [];
  const outcome: BossAttackOutcome = { bossId: boss.id, damage, health, maxHealth: boss.maxHealth, fell, rewards };
  const own = rewards.find((reward) => reward.userId === state.userId);
  const related: RelatedEffects[] = rewards
    .filter((reward) => reward.userId !== state.userId)
    .map((reward) => ({ userId: reward.userId, effects: rewardEffects(reward, boss.id, ctx) }));
  return accept(
    makeEffects({
      currencies: own ? { balance: own.balance, loreDust: own.loreDust } : {},
      // The author's own reward is logged with the attack that made it fall, as the others' are in theirs.
      records: [
        actionLog(
          'BOSS',
          ctx,
          { bossId: boss.id },
          {
            damage,
            health,
            fell,
            reward: own ? { balance: own.balance, loreDust: own.loreDust } : null,
          },
        ),
      ],
    }),
    outcome,
    related,
  );
}

function rewardEffects(reward: BossReward, bossId: string, ctx: ActionContext) {
  return makeEffects({
    currencies: { balance: reward.balance, loreDust: reward.loreDust },
    records: [actionLog('BOSS_REWARD', ctx, { bossId }, { balance: reward.balance, loreDust: reward.loreDust })],
  });
}
