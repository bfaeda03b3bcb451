import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { useTestApp } from '../../support/test-app';

const t = useTestApp({ devTools: false });

describe('development endpoints in a default configuration', () => {
  it('do not exist', async () => {
    const response = await t.app.inject({ method: 'PUT', url: '/dev/game-features/BOSS', payload: { active: true } });
    assert.equal(response.statusCode, 404);
  });
});
