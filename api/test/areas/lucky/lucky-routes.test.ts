// Tickets: the jackpot, and what a ticket link holds (its count by type and its tickets), on rows the tests insert.
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { ids, useGameWorld } from '../../support/game-world';
import { hardcore, useTestApp } from '../../support/test-app';
import { requestsTo } from '../../support/requests';

const t = useTestApp();
const loadWorld = useGameWorld(t);
const { json, refusal } = requestsTo(t);

describe('GET /public/lucky/jackpot', () => {
  before(async () => {
    await loadWorld();
  });

  it("gives the rule set's jackpot, its starting amount before any ticket", async () => {
    assert.deepEqual(await json('/public/lucky/jackpot'), { jackpot: 12_345 });
    assert.deepEqual(await json('/public/lucky/jackpot', hardcore), { jackpot: 10_000 });
  });
});

describe('GET /public/lucky/{linkCode}/count and /public/lucky/{linkCode}?type=', () => {
  before(async () => {
    await loadWorld();
  });

  it('counts the tickets a link still holds, per type', async () => {
    assert.deepEqual(await json(`/public/lucky/${ids.link.valid}/count`), {
      counts: { ZERA_3000: 0, LUCKY_RAYOU: 2, RAYOU_OFFICIAL: 0 },
    });
    assert.deepEqual(await json(`/public/lucky/${ids.link.hardcore}/count`, hardcore), {
      counts: { ZERA_3000: 0, LUCKY_RAYOU: 0, RAYOU_OFFICIAL: 1 },
    });
  });

  it('gives the oldest ticket of a type still to scratch', async () => {
    assert.deepEqual(await json(`/public/lucky/${ids.link.valid}?type=LUCKY_RAYOU`), {
      id: ids.ticket.first,
      type: 'LUCKY_RAYOU',
      value: 2,
    });
  });

  it('answers {code, message} when the link has expired, holds no ticket, or is unknown', async () => {
    for (const suffix of ['/count', '?type=ZERA_3000']) {
      await refusal(`/public/lucky/${ids.link.expired}${suffix}`, 400, 'LUCKY_LINK_EXPIRED');
      await refusal(`/public/lucky/${ids.link.empty}${suffix}`, 400, 'NO_TICKET');
      await refusal(`/public/lucky/0123456789abcdef${suffix}`, 404, 'LUCKY_LINK_NOT_FOUND');
      // Another rule set's link is not found.
      await refusal(`/public/lucky/${ids.link.valid}${suffix}`, 404, 'LUCKY_LINK_NOT_FOUND', hardcore);
    }
    await refusal(`/public/lucky/${ids.link.valid}?type=ZERA_3000`, 400, 'NO_TICKET');
  });

  it('answers 400 to an unknown or missing type and a malformed code', async () => {
    await refusal(`/public/lucky/${ids.link.valid}?type=RAYOU_OFFICIEL`, 400, 'INVALID_REQUEST');
    await refusal(`/public/lucky/${ids.link.valid}`, 400, 'INVALID_REQUEST');
    await refusal(`/public/lucky/${encodeURIComponent('a b!')}/count`, 400, 'INVALID_REQUEST');
  });
});
