import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { AppSettings, AppStatus, ErrorBody, isGameFeature, SignInConfig } from '@zu/shared-contract';
import { migrationsApplied } from '../../db/migrations-applied';
import { errorResponses } from '../../lib/error-responses';
import { realm, webClientId } from '../../lib/sign-in-realm';
import { requireUser } from '../../plugins/authentication';
import { databaseUnavailableBody } from '../../lib/database-unavailable';
import { activeGameFeatureNames, findAppSettings, pingDatabase } from './app-queries';
import { readWorldDate, worldNow } from '../world/world-clock';
import { nextEventDay } from '../invocations/invocations-rules';
import { addDays } from '../../engine/world-rules';

const instanceId = crypto.randomUUID();

export async function appRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/app/settings',
    {
      schema: {
        tags: ['app'],
        summary:
          'Réglages du jeu pour le mode de jeu demandé : événement courant, période festive, fonctionnalités actives ' +
          '(et, ajout de ce site, le jour du prochain événement)',
        response: { 200: AppSettings, 400: ErrorBody },
      },
    },
    async (request) => {
      const [settings, features, today] = await Promise.all([
        findAppSettings(app.db, request.ruleSet),
        activeGameFeatureNames(app.db),
        readWorldDate(app.db),
      ]);
      return {
        currentEventId: settings?.currentEventId ?? null,
        inCalendarPeriod: settings?.inCalendarPeriod ?? false,
        lastHardcoreSeasonDone: settings?.lastHardcoreSeasonDone ?? false,
        gameFeatures: features.filter(isGameFeature).sort(),
        // The daily turn opens the events on a fixed calendar: the next opening after today, for the page that
        // has none running to say when one comes.
        nextEventBeginDate: nextEventDay(addDays(today, 1)),
      };
    },
  );

  app.get(
    '/health',
    {
      schema: {
        tags: ['app'],
        summary: 'Le processus répond (pour un répartiteur de charge) ; ne touche pas la base',
        response: { 200: Type.Object({ status: Type.Literal('ok') }) },
      },
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/ready',
    {
      schema: {
        tags: ['app'],
        summary: 'Prêt à servir : la base répond (503 sinon), pour un répartiteur de charge',
        response: { 200: Type.Object({ status: Type.Literal('ok') }), 503: ErrorBody },
      },
    },
    async (request, reply) => {
      try {
        await pingDatabase(app.db);
        return { status: 'ok' as const };
      } catch (error) {
        request.log.warn({ err: error }, 'readiness: database unavailable');
        return reply.status(503).header('retry-after', '5').send(databaseUnavailableBody);
      }
    },
  );

  app.get(
    '/app/me',
    {
      schema: {
        tags: ['sign-in'],
        summary: 'Le joueur connecté, tel que son jeton le dit (401 sans jeton valide)',
        security: [{ bearer: [] }],
        response: { 200: Type.Object({ discordUserName: Type.String() }), 401: ErrorBody },
      },
    },
    async (request) => ({ discordUserName: requireUser(request) }),
  );

  app.get(
    '/app/status',
    {
      schema: {
        tags: ['app'],
        summary:
          "État du service : versions de l'application et de la base, instance, durée de fonctionnement, jour du monde",
        response: { 200: AppStatus, ...errorResponses },
      },
    },
    async () => ({
      applicationVersion: app.config.applicationVersion,
      dbVersion: String(await migrationsApplied(app.db)),
      instanceId,
      uptime: Math.round((Date.now() - app.startedAt) / 1000),
      worldDate: await readWorldDate(app.db),
      worldNow: (await worldNow(app.db)).toISOString(),
    }),
  );

  app.get(
    '/config',
    {
      schema: {
        tags: ['sign-in'],
        summary: 'Configuration de connexion (fournisseur d’identité, royaume, client) pour keycloak-js',
        response: { 200: SignInConfig, 400: ErrorBody },
      },
    },
    async () => ({
      url: app.config.identityProviderUrl,
      realm,
      clientId: webClientId,
    }),
  );
}
