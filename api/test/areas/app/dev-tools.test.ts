import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { useTestApp } from '../../support/test-app';

const withTools = useTestApp({ devTools: true });

describe('development switch of game features', () => {
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
