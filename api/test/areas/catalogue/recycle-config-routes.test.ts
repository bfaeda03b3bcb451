// GET /public/recycle/config: the craft and recycle values, one line per rarity and shiny level.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { RecycleConfigEntry } from '@zu/shared-contract';
import { hardcore, useTestApp } from '../../support/test-app';
import { requestsTo } from '../../support/requests';

const t = useTestApp();
const { json, assertRevalidates } = requestsTo(t);

describe('GET /public/recycle/config', () => {
  it('gives craft and recycle values, one line per rarity and shiny level, with stable ids', async () => {
    const config = await json<RecycleConfigEntry[]>('/public/recycle/config');
    assert.equal(config.length, 18);
    assert.deepEqual(
      config.map((line) => [line.rarity, line.shinyLevel]),
      [1, 2, 3, 4, 5, 6].flatMap((rarity) => [0, 1, 2].map((shinyLevel) => [rarity, shinyLevel])),
    );
    assert.ok(config.every((line) => line.craftValue > line.recycleValue));
    assert.equal(new Set(config.map((line) => line.id)).size, 18);
    assert.deepEqual(await json('/public/recycle/config', hardcore), config, 'the same values in both rule sets');
  });

  it('carries an ETag and answers 304', async () => {
    await assertRevalidates('/public/recycle/config');
  });
});
