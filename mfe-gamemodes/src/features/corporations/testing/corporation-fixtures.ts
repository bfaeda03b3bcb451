import type { CorporationDetail } from '@zu/shared-contract';

type Member = CorporationDetail['userCorporations'][number];
type LogEntry = CorporationDetail['corporationLogs'][number];

export const corporationId = '00000000-0000-4000-8000-0000000000c1';

export const corpoUser = (userName: string) => ({
  discordId: `id-${userName}`,
  discordUserName: userName,
  discordGlobalName: userName.charAt(0).toUpperCase() + userName.slice(1),
  discordAvatar: '0123456789abcdef0123456789abcdef',
  isActive: true,
});

export const member = (userName: string, role: Member['role'], overrides: Partial<Member> = {}): Member => ({
  role,
  user: corpoUser(userName),
  joinedDate: '2026-03-01T10:00:00',
  giveTotal: 0,
  ...overrides,
});

export const logEntry = (action: LogEntry['action'], userName: string, date: string, amount?: number): LogEntry => ({
  action,
  date,
  user: corpoUser(userName),
  ...(amount === undefined ? {} : { amount }),
});

/** The corporation of the component tests: Alice its PDG, Bob a member. */
export function corporationFixture(overrides: Partial<CorporationDetail> = {}): CorporationDetail {
  return {
    id: corporationId,
    name: 'Les Rayous',
    description: 'On ouvre des boosters ensemble.',
    balance: 12_000,
    logoUrl: 'http://api.test/images/corporation/c1.webp',
    logoFileName: 'c1.webp',
    createdDate: '2026-02-14T09:00:00',
    modifiedDate: '2026-03-01T10:00:00',
    corporationBonuses: [
      { type: 'MEMBER_COUNT', level: 1 },
      { type: 'LOOT', level: 0 },
      { type: 'RECYCLE_LORE_DUST', level: 2 },
      { type: 'RECYCLE_LORE_FRAGMENT', level: 0 },
    ],
    userCorporations: [
      member('alice', 'ADMIN', { joinedDate: '2026-02-14T09:00:00', giveToday: 300, giveTotal: 5_000 }),
      member('bob', 'MEMBER', { giveTotal: 700 }),
    ],
    corporationLogs: [
      logEntry('LEDGER', 'alice', '2026-03-02T18:30:00', 300),
      logEntry('JOIN', 'bob', '2026-03-01T10:00:00'),
      logEntry('CREATE', 'alice', '2026-02-14T09:00:00'),
    ],
    corporationLedgers: [{ amount: 300, date: '2026-03-02T18:30:00', role: 'ADMIN', user: corpoUser('alice') }],
    ...overrides,
  };
}
