import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import formbody from '@fastify/formbody';
import { sweepExpired } from './adapter';
import { chatUserNameRegex as userNameRegex } from '@zu/shared-contract/constants';
import { invalidUserNameMessage, loginPage } from './pages';
import { signInPageContentSecurityPolicy } from '../lib/page-security-policies';
import { realmPath } from '../lib/sign-in-realm';
import { allowLocalRequestsOnly } from '../lib/local-only';
import { createDevProvider } from './provider';
import { subjectForUserName } from '../areas/players/signed-in-player';

/**
 * Mounts the development identity provider under /realms/zunivers (only with DEV_IDENTITY_PROVIDER=on). Its own
 * routes are handed the raw request (oidc-provider is a Koa app); the French login interaction is served by
 * Fastify in a sibling scope. Its keys come from devIdentityKeysPlugin, registered with the other plugins.
 */
export async function devIdentityProviderRoutes(app: FastifyInstance) {
  const keys = app.devIdentityKeys;
  if (!keys) throw new Error('The development identity provider needs devIdentityKeysPlugin registered first');
  const { secrets } = keys;
  allowLocalRequestsOnly(app);
  const provider = createDevProvider({
    publicUrl: app.config.publicUrl,
    siteOrigins: app.config.siteOrigins,
    db: app.db,
    secrets,
  });
  const callback = provider.callback();

  await app.register(async (scope) => {
    // oidc-provider reads form bodies itself: leave the stream unread.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    const handOver = async (
      request: { raw: IncomingMessage & { originalUrl?: string } },
      reply: { hijack(): void; raw: ServerResponse },
    ) => {
      reply.hijack();
      const raw = request.raw;
      // oidc-provider derives its mount path from originalUrl minus url: its URLs and cookie paths come out right.
      raw.originalUrl = raw.url;
      raw.url = raw.url!.slice(realmPath.length) || '/';
      callback(raw, reply.raw);
    };
    // The token endpoint on a route of its own, so that it gets its own rate limit.
    scope.post(`${realmPath}/protocol/openid-connect/token`, { schema: { hide: true } }, handOver);
    scope.all(realmPath, { schema: { hide: true } }, handOver);
    scope.all(`${realmPath}/*`, { schema: { hide: true } }, handOver);
  });

  await app.register(async (scope) => {
    await scope.register(formbody);
    const pagePolicy = signInPageContentSecurityPolicy(app.config.siteOrigins);
    scope.addHook('onRequest', async (_request, reply) => void reply.header('content-security-policy', pagePolicy));
    const html = (reply: { type(t: string): unknown }) => reply.type('text/html; charset=utf-8');

    scope.get<{ Params: { uid: string } }>(
      `${realmPath}/interaction/:uid`,
      { schema: { hide: true } },
      async (request, reply) => {
        const details = await provider.interactionDetails(request.raw, reply.raw);
        html(reply);
        return loginPage(details.uid);
      },
    );

    scope.post<{ Params: { uid: string }; Body: { username?: string } }>(
      `${realmPath}/interaction/:uid/login`,
      { schema: { hide: true } },
      async (request, reply) => {
        const details = await provider.interactionDetails(request.raw, reply.raw);
        const userName = String(request.body?.username ?? '').trim();
        if (!userNameRegex.test(userName)) {
          html(reply.status(400));
          return loginPage(details.uid, { error: invalidUserNameMessage, userName });
        }
        const redirectTo = await provider.interactionResult(
          request.raw,
          reply.raw,
          { login: { accountId: await subjectForUserName(app.db, userName) } },
          { mergeWithLastSubmission: false },
        );
        return reply.redirect(redirectTo, 303);
      },
    );

    scope.post<{ Params: { uid: string } }>(
      `${realmPath}/interaction/:uid/abort`,
      { schema: { hide: true } },
      async (request, reply) => {
        const redirectTo = await provider.interactionResult(
          request.raw,
          reply.raw,
          { error: 'access_denied', error_description: 'Connexion annulée' },
          { mergeWithLastSubmission: false },
        );
        return reply.redirect(redirectTo, 303);
      },
    );
  });

  const sweep = setInterval(
    () => void sweepExpired(app.db).catch((error) => app.log.warn({ err: error }, 'oidc sweep failed')),
    3600_000,
  );
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));
}
