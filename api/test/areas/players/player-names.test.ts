// One way to name a player in every per-player route: the chat user name, URL-encoded, in any case, with or without
// the former discriminator `#0`; an unknown name (or a player who never played the rule set) is a 404 with
// {code: USER_NOT_FOUND, message}, never a 500 nor an empty 200.
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { lootAchievementCategoryId } from '../../../src/areas/achievements/achievement-definitions-rules';
import { playerNameKey } from '../../../src/areas/players/player-names';
import { insertGameWorld } from '../../support/game-world';
import { hardcore, useTestApp } from '../../support/test-app';

const t = useTestApp();

/** Every per-player route, the name in place of `{}`. */
const routes = [
  '/public/user/{}',
  '/public/user/{}/overview',
  '/public/loot/{}',
  '/public/inventory/{}',
  '/public/banner/{}',
  '/public/evolution/{}',
  `/public/achievement/{}/${lootAchievementCategoryId}`,
  '/public/challenge/{}',
  '/public/calendar/{}',
  '/public/tower/{}',
];
const at = (route: string, name: string) => route.replace('{}', name);

describe('playerNameKey', () => {
  it('lower-cases, drops a trailing #0, decodes a second encoding', () => {
    assert.equal(playerNameKey('Joueur.Test'), 'joueur.test');
    assert.equal(playerNameKey('joueur.test#0'), 'joueur.test');
    assert.equal(playerNameKey('joueur.test%230'), 'joueur.test');
    assert.equal(playerNameKey(' joueur.test '), 'joueur.test');
    // Only the former discriminator 0 is dropped: others stay (and are not found).
    assert.equal(playerNameKey('Name#1234'), 'name#1234');
    assert.equal(playerNameKey('joueur.test#00'), 'joueur.test#00');
    // A broken encoding is looked up as it is.
    assert.equal(playerNameKey('joueur%E0'), 'joueur%e0');
  });
});

describe('the player named in the path', () => {
  before(async () => {
    await insertGameWorld(t.database.db);
  });

  for (const route of routes) {
    describe(route.replace('{}', '{userName}'), () => {
      it('finds the player by name, in any case, URL-encoded, with #0, in each rule set', async () => {
        for (const name of [
          'joueur.test',
          'Joueur.TEST',
          '%6Aoueur%2Etest',
          encodeURIComponent('joueur.test#0'),
          encodeURIComponent('JOUEUR.TEST#0'),
          encodeURIComponent(encodeURIComponent('joueur.test#0')),
        ]) {
          for (const headers of [{}, hardcore]) {
            const response = await t.app.inject({ url: at(route, name), headers });
            assert.equal(
              response.statusCode,
              200,
              `${name} ${JSON.stringify(headers)}: ${response.body.slice(0, 200)}`,
            );
          }
        }
      });

      it('answers 404 USER_NOT_FOUND, in French, to an unknown name or a rule set the player never played', async () => {
        for (const [name, headers] of [
          ['personne.inconnue', {}],
          [encodeURIComponent('joueur.test#1234'), {}],
          ['sans.hardcore', hardcore],
        ] as const) {
          const response = await t.app.inject({ url: at(route, name), headers });
          assert.equal(response.statusCode, 404, name);
          assert.deepEqual(response.json(), { code: 'USER_NOT_FOUND', message: "Ce joueur n'existe pas" });
        }
      });

      it('answers 400 {code, message} to a name too long', async () => {
        const response = await t.app.inject({ url: at(route, 'x'.repeat(65)) });
        assert.equal(response.statusCode, 400);
        assert.equal(response.json().code, 'INVALID_REQUEST');
        assert.equal(typeof response.json().message, 'string');
      });
    });
  }
});
