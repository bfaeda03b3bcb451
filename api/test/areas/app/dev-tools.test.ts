import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { hardcore, useTestApp } from '../../support/test-app';

const withTools = useTestApp({ devTools: true });

// The first test sees the seed's features (BOSS off, no boss running); the next ones switch them.
describe('development switch of game features', () => {
  it('opens a boss in each rule set where none runs when BOSS is switched on, and none more when switched again', async () => {
    const current = async (ruleSet: 'NORMAL' | 'HARDCORE') =>
      (
        await withTools.app.inject({
          url: '/public/boss/current',
          headers: ruleSet === 'HARDCORE' ? hardcore : {},
        })
      ).json();
    const seeded = { NORMAL: await current('NORMAL'), HARDCORE: await current('HARDCORE') };
    assert.equal(seeded.NORMAL.isRunning, false, 'the seed leaves no boss running');

    const on = () => withTools.app.inject({ method: 'PUT', url: '/dev/game-features/BOSS', payload: { active: true } });
    assert.equal((await on()).statusCode, 200);
    const opened = { NORMAL: await current('NORMAL'), HARDCORE: await current('HARDCORE') };
    for (const ruleSet of ['NORMAL', 'HARDCORE'] as const) {
      assert.notEqual(opened[ruleSet].id, seeded[ruleSet].id, ruleSet);
      assert.equal(opened[ruleSet].isRunning, true, ruleSet);
      assert.equal(opened[ruleSet].health, opened[ruleSet].maxHealth, ruleSet);
    }
    await on();
    assert.equal((await current('NORMAL')).id, opened.NORMAL.id, 'a running boss stays the one');
  });

  it('turns a feature off and on again, as /app/settings then shows', async () => {
    const features = async () => (await withTools.app.inject({ url: '/app/settings' })).json().gameFeatures as string[];
    assert.ok((await features()).includes('TRADE'));

    const off = await withTools.app.inject({
      method: 'PUT',
      url: '/dev/game-features/TRADE',
      payload: { active: false },
    });
    assert.equal(off.statusCode, 200);
    assert.ok(!(await features()).includes('TRADE'));

    await withTools.app.inject({ method: 'PUT', url: '/dev/game-features/BOSS', payload: { active: true } });
    await withTools.app.inject({ method: 'PUT', url: '/dev/game-features/TRADE', payload: { active: true } });
    const now = await features();
    assert.ok(now.includes('TRADE') && now.includes('BOSS'));
  });

  it('refuses an unknown feature with 400', async () => {
    const response = await withTools.app.inject({
      method: 'PUT',
      url: '/dev/game-features/NOPE',
      payload: { active: true },
    });
    assert.equal(response.statusCode, 400);
    assert.equal(response.json().code, 'INVALID_REQUEST');
  });
});
