// Every route of the OpenAPI document, called with the inputs a careless client or a prober sends: never a 500,
// and every refusal in the API's {code, message} shape. The routes come from the document itself, so a route
// added later is probed without this file changing.
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { useTestApp } from '../support/test-app';

const t = useTestApp();

interface Operation {
  parameters?: { name: string; in: 'path' | 'query' | 'header' }[];
  requestBody?: unknown;
}
type OpenApi = { paths: Record<string, Record<string, Operation>> };

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
  let operations: { method: string; path: string; operation: Operation }[] = [];
  before(async () => {
    const document = t.app.swagger() as unknown as OpenApi;
    operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ method: method.toUpperCase(), path, operation })),
    );
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
    for (const { method, path, operation } of operations) {
      if (method !== 'GET') continue;
      const queries = (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
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
