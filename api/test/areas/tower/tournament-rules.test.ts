// Independent of DATABASE_URL: no database, so the PostgreSQL pass leaves it out.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  battleWinner,
  nextTournamentRound,
  participantBonus,
  playTournamentRound,
  seedTournament,
  tournamentRoundCount,
  tournamentRoundDate,
  type TournamentParticipant,
} from '../../../src/areas/tower/tournament-rules';
import { createPrng } from '../../../src/engine/prng';

const participants: TournamentParticipant[] = Array.from({ length: 6 }, (_, i) => ({
  userId: `p${i}`,
  maxFloorIndex: 5 - i,
  attemptCount: 10 + i,
}));

describe('Arène', () => {
  it('plays rounds until one winner, the best seeds getting the byes', () => {
    assert.equal(tournamentRoundCount(6), 3);
    assert.equal(tournamentRoundCount(1), 0);
    assert.equal(tournamentRoundDate('2026-11-29', 0), '2026-11-30');
    const prng = createPrng('arene');
    let round = seedTournament(participants, prng);
    assert.equal(round.length, 4);
    assert.deepEqual(
      round.map((b) => [b.participant1.userId, b.participant2?.userId ?? null]),
      [
        ['p0', null],
        ['p1', null],
        ['p2', 'p5'],
        ['p3', 'p4'],
      ],
    );
    assert.equal(participantBonus(participants[0]!), 2);
    let winner = null;
    for (let r = 0; r < 3; r++) {
      const played = playTournamentRound(round, prng);
      assert.ok(played.every((b) => b.outcome !== null && b.roundIndex === r));
      assert.ok(played.filter((b) => !b.participant2).every((b) => b.outcome === true));
      if (played.length === 1) winner = battleWinner(played[0]!);
      round = nextTournamentRound(played);
    }
    assert.equal(round.length, 0);
    assert.ok(winner && participants.some((p) => p.userId === winner.userId));
  });
});
