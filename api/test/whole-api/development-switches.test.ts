// The development switches (chat bot, feature switch, the sign-in provider that signs anyone in) can never run in
// production: the app refuses to build with them unless NODE_ENV says development or test.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { buildApp } from '../../src/app';
import { assertDevelopmentSwitchesAllowed } from '../../src/config';
import { openTestDatabase, testConfig } from '../support/test-app';

describe('development switches', () => {
  for (const nodeEnv of ['production', '', 'staging']) {
    it(`are refused with NODE_ENV=${nodeEnv || 'unset'}`, () => {
      assert.throws(
        () => assertDevelopmentSwitchesAllowed(testConfig({ nodeEnv, devTools: true })),
        /DEV_TOOLS is refused unless NODE_ENV is development or test/,
      );
      assert.throws(
        () => assertDevelopmentSwitchesAllowed(testConfig({ nodeEnv, devIdentityProvider: true, devTools: true })),
        /DEV_TOOLS and DEV_IDENTITY_PROVIDER are refused/,
      );
    });
  }

  it('stop buildApp itself, whatever the entry point', async () => {
    const database = await openTestDatabase();
    try {
      await assert.rejects(
        buildApp({ config: testConfig({ nodeEnv: 'production', devIdentityProvider: true }), database }),
        /DEV_IDENTITY_PROVIDER is refused/,
      );
    } finally {
      await database.close();
    }
  });

  it('are accepted in development and tests, and production runs without them', () => {
    for (const nodeEnv of ['development', 'test']) {
      assert.doesNotThrow(() => assertDevelopmentSwitchesAllowed(testConfig({ nodeEnv, devTools: true })));
    }
    assert.doesNotThrow(() => assertDevelopmentSwitchesAllowed(testConfig({ nodeEnv: 'production' })));
  });
});
