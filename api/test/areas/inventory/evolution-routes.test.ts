// GET /public/evolution/{userName}: the evolution chains a player can climb, on rows the tests insert.
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import type { Evolution, PlayerProfile } from '@zu/shared-contract';
import { useGameWorld, type GameWorld } from '../../support/game-world';
import { hardcore, useTestApp } from '../../support/test-app';
import { requestsTo } from '../../support/requests';

const t = useTestApp();
let world: GameWorld;
const { json } = requestsTo(t);

const loadWorld = useGameWorld(t);

describe('GET /public/evolution/{userName}', () => {
  before(async () => {
    world = await loadWorld();
  });

  it('gives the chain, the steps owned, what each step costs and the player’s upgradeDust', async () => {
    const profile = await json<PlayerProfile>('/public/user/joueur.test');
    const evolution = await json<Evolution>('/public/evolution/joueur.test');
    assert.deepEqual(
      evolution.evolutionItems.map((step) => [step.item.id, step.isOwned]),
      [
        [world.itemIds[4], true],
        [world.itemIds[5], true],
        [world.itemIds[6], false],
      ],
    );
    assert.deepEqual(evolution.evolutionUpgradeDustCost, [10, 25]);
    assert.equal(evolution.upgradeDust, profile.user.upgradeDust);
  });

  it('answers from the rule set asked for', async () => {
    const profile = await json<PlayerProfile>('/public/user/joueur.test', hardcore);
    const evolution = await json<Evolution>('/public/evolution/joueur.test', hardcore);
    assert.deepEqual(
      evolution.evolutionItems.map((step) => step.isOwned),
      [false, false, false],
    );
    assert.equal(evolution.upgradeDust, profile.user.upgradeDust);
  });
});
