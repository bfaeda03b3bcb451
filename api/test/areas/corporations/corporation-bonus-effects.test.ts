// A corporation's bonuses at work for its members: the LOOT level bought by the PDG raises a member's next /journa.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { claimDailyLoot } from '../../../src/areas/loot/loot-repository';
import { worldNow } from '../../../src/areas/world/world-clock';
import { corporationWrites } from '../../support/corporation-writes';
import { useSignedTestApp } from '../../support/test-tokens';

const t = useSignedTestApp();
const { player, found, write } = corporationWrites(t);
const day = 86_400_000;

describe('corporation bonuses', () => {
  it("raises a member's next /journa by 10 ZUMonnaie once the PDG buys LOOT level 1", async () => {
    const { id, founder } = await found(16_000);
    const member = await player(0);
    await write(member, 'POST', `/public/corporation/${id}/join`);
    const now = await worldNow(t.app.db);
    const actor = { userId: member.userId, ruleSet: member.ruleSet };

    const before = await claimDailyLoot(t.app.db, actor, now);
    assert.equal(before.corporationAmount, 0);
    const upgraded = await write(founder, 'POST', '/public/corporation/bonus/LOOT');
    assert.equal(upgraded.statusCode, 200, upgraded.body);
    const after = await claimDailyLoot(t.app.db, actor, new Date(now.getTime() + day));

    assert.equal(after.corporationAmount, 10);
    assert.equal(after.corporationBonusLevel, 1);
    assert.equal(after.amount, before.amount + 10);
  });
});
