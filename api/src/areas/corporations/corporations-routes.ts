import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { CorporationDetail, CorporationParams, CorporationSummary } from '@zu/shared-contract';
import { missingCorporation } from './corporation-missing';
import { keeperOf, keptAnswerOf } from '../../lib/kept-answers';
import { ResponseCache } from '../../lib/response-cache';

import { errorResponses } from '../../lib/error-responses';
import { toCorporationDetail, toCorporationSummary } from './corporations-view';
import { worldDateOf } from '../../engine/world-rules';
import {
  corporationDetailRoute,
  findCorporationDetail,
  findCorporationVersion,
  findCorporationVersionKept,
  listCorporations,
} from './corporations-queries';

export async function corporationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const publicUrl = app.config.publicUrl;
  // A detail kept under its version (see findCorporationVersion), in memory and in the database (see
  // kept-answers.ts): a request costs one prepared probe while nothing in the corporation changed, and is never stale
  // after a member acts.
  const detailCache = new ResponseCache({ ttlMs: 300_000, cacheControl: 'no-cache' });
  /** Rule set and id → the key of the detail last made for them (the oldest forgotten first). */
  const answered = new Map<string, string>();
  const maxRemembered = 10_000;

  app.get(
    '/public/corporation',
    {
      schema: {
        tags: ['corporations'],
        summary: 'Les corporations du mode de jeu demandé, avec leurs membres et leurs niveaux de bonus',
        response: { 200: Type.Array(CorporationSummary), ...errorResponses },
      },
    },
    async (request) =>
      (await listCorporations(app.db, request.ruleSet)).map((row) => toCorporationSummary(row, publicUrl)),
  );

  app.get(
    '/public/corporation/:id',
    {
      schema: {
        tags: ['corporations'],
        summary:
          'Une corporation du mode de jeu demandé : ses bonus, ses membres et leurs dons, les dernières entrées de ' +
          'son journal',
        params: CorporationParams,
        response: { 200: CorporationDetail, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { ruleSet } = request;
      const { id } = request.params;
      const notFound = () => missingCorporation(app.db, id, ruleSet);
      const readDetail = async () => {
        const detail = await findCorporationDetail(app.db, id, ruleSet, worldDateOf(new Date()));
        if (!detail) throw await notFound();
        return detail;
      };
      const answeredKey = `${ruleSet}|${id}`;
      const last = answered.get(answeredKey);
      // Kept under some version: one probe tells whether it still is the one (one statement while nothing changed).
      if (last !== undefined && detailCache.holds(last, ruleSet)) {
        const found = await findCorporationVersion(app.db, id, ruleSet);
        if (found && `${found.id}|${found.version}` === last) {
          // (Made again should it have expired since.)
          return detailCache.send(
            request,
            reply,
            last,
            async () => toCorporationDetail(await readDetail(), publicUrl),
            {
              perRuleSet: true,
            },
          );
        }
      }
      // Not kept here, or changed since: the one kept in the database if its version stands, else the detail and
      // its version in one statement, then kept.
      const found = await findCorporationVersionKept(app.db, id, ruleSet);
      if (!found) throw await notFound();
      const kept = keptAnswerOf(found.kept, found.version);
      const detail = kept ? undefined : await readDetail();
      const version = detail?.version ?? found.version;
      const key = `${found.id}|${version}`;
      answered.delete(answeredKey);
      answered.set(answeredKey, key);
      if (answered.size > maxRemembered) answered.delete(answered.keys().next().value!);
      const keptKey = { ruleSet, subject: found.id, route: corporationDetailRoute };
      return detailCache.send(
        request,
        reply,
        key,
        async () => toCorporationDetail(detail ?? (await readDetail()), publicUrl),
        {
          perRuleSet: true,
          kept,
          onMade: keeperOf(app.db, keptKey, version, request.log),
        },
      );
    },
  );
}
