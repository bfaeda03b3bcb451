import { Type, type Static } from 'typebox';
import { DateTime, Uuid } from './formats';
import { PlayerUser } from './players';

// The boss: a monster every player of a rule set attacks together, a few times a day, until it falls or its time
// runs out. When it falls, each player who hit it shares its rewards by the damage they did.

/** GET /public/boss/current: the running boss, or the last one while none runs (404 BOSS_NOT_FOUND when none ever). */
export const Boss = Type.Object(
  {
    id: Uuid,
    name: Type.String({ minLength: 1 }),
    imageUrl: Type.Optional(Type.String()),
    maxHealth: Type.Integer({ minimum: 1 }),
    health: Type.Integer({ minimum: 0 }),
    beginDate: DateTime,
    endDate: DateTime,
    fallenDate: Type.Optional(DateTime),
    rewards: Type.String({ description: 'The rewards shared when it falls, in French' }),
    isFallen: Type.Boolean(),
    isRunning: Type.Boolean({ description: 'Neither fallen nor past its end: it can be attacked' }),
  },
  { title: 'Boss' },
);
export type Boss = Static<typeof Boss>;

export const BossParams = Type.Object({ bossId: Uuid });
export type BossParams = Static<typeof BossParams>;

export const BossDamageQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000, default: 0, description: 'First page: 0' })),
});
export type BossDamageQuery = Static<typeof BossDamageQuery>;

/** One attacker's damage on a boss, ranked by damage (ties: who reached it first). */
export const BossDamageRow = Type.Object(
  {
    user: PlayerUser,
    damage: Type.Integer({ minimum: 0 }),
    attackCount: Type.Integer({ minimum: 0 }),
    share: Type.Number({ minimum: 0, maximum: 1, description: 'Their damage over all the damage done so far' }),
    position: Type.Integer({ minimum: 1 }),
  },
  { title: 'BossDamageRow' },
);
export type BossDamageRow = Static<typeof BossDamageRow>;

/** GET /public/boss/{bossId}/damage?page=: the boss's attackers, most damage first. */
export const BossLeaderboard = Type.Object(
  {
    bossId: Uuid,
    page: Type.Integer({ minimum: 0 }),
    pageSize: Type.Integer({ minimum: 1 }),
    total: Type.Integer({ minimum: 0, description: 'Players who hit the boss' }),
    rows: Type.Array(BossDamageRow),
  },
  { title: 'BossLeaderboard' },
);
export type BossLeaderboard = Static<typeof BossLeaderboard>;

/** GET /public/boss/player/{userName}: a player against the current boss (404 BOSS_NOT_FOUND when none). */
export const BossPlayer = Type.Object(
  {
    bossId: Uuid,
    attacksToday: Type.Integer({ minimum: 0 }),
    attacksLeftToday: Type.Integer({ minimum: 0 }),
    damage: Type.Integer({ minimum: 0, description: 'Over every attack on this boss' }),
    share: Type.Number({ minimum: 0, maximum: 1, description: 'Their damage over all the damage done so far' }),
  },
  { title: 'BossPlayer' },
);
export type BossPlayer = Static<typeof BossPlayer>;

/** POST /public/boss/attack: the signed-in player's attack on the current boss. */
export const BossAttack = Type.Object(
  {
    bossId: Uuid,
    damage: Type.Integer({ minimum: 1 }),
    health: Type.Integer({ minimum: 0, description: 'What is left of it after this attack' }),
    maxHealth: Type.Integer({ minimum: 1 }),
    fell: Type.Boolean({ description: 'This attack took it down: every attacker got their reward' }),
    reward: Type.Optional(
      Type.Object({ balance: Type.Integer({ minimum: 0 }), loreDust: Type.Integer({ minimum: 0 }) }),
    ),
  },
  { title: 'BossAttack' },
);
export type BossAttack = Static<typeof BossAttack>;
