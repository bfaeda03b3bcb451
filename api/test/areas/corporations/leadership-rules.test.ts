// Independent of DATABASE_URL: no database, so the PostgreSQL pass leaves it out.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { CorporationContext, CorporationView } from '../../../src/areas/corporations/corporations-rules';
import { describeCorporation, transferCorporationRole } from '../../../src/areas/corporations/leadership-rules';
import { recordsOf } from '../../../src/engine/records';
import { applyEffects } from '../../../src/engine/apply-effects';
import type { PlayerState } from '../../../src/engine/player-state';
import { context, play, player, refusedWith } from '../fixtures';

const corp: CorporationView = { id: 'corp', balance: 0, bonuses: {}, memberCount: 3 };
const ctx = (): CorporationContext => ({ ...context('2026-11-02T10:00:00Z'), corporation: corp });
const member = (role: 'ADMIN' | 'MEMBER', corporationId = 'corp'): PlayerState =>
  player({ corporation: { corporationId, role, joinedAt: '2026-10-01T10:00:00.000Z' } });

describe('corporation description', () => {
  it('is rewritten by the PDG only', () => {
    const { effects } = play(member('ADMIN'), describeCorporation(member('ADMIN'), { description: ' Salut ' }, ctx()));
    assert.deepEqual(
      recordsOf(effects.records, 'corporationDescribed').map((r) => [r.corporationId, r.description]),
      [['corp', 'Salut']],
    );
    refusedWith(describeCorporation(member('MEMBER'), { description: 'x' }, ctx()), 'NOT_CORPORATION_ADMIN');
    refusedWith(describeCorporation(player(), { description: 'x' }, ctx()), 'NOT_IN_CORPORATION');
  });
});

describe('handing the PDG role over', () => {
  it('makes the member PDG and the PDG a member, both keeping their joining date, logged under the new PDG', () => {
    const successor = { userId: 'u2', state: member('MEMBER') };
    const result = transferCorporationRole(member('ADMIN'), { userName: 'deux' }, { ...ctx(), successor });
    const { state } = play(member('ADMIN'), result);
    assert.ok(result.ok);
    assert.deepEqual(state.corporation, {
      corporationId: 'corp',
      role: 'MEMBER',
      joinedAt: '2026-10-01T10:00:00.000Z',
    });
    const [related] = result.related;
    assert.equal(related?.userId, 'u2');
    const after = applyEffects(successor.state, related!.effects);
    assert.ok(after.ok);
    assert.equal(after.state.corporation?.role, 'ADMIN');
    assert.deepEqual(
      recordsOf(related!.effects.records, 'corporationLog').map((r) => r.action),
      ['TRANSFER'],
    );
  });

  it('refuses a member who is not PDG, a player of another corporation, and oneself', () => {
    const successor = { userId: 'u2', state: member('MEMBER') };
    refusedWith(
      transferCorporationRole(member('MEMBER'), { userName: 'deux' }, { ...ctx(), successor }),
      'NOT_CORPORATION_ADMIN',
    );
    refusedWith(
      transferCorporationRole(
        member('ADMIN'),
        { userName: 'deux' },
        { ...ctx(), successor: { userId: 'u2', state: member('MEMBER', 'other') } },
      ),
      'NOT_CORPORATION_MEMBER',
    );
    refusedWith(
      transferCorporationRole(member('ADMIN'), { userName: 'deux' }, { ...ctx(), successor: null }),
      'NOT_CORPORATION_MEMBER',
    );
    refusedWith(
      transferCorporationRole(
        member('ADMIN'),
        { userName: 'moi' },
        { ...ctx(), successor: { userId: 'u1', state: member('ADMIN') } },
      ),
      'ALREADY_CORPORATION_ADMIN',
    );
  });
});
