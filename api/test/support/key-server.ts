// An identity provider's keys over HTTP, for API processes a test spawns: they fetch the public key from
// `IDENTITY_PROVIDER_URL`'s certificates address as they would the real provider's, and accept the tokens the test
// signs with the private half.
import http from 'node:http';
import type net from 'node:net';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { apiAudience, certsUrlOf, issuerOf, webClientId } from '../../src/lib/sign-in-realm';

export interface KeyServer {
  /** What the spawned API is given as IDENTITY_PROVIDER_URL. */
  url: string;
  /** `Authorization` header value of an access token for `userName`, whose chat id is `subject`. */
  bearer(userName: string, subject: string): Promise<string>;
  close(): Promise<void>;
}

export async function startKeyServer(): Promise<KeyServer> {
  const pair = await generateKeyPair('RS256', { extractable: true });
  const publicKey = { ...(await exportJWK(pair.publicKey)), kid: 'load-key', alg: 'RS256', use: 'sig' };
  let certsPath = '';
  const server = http.createServer((request, response) => {
    if (request.url !== certsPath) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ keys: [publicKey] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`;
  certsPath = new URL(certsUrlOf(url)).pathname;
  return {
    url,
    async bearer(userName, subject) {
      const token = await new SignJWT({ preferred_username: userName, azp: webClientId })
        .setProtectedHeader({ alg: 'RS256', kid: 'load-key', typ: 'at+jwt' })
        .setIssuer(issuerOf(url))
        .setAudience(apiAudience)
        .setSubject(subject)
        .setIssuedAt()
        .setExpirationTime('1h')
        .sign(pair.privateKey);
      return `Bearer ${token}`;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
