import { imageUrl } from '../../images/image-urls';
import type { CorporationDetail, CorporationRole, CorporationSummary, CorporationUser } from '@zu/shared-contract';
import { toParisDateTime } from '../../lib/dates';
import { isPlayerActive } from '../players/players-rules';
import { worldInstant } from '../world/world-clock';
import type { users } from '../players/players-schema';
import { corporationMaxBonusLevel, corporationMemberLimit } from './corporations-rules';
import { corporationBonusTypes } from '../../engine/record-types';
import type { CorporationDetailRows, listCorporations } from './corporations-queries';
import type { corporations } from './corporations-schema';

type Rows<F extends (...args: never[]) => Promise<unknown[]>> = Awaited<ReturnType<F>>;

export const corporationLogoFileName = (id: string) => `${id}.webp`;
export const corporationLogoUrl = (publicUrl: string, id: string) => imageUrl(publicUrl, 'corporation', id);

export function toCorporationSummary(
  { corporation, members, bonusLevels, memberCountLevel }: Rows<typeof listCorporations>[number],
  publicUrl: string,
): CorporationSummary {
  return {
    id: corporation.id,
    name: corporation.name,
    description: corporation.description,
    balance: corporation.balance,
    logoUrl: corporationLogoUrl(publicUrl, corporation.id),
    createdDate: toParisDateTime(corporation.createdDate),
    modifiedDate: toParisDateTime(corporation.modifiedDate),
    currentBonusLevel: Number(bonusLevels),
    totalBonusLevel: corporationBonusTypes.length * corporationMaxBonusLevel,
    currentMemberCount: Number(members),
    totalMemberCount: corporationMemberLimit(Number(memberCountLevel)),
  };
}

type CorporationUserRow = Pick<
  typeof users.$inferSelect,
  'id' | 'discordId' | 'discordUserName' | 'discordGlobalName' | 'discordAvatar'
>;

function toCorporationUser(user: CorporationUserRow, lastActiveDate: Date | null, now: Date): CorporationUser {
  return {
    discordId: user.discordId,
    discordUserName: user.discordUserName,
    ...(user.discordGlobalName ? { discordGlobalName: user.discordGlobalName } : {}),
    discordAvatar: user.discordAvatar,
    isActive: isPlayerActive(lastActiveDate, now),
  };
}

export function toCorporationDetail(
  {
    corporation,
    bonuses,
    members,
    gifts,
    logs,
    today,
  }: Omit<CorporationDetailRows, 'version'> & {
    corporation: typeof corporations.$inferSelect;
  },
  publicUrl: string,
): CorporationDetail {
  // Active by the world's date, as on a profile (the detail's version holds that date).
  const now = worldInstant(today);
  const corporationLogs = logs.map(({ log, user, lastActiveDate }) => ({
    action: log.action,
    ...(log.amount !== null ? { amount: log.amount } : {}),
    date: toParisDateTime(log.at),
    user: toCorporationUser(user, lastActiveDate, now),
  }));
  return {
    id: corporation.id,
    name: corporation.name,
    description: corporation.description,
    balance: corporation.balance,
    logoUrl: corporationLogoUrl(publicUrl, corporation.id),
    logoFileName: corporationLogoFileName(corporation.id),
    createdDate: toParisDateTime(corporation.createdDate),
    modifiedDate: toParisDateTime(corporation.modifiedDate),
    corporationBonuses: corporationBonusTypes.map((type) => ({
      type,
      level: bonuses.find((bonus) => bonus.type === type)?.level ?? 0,
    })),
    userCorporations: members.map(({ member, user, lastActiveDate }) => {
      const given = gifts.find((gift) => gift.userId === user.id);
      const today = Number(given?.today ?? 0);
      return {
        role: member.role,
        user: toCorporationUser(user, lastActiveDate, now),
        joinedDate: toParisDateTime(member.joinedDate),
        ...(today > 0 ? { giveToday: today } : {}),
        giveTotal: Number(given?.total ?? 0),
      };
    }),
    corporationLogs,
    corporationLedgers: toCorporationLedgers(corporationLogs, members),
  };
}

type CorporationLog = CorporationDetail['corporationLogs'][number];

/**
 * The gifts among a corporation's log entries, as clients written before corporationLogs read them: each with the
 * entry's player and the role they hold now (MEMBER once they have left the corporation).
 */
export function toCorporationLedgers(
  corporationLogs: readonly CorporationLog[],
  members: readonly { member: { role: CorporationRole }; user: { discordId: string } }[],
): CorporationDetail['corporationLedgers'] {
  const roleOf = new Map(members.map(({ member, user }) => [user.discordId, member.role]));
  return corporationLogs
    .filter((log) => log.action === 'LEDGER')
    .map((log) => ({
      amount: log.amount ?? 0,
      date: log.date,
      role: roleOf.get(log.user.discordId) ?? 'MEMBER',
      user: log.user,
    }));
}
