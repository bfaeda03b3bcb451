// The corporation writes as a signed-in client sends them, on players and corporations of the tests' own (names
// starting zz_test), so that whatever the seed holds, the expected figures are known.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { corporations } from '../../src/areas/corporations/corporations-schema';
import { balanceOf as balanceOfIn } from './account-balances';
import type { RuleSet } from '../../src/engine/rule-sets';
import { hardcore } from './test-app';
import { insertTestPlayer, type TestPlayer } from './test-players';
import type { SignedTestContext } from './test-tokens';

type Response = Awaited<ReturnType<SignedTestContext['app']['inject']>>;

export function corporationWrites(t: SignedTestContext) {
  const db = () => t.database.db;

  /** A player of the test's own holding `balance` ZUMonnaie. */
  const player = (balance = 20_000, ruleSet: RuleSet = 'NORMAL') =>
    insertTestPlayer(db(), ruleSet, { currencies: { balance } });

  async function write(who: TestPlayer, method: 'POST' | 'PATCH', url: string, payload?: object): Promise<Response> {
    return t.app.inject({
      method,
      url,
      headers: { ...(who.ruleSet === 'HARDCORE' ? hardcore : {}), authorization: await t.bearer(who.name) },
      ...(payload ? { payload } : {}),
    });
  }

  async function refused(response: Promise<Response>, code: string, status = 400) {
    const answer = await response;
    assert.equal(answer.statusCode, status, answer.body);
    assert.equal(answer.json().code, code);
    assert.ok(answer.json().message.length > 0);
  }

  /** A corporation founded through the route by a player of its own, its treasury then set to `treasury`. */
  async function found(treasury = 0, ruleSet: RuleSet = 'NORMAL') {
    const founder = await player(30_000, ruleSet);
    const name = `Corpo ${randomUUID().slice(0, 8)}`;
    const response = await write(founder, 'POST', '/public/corporation', { name, description: '' });
    assert.equal(response.statusCode, 200, response.body);
    const id = response.json().id as string;
    if (treasury > 0) await db().update(corporations).set({ balance: treasury }).where(eq(corporations.id, id));
    return { id, founder, name };
  }

  const balanceOf = (who: TestPlayer) => balanceOfIn(db(), who);

  return { db, player, write, refused, found, balanceOf };
}
