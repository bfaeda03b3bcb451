import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { GameStats } from '@zu/shared-contract';
import { scaleSettings } from '../src/seed';
import { hardcore, useTestApp } from './support/test-app';

const t = useTestApp();

describe('GET /public/stats', () => {
  it("gives the rule set's figures, consistent with the seed", async () => {
    const hard = (await t.app.inject({ url: '/public/stats', headers: hardcore })).json() as GameStats;
    const normal = (await t.app.inject({ url: '/public/stats' })).json() as GameStats;
    assert.equal(normal.playerCount, scaleSettings.small.userCount, 'every seeded player has a NORMAL account');
    assert.ok(hard.playerCount > 0 && hard.playerCount < normal.playerCount);
    // 'Active' is measured against today, the seed against a fixed date: only the invariant is stable.
    assert.ok(hard.activePlayerCount >= 0 && hard.activePlayerCount <= hard.playerCount);
    assert.equal(hard.corporationCount, scaleSettings.small.corporationsPerRuleSet);
    assert.equal(hard.itemCount, 1500);
    assert.equal(hard.starItemCount, 15);
    assert.equal(hard.fusionCount, 60);
    assert.ok(hard.packCount >= 10 && hard.packCount < 19, 'Classique counted once');
  });
});
