// Every route of the OpenAPI document, called with the inputs a careless client or a prober sends: never a 500,
// and every refusal in the API's {code, message} shape. The routes come from the document itself, so a route
// added later is probed without this file changing. Then malformed requests drawn from the document, reads and
// writes, signed in and not (see malformed-requests.ts): no write taken, the world's totals as they were, the server
// still serving. `npm test` sends FUZZ_REQUESTS of them (1,000 unless told); `npm run fuzz` 11,000 (over 100 per
// operation). FUZZ_SEED replays another draw.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { before, describe, it } from 'node:test';
import { generateKeyPair, SignJWT } from 'jose';
import { issuerOf } from '../../src/lib/sign-in-realm';
import {
  malformedRequests,
  operationsOf,
  type FuzzTokens,
  type MalformedRequest,
  type OpenApiDocument,
  type Operation,
} from '../support/malformed-requests';
import { testPublicUrl } from '../support/test-app';
import { insertTestPlayer } from '../support/test-players';
import { useSignedTestApp } from '../support/test-tokens';
import { worldTotals } from '../support/world-totals';

const t = useSignedTestApp();

/**
 * Path segments and query values that have crashed servers before: control characters (raw, or encoded twice so that
 * a second decoding makes them: `%2500`), lone surrogates, invalid and overlong UTF-8, overlong values, numbers out
 * of range.
 */
const hostileValues = [
  '%00',
  '%2500',
  '%01',
  '%0A',
  '%7F',
  '%ED%A0%80',
  '%ED%B0%80',
  '%FF',
  '%C0%AF',
  '%E0%80%AF',
  'x'.repeat(5000),
  'x'.repeat(400),
  '..%2F..%2Fetc%2Fpasswd',
  '%F0%9F%98%80%C3%A9',
  '-1',
  '1e309',
  '99999999999999999999',
  '%27%3B%20drop%20table%20users%3B--',
  '%ZZ',
];

function fill(path: string, value: string): string {
  return path.replace(/\{[^}]+\}/g, value);
}

/** What went wrong, one line per call: the whole list shows at once rather than the first fault only. */
function faultOf(url: string, method: string, response: { statusCode: number; body: string }): string[] {
  if (response.statusCode >= 500) return [`${method} ${url} answered ${response.statusCode}: ${response.body}`];
  if (response.statusCode < 400 || !response.body.startsWith('{')) return [];
  const body = JSON.parse(response.body) as { code?: unknown; message?: unknown };
  return typeof body.code === 'string' && typeof body.message === 'string'
    ? []
    : [`${method} ${url} refused without {code, message}: ${response.body}`];
}

describe('hostile input on every documented route', () => {
  let operations: Operation[] = [];
  before(() => {
    operations = operationsOf(t.app.swagger() as unknown as OpenApiDocument);
  });

  it('finds the routes to probe in the OpenAPI document', () => {
    assert.ok(operations.filter((o) => o.method === 'GET').length > 40, `${operations.length} operations`);
  });

  it('never answers 500 to hostile path parameters, and refuses with {code, message}', async () => {
    const faults: string[] = [];
    for (const { method, path } of operations) {
      if (!path.includes('{')) continue;
      for (const value of hostileValues) {
        const url = fill(path, value);
        const response = await t.app.inject({
          method: method as 'GET',
          url,
          payload: method === 'GET' ? undefined : {},
        });
        faults.push(...faultOf(url, method, response));
      }
    }
    assert.deepEqual(faults, []);
  });

  it('never answers 500 to hostile query parameters, repeated or not', async () => {
    const faults: string[] = [];
    for (const { method, path, parameters } of operations) {
      if (method !== 'GET') continue;
      const queries = parameters.filter((p) => p.in === 'query').map((p) => p.name);
      // A route that declares none may still be sent some.
      for (const name of queries.length > 0 ? queries : ['page']) {
        for (const value of hostileValues) {
          const url = `${fill(path, 'joueur.test')}?${name}=${value}&${name}=${value}`;
          faults.push(...faultOf(url, method, await t.app.inject({ url })));
        }
      }
    }
    assert.deepEqual(faults, []);
  });

  it('refuses a name whose second decoding is a control character, as a player who does not exist', async () => {
    for (const url of ['/public/user/%2500', '/public/user/joueur%2500test', '/public/loot/%2501']) {
      const response = await t.app.inject({ url });
      assert.ok([400, 404].includes(response.statusCode), `${url}: ${response.statusCode} ${response.body}`);
      assert.equal(typeof response.json().code, 'string', url);
    }
    const control = await t.app.inject({ url: '/public/user/joueur%01test' });
    assert.deepEqual([control.statusCode, control.json().code], [400, 'INVALID_REQUEST']);
  });

  it('never answers 500 to an unknown rule set or a broken body', async () => {
    const faults: string[] = [];
    for (const { method, path } of operations) {
      const url = fill(path, 'joueur.test');
      faults.push(
        ...faultOf(
          url,
          method,
          await t.app.inject({ method: method as 'GET', url, headers: { 'X-ZUnivers-RuleSetType': 'EXPERT%00' } }),
        ),
      );
      if (method === 'GET') continue;
      faults.push(
        ...faultOf(
          url,
          method,
          await t.app.inject({
            method: method as 'POST',
            url,
            headers: { 'content-type': 'application/json', authorization: 'Bearer not.a.token' },
            payload: '{"broken": ',
          }),
        ),
      );
    }
    assert.deepEqual(faults, []);
  });
});

describe("a body's values as they were sent", () => {
  const found = async (payload: object) => {
    const founder = await insertTestPlayer(t.database.db, 'NORMAL', { currencies: { balance: 30_000 } });
    return t.app.inject({
      method: 'POST',
      url: '/public/corporation',
      headers: { authorization: await t.bearer(founder.name) },
      payload,
    });
  };
  const name = () => `Corpo ${randomUUID().slice(0, 8)}`;

  it('refuses a value of another JSON type rather than turning it into the one due', async () => {
    for (const payload of [
      { name: 12345, description: '' },
      { name: name(), description: 5 },
      { name: name(), description: true },
      { name: [name()], description: '' },
    ]) {
      const response = await found(payload);
      assert.deepEqual([response.statusCode, response.json().code], [400, 'INVALID_REQUEST'], JSON.stringify(payload));
    }
    // The same player founds one with the values of their types.
    assert.equal((await found({ name: name(), description: '' })).statusCode, 200);
  });

  it('refuses control characters and half characters in text, and keeps its line breaks and tabs', async () => {
    for (const [payload, reason] of [
      [{ name: `${name()}\u0001`, description: '' }, 'caractère de contrôle'],
      [{ name: name(), description: 'a\u0000b' }, 'caractère de contrôle'],
      [{ name: name(), description: 'x\u001b[31m' }, 'caractère de contrôle'],
      [{ name: name(), description: 'moitié \ud83d' }, 'caractère incomplet'],
    ] as const) {
      const response = await found(payload);
      assert.equal(response.statusCode, 400, response.body);
      assert.equal(response.json().message, `Requête invalide : ${reason}`);
    }
    const description = 'Ligne 1\nLigne 2\r\n\tfin 😀';
    const founded = await found({ name: name(), description });
    assert.equal(founded.statusCode, 200, founded.body);
    assert.equal(founded.json().description, description);
  });
});

const requestCount = Number(process.env.FUZZ_REQUESTS ?? 1000);
const seed = process.env.FUZZ_SEED ?? 'malformed-requests';

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** Tokens the API must refuse, each as a client or an intruder would send it. */
async function refusedTokens(userName: string): Promise<Record<string, string>> {
  const claims = { preferred_username: userName, azp: 'zunivers-web', sub: `dev-${userName}` };
  const now = Math.floor(Date.now() / 1000);
  const other = await generateKeyPair('RS256');
  const forged = await new SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256', kid: 'test-key', typ: 'at+jwt' })
    .setIssuer(issuerOf(testPublicUrl))
    .setAudience('zunivers-api')
    .setIssuedAt()
    .setExpirationTime('5m')
    .sign(other.privateKey);
  const unsigned = `${base64url({ alg: 'none', typ: 'at+jwt' })}.${base64url({
    ...claims,
    iss: issuerOf(testPublicUrl),
    aud: 'zunivers-api',
    iat: now,
    exp: now + 300,
  })}.`;
  return {
    'not a JWT': 'Bearer not.a.token',
    'alg none': `Bearer ${unsigned}`,
    'signed by another key': `Bearer ${forged}`,
    'another scheme': `Basic ${Buffer.from(`${userName}:secret`).toString('base64')}`,
    'empty bearer': 'Bearer ',
  };
}

interface Finding {
  request: MalformedRequest;
  statusCode: number;
  body: string;
}

const describeFinding = ({ request, statusCode, body }: Finding) =>
  `${request.method} ${request.url.slice(0, 160)} (${request.fault}${request.headers.authorization ? ', signed' : ''}) → ${statusCode} ${body.slice(0, 200)}`;

/** Whether a refusal has the API's {code, message} body. */
function isApiRefusal(body: string): boolean {
  try {
    const parsed = JSON.parse(body) as { code?: unknown; message?: unknown };
    return typeof parsed.code === 'string' && typeof parsed.message === 'string';
  } catch {
    return false;
  }
}

describe('malformed requests on every operation of the OpenAPI document', () => {
  let operations: Operation[] = [];
  let tokens: FuzzTokens;

  before(async () => {
    operations = operationsOf(t.app.swagger() as unknown as OpenApiDocument);
    // A player with plenty of everything: a fault, not a lack of means, must be the reason for each refusal.
    const player = await insertTestPlayer(t.database.db, 'NORMAL', {
      currencies: { balance: 1_000_000, loreDust: 100_000, loreFragment: 1_000, upgradeDust: 1_000 },
    });
    tokens = { valid: await t.bearer(player.name), refused: await refusedTokens(player.name) };
  });

  it('draws the same requests from the same seed, and every operation in turn', () => {
    const draw = (drawSeed: string) =>
      [...malformedRequests(operations, { seed: drawSeed, count: 200, tokens })].map(
        ({ method, url, headers, payload }) => JSON.stringify([method, url, headers, payload]),
      );
    assert.deepEqual(draw('a'), draw('a'));
    assert.notDeepEqual(draw('a'), draw('b'));
    const first = [...malformedRequests(operations, { seed: 'a', count: operations.length, tokens })];
    assert.deepEqual(
      first.map(({ operation }) => `${operation.method} ${operation.path}`),
      operations.map(({ method, path }) => `${method} ${path}`),
    );
    assert.ok(operations.filter(({ method }) => method !== 'GET').length >= 15, 'the writes are documented');
  });

  it(`refuses ${requestCount} of them without a 5xx, takes no write, and changes nothing`, async (context) => {
    const before = await worldTotals(t.database.db);
    const serverErrors: Finding[] = [];
    const shapeless: Finding[] = [];
    const writesTaken: Finding[] = [];
    const perOperation = new Map<Operation, number>();
    const statuses = new Map<number, number>();
    for (const request of malformedRequests(operations, { seed, count: requestCount, tokens })) {
      const response = await t.app.inject({
        method: request.method,
        url: request.url,
        headers: request.headers,
        payload: request.payload,
      });
      perOperation.set(request.operation, (perOperation.get(request.operation) ?? 0) + 1);
      statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
      const finding = { request, statusCode: response.statusCode, body: response.body };
      if (response.statusCode >= 500) serverErrors.push(finding);
      else if (response.statusCode >= 400 && !isApiRefusal(response.body)) shapeless.push(finding);
      else if (response.statusCode < 400 && request.method !== 'GET') writesTaken.push(finding);
    }
    context.diagnostic(
      `answers: ${[...statuses]
        .sort(([a], [b]) => a - b)
        .map(([status, n]) => `${status} ×${n}`)
        .join(', ')}`,
    );
    const report = (findings: Finding[]) => findings.slice(0, 30).map(describeFinding);
    assert.deepEqual(report(serverErrors), [], 'server errors');
    assert.deepEqual(report(shapeless), [], 'refusals without {code, message}');
    assert.deepEqual(report(writesTaken), [], 'malformed writes taken');
    assert.deepEqual(await worldTotals(t.database.db), before, 'the world changed');
    assert.equal(perOperation.size, operations.length);
    const fewest = Math.min(...perOperation.values());
    assert.ok(fewest >= Math.floor(requestCount / operations.length), `${fewest} requests for some operation`);

    // Still serving, reads and signed writes alike.
    assert.equal((await t.app.inject({ url: '/health' })).statusCode, 200);
    assert.equal((await t.app.inject({ url: '/app/settings' })).statusCode, 200);
    const subscribe = await t.app.inject({
      method: 'POST',
      url: '/public/subscription/subscribe',
      headers: { authorization: tokens.valid },
    });
    assert.ok(subscribe.statusCode < 500, `${subscribe.statusCode} ${subscribe.body}`);
  });
});
