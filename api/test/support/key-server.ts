// An identity provider's keys over HTTP, for API processes a test spawns: they fetch the public key from
// `IDENTITY_PROVIDER_URL`'s certificates address as they would the real provider's, and accept the tokens the test
// signs with the private half.
import http from 'node:http';
import type net from 'node:net';
import { certsUrlOf, issuerOf } from '../../src/lib/sign-in-realm';
import { createTestSigningKeys } from './access-tokens';

export interface KeyServer {
  /** What the spawned API is given as IDENTITY_PROVIDER_URL. */
  url: string;
  /** `Authorization` header value of an access token for `userName`, whose chat id is `subject`. */
  bearer(userName: string, subject: string): Promise<string>;
  close(): Promise<void>;
}

export async function startKeyServer(): Promise<KeyServer> {
  const keys = await createTestSigningKeys('load-key');
  let certsPath = '';
  const server = http.createServer((request, response) => {
    if (request.url !== certsPath) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ keys: [keys.publicJwk] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`;
  certsPath = new URL(certsUrlOf(url)).pathname;
  return {
    url,
    bearer: async (userName, subject) =>
      `Bearer ${await keys.sign({ issuer: issuerOf(url), userName, subject, lifetime: '1h' })}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
