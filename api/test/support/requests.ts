// Requests to the app under test (through inject, no port) and the checks route tests make of every answer: one
// copy for every test file.
import assert from 'node:assert/strict';
import type { TestContext } from './test-app';

type Headers = Record<string, string>;

/** Request helpers on `t`'s app; `defaultHeaders` (the rule set, say) go with every request that gives none. */
export function requestsTo(t: TestContext, defaultHeaders: Headers = {}) {
  const get = (url: string, headers: Headers = defaultHeaders) => t.app.inject({ url, headers });

  /** The body of a 200 answer; any other status fails the test, with the start of the body. */
  const json = async <T>(url: string, headers: Headers = defaultHeaders): Promise<T> => {
    const response = await get(url, headers);
    assert.equal(response.statusCode, 200, `${url}: ${response.body.slice(0, 300)}`);
    return response.json() as T;
  };

  /** A refusal: this status and a `{code, message}` body (with this code, when one is given). */
  const refusal = async (url: string, status: number, code?: string, headers: Headers = defaultHeaders) => {
    const response = await get(url, headers);
    assert.equal(response.statusCode, status, `${url}: ${response.body}`);
    const body = response.json() as { code: string; message: string };
    assert.equal(typeof body.code, 'string', url);
    if (code !== undefined) assert.equal(body.code, code, url);
    assert.equal(typeof body.message, 'string', url);
    return body;
  };

  /** A public list that changes rarely: ETag, Cache-Control, 304 to a matching If-None-Match. */
  const assertRevalidates = async (url: string, headers: Headers = defaultHeaders) => {
    const first = await get(url, headers);
    assert.equal(first.statusCode, 200);
    assert.match(String(first.headers['cache-control']), /^public, max-age=\d+$/);
    const etag = first.headers.etag as string;
    assert.match(etag, /^".+"$/);
    const again = await get(url, { ...headers, 'if-none-match': etag });
    assert.equal(again.statusCode, 304);
    assert.equal(again.body, '');
    assert.equal(again.headers.etag, etag);
    const listed = await get(url, { ...headers, 'if-none-match': `"other", ${etag}` });
    assert.equal(listed.statusCode, 304);
    const stale = await get(url, { ...headers, 'if-none-match': '"other"' });
    assert.equal(stale.statusCode, 200);
    return first;
  };

  return { get, json, refusal, assertRevalidates };
}
