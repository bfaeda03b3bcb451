import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ruleSetHeader, SearchResult, SearchTextParams } from '@zu/shared-contract';
import { ApiError } from '../../lib/api-error';
import { errorResponses } from '../../lib/error-responses';
import { ResponseCache } from '../../lib/response-cache';
import { needleKey, searchRows } from './search-queries';
import { toSearchResult } from './search-results';

const maxTextLength = 100;
// eslint-disable-next-line no-control-regex -- a search holding control characters is refused
const controlCharacter = /[\u0000-\u001f\u007f]/;

/** The current path, then the older one that community clients of the real API still call (same answer). */
const paths = [
  {
    url: '/public/zunivers/autocomplete/:text',
    summary:
      "Recherche rapide de l'en-tête : joueurs (5) et corporations (3) du mode de jeu demandé, cartes (5) ; " +
      'sans casse ni accents, débuts de nom puis de mot en premier',
    deprecated: false,
  },
  {
    url: '/public/user/autocomplete/:text',
    summary: 'Ancien chemin de la recherche rapide (même réponse)',
    deprecated: true,
  },
] as const;

export async function searchRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  // Players type the same beginnings ("jo", "dra"...): answers are kept 30 s per rule set and folded text (a new
  // player, banner or corporation shows within 30 s), and browsers may keep them as long. 500 entries at most.
  const cache = new ResponseCache(30_000);
  for (const { url, summary, deprecated } of paths) {
    app.get(
      url,
      {
        schema: {
          tags: ['search'],
          summary,
          ...(deprecated ? { deprecated } : {}),
          params: SearchTextParams,
          response: { 200: Type.Array(SearchResult), ...errorResponses },
        },
      },
      async (request, reply) => {
        // The router has already decoded the path segment.
        const text = request.params.text.trim();
        const length = [...text].length;
        if (length < 1 || length > maxTextLength || controlCharacter.test(text)) {
          throw new ApiError(
            400,
            'INVALID_REQUEST',
            `Texte de recherche invalide : de 1 à ${maxTextLength} caractères attendus, sans caractère de contrôle`,
          );
        }
        const { ruleSet } = request;
        reply.header('vary', ruleSetHeader);
        return cache.send(request, reply, `${ruleSet}:${needleKey(text)}`, async () =>
          (await searchRows(app.db, text, ruleSet)).map((row) => toSearchResult(row, app.config.publicUrl)),
        );
      },
    );
  }
}
