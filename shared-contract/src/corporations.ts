import { Type, type Static } from 'typebox';
import { DateTime, Uuid } from './formats';
import { corporationDescriptionMaxLength, corporationNameMaxLength, corporationNameMinLength } from './constants';

export const corporationBonusTypes = ['MEMBER_COUNT', 'LOOT', 'RECYCLE_LORE_DUST', 'RECYCLE_LORE_FRAGMENT'] as const;
export const corporationLogActions = ['LEDGER', 'UPGRADE', 'JOIN', 'LEAVE', 'CREATE', 'TRANSFER'] as const;
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
    discordAvatar: Type.String({ description: 'Avatar hash on the chat platform: every account has one' }),
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
    corporationLedgers: Type.Array(
      Type.Object({
        amount: Type.Integer({ minimum: 0, description: 'ZUMonnaie given' }),
        date: DateTime,
        role: Type.Enum(CorporationRole.enum, {
          description: "The giver's current role in the corporation; MEMBER once they have left it",
        }),
        user: CorporationUser,
      }),
      {
        deprecated: true,
        description:
          'The gifts among corporationLogs (its LEDGER entries), newest first (legacy: replaced by ' +
          '`corporationLogs` in September 2025)',
      },
    ),
  },
  { title: 'CorporationDetail' },
);
export type CorporationDetail = Static<typeof CorporationDetail>;

export const CorporationParams = Type.Object({ id: Uuid });
export type CorporationParams = Static<typeof CorporationParams>;

// The writes of a signed-in player. Each answers the corporation as it stands after the write (CorporationDetail),
// except leaving, which answers CorporationLeaveResult.

export { corporationDescriptionMaxLength, corporationNameMaxLength, corporationNameMinLength };

/** POST /public/corporation: found a corporation (the founder becomes its PDG). */
export const CreateCorporationBody = Type.Object({
  name: Type.String({ minLength: corporationNameMinLength, maxLength: corporationNameMaxLength }),
  description: Type.String({ maxLength: corporationDescriptionMaxLength }),
});
export type CreateCorporationBody = Static<typeof CreateCorporationBody>;

/** PATCH /public/corporation: the PDG rewrites the description. */
export const EditCorporationBody = Type.Object({
  description: Type.String({ maxLength: corporationDescriptionMaxLength }),
});
export type EditCorporationBody = Static<typeof EditCorporationBody>;

/** POST /public/corporation/give: ZUMonnaie from the player to their corporation's treasury. */
export const GiveBody = Type.Object({ amount: Type.Integer({ minimum: 1, maximum: 1_000_000_000 }) });
export type GiveBody = Static<typeof GiveBody>;

/** POST /public/corporation/bonus/{type}: the PDG buys the bonus's next level from the treasury. */
export const CorporationBonusParams = Type.Object({ type: Type.Enum([...corporationBonusTypes]) });
export type CorporationBonusParams = Static<typeof CorporationBonusParams>;

/** POST /public/corporation/transfer/{userName}: the PDG hands the role to a member. */
export const CorporationTransferParams = Type.Object({ userName: Type.String({ minLength: 1, maxLength: 64 }) });
export type CorporationTransferParams = Static<typeof CorporationTransferParams>;

/** POST /public/corporation/leave: what became of the corporation the player left. */
export const CorporationLeaveResult = Type.Object(
  {
    corporationId: Uuid,
    dissolved: Type.Boolean({ description: 'The player was its last member: the corporation is gone' }),
  },
  { title: 'CorporationLeaveResult' },
);
export type CorporationLeaveResult = Static<typeof CorporationLeaveResult>;
