import { Type, type Static } from 'typebox';
import { DateTime, Uuid } from './formats';

export const corporationBonusTypes = ['MEMBER_COUNT', 'LOOT', 'RECYCLE_LORE_DUST', 'RECYCLE_LORE_FRAGMENT'] as const;
export const corporationLogActions = ['LEDGER', 'UPGRADE', 'JOIN', 'LEAVE', 'CREATE'] as const;
export const CorporationRole = Type.Enum(['ADMIN', 'MEMBER']);
export type CorporationRole = Static<typeof CorporationRole>;

/** GET /public/corporation: one entry per corporation of the requested rule set. */
export const CorporationSummary = Type.Object(
  {
    id: Uuid,
    name: Type.String(),
    description: Type.String(),
    balance: Type.Integer({ description: 'Treasury, in ZUMonnaie' }),
    logoUrl: Type.String(),
    createdDate: DateTime,
    modifiedDate: DateTime,
    currentBonusLevel: Type.Integer({ minimum: 0, description: 'Levels bought, every bonus together' }),
    totalBonusLevel: Type.Integer({ minimum: 0, description: 'Levels there are to buy: 4 bonuses × 4 levels' }),
    currentMemberCount: Type.Integer({ minimum: 0 }),
    totalMemberCount: Type.Integer({ minimum: 0, description: 'Seats: 4, and 4 more per MEMBER_COUNT level' }),
  },
  { title: 'CorporationSummary' },
);
export type CorporationSummary = Static<typeof CorporationSummary>;

/** A player as a corporation lists them. */
export const CorporationUser = Type.Object(
  {
    discordId: Type.String(),
    discordUserName: Type.String(),
    discordGlobalName: Type.Optional(Type.String()),
    discordAvatar: Type.Optional(Type.String()),
    isActive: Type.Boolean({ description: 'Played in the last 30 days' }),
  },
  { title: 'CorporationUser' },
);
export type CorporationUser = Static<typeof CorporationUser>;

/** GET /public/corporation/{id}: a corporation of the requested rule set, its bonuses, members and latest log. */
export const CorporationDetail = Type.Object(
  {
    id: Uuid,
    name: Type.String(),
    description: Type.String(),
    balance: Type.Integer({ description: 'Treasury, in ZUMonnaie' }),
    logoUrl: Type.String(),
    logoFileName: Type.String(),
    createdDate: DateTime,
    modifiedDate: DateTime,
    corporationBonuses: Type.Array(
      Type.Object({ type: Type.Enum([...corporationBonusTypes]), level: Type.Integer({ minimum: 0, maximum: 4 }) }),
      { description: 'Every bonus type, level 0 when not bought' },
    ),
    userCorporations: Type.Array(
      Type.Object({
        role: CorporationRole,
        user: CorporationUser,
        joinedDate: DateTime,
        giveToday: Type.Optional(Type.Integer({ minimum: 0, description: 'ZUMonnaie given today; absent: none' })),
        giveTotal: Type.Integer({ minimum: 0, description: 'ZUMonnaie given to this corporation in all' }),
      }),
      { description: 'The PDG (ADMIN) first, then by joining date' },
    ),
    corporationLogs: Type.Array(
      Type.Object({
        action: Type.Enum([...corporationLogActions]),
        amount: Type.Optional(Type.Integer()),
        date: DateTime,
        user: CorporationUser,
      }),
      { description: 'The latest 100 entries, newest first' },
    ),
  },
  { title: 'CorporationDetail' },
);
export type CorporationDetail = Static<typeof CorporationDetail>;

export const CorporationParams = Type.Object({ id: Uuid });
export type CorporationParams = Static<typeof CorporationParams>;
