// A corporation's detail as clients written before corporationLogs read it: its gifts as corporationLedgers.
// Independent of DATABASE_URL: no database, so the PostgreSQL pass leaves it out.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { CorporationDetail, CorporationUser } from '@zu/shared-contract';
import { toCorporationLedgers } from '../../../src/areas/corporations/corporations-view';

type CorporationLog = CorporationDetail['corporationLogs'][number];

const person = (name: string): CorporationUser => ({
  discordId: `id-${name}`,
  discordUserName: name,
  discordAvatar: '0123456789abcdef0123456789abcdef',
  isActive: true,
});
const [pdg, member, gone] = [person('pdg'), person('membre'), person('parti')];

const log = (action: CorporationLog['action'], user: CorporationUser, date: string, amount?: number) => ({
  action,
  date,
  user,
  ...(amount === undefined ? {} : { amount }),
});

const members = [
  { member: { role: 'ADMIN' as const }, user: pdg },
  { member: { role: 'MEMBER' as const }, user: member },
];

describe('toCorporationLedgers', () => {
  it("keeps the gifts of the log, in its order, each with its player and that player's role now", () => {
    const logs = [
      log('UPGRADE', pdg, '2026-11-27T11:00:00', 16_000),
      log('LEDGER', member, '2026-11-27T10:00:00', 500),
      log('LEAVE', gone, '2026-11-26T09:00:00'),
      log('LEDGER', gone, '2026-11-25T09:00:00', 300),
      log('LEDGER', pdg, '2026-11-24T18:30:00', 1_000),
      log('JOIN', member, '2026-11-20T08:00:00'),
    ];
    const ledgers = toCorporationLedgers(logs, members);
    assert.deepEqual(ledgers, [
      { amount: 500, date: '2026-11-27T10:00:00', role: 'MEMBER', user: member },
      // Left since: no role in the corporation any more, a plain member to older clients.
      { amount: 300, date: '2026-11-25T09:00:00', role: 'MEMBER', user: gone },
      { amount: 1_000, date: '2026-11-24T18:30:00', role: 'ADMIN', user: pdg },
    ]);
    // The very player object the log entry carries.
    assert.equal(ledgers[0]!.user, logs[1]!.user);
  });

  it('is empty when no one has given', () => {
    assert.deepEqual(toCorporationLedgers([log('CREATE', pdg, '2026-11-01T10:00:00')], members), []);
  });
});
