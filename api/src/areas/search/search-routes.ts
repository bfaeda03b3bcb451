import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { SearchResult, SearchTextParams, UserAutocomplete } from '@zu/shared-contract';
import { ApiError } from '../../lib/api-error';
import { errorResponses } from '../../lib/error-responses';
import { ResponseCache } from '../../lib/response-cache';
import { playerUsersById } from '../players/player-users';
import { needleKey, searchPlayerIds, searchRows } from './search-queries';
import { toSearchResult } from './search-view';

const maxTextLength = 100;
// eslint-disable-next-line no-control-regex -- a search holding control characters is refused
const controlCharacter = /[\u0000-\u001f\u007f]/;

/** A search holds 1 to 100 characters once trimmed, none of them a control character; the router decoded it. */
function searchedText(raw: string): string {
  const text = raw.trim();
  const length = [...text].length;
  if (length < 1 || length > maxTextLength || controlCharacter.test(text)) {
    throw new ApiError(
      400,
      'INVALID_REQUEST',
      `Texte de recherche invalide : de 1 à ${maxTextLength} caractères attendus, sans caractère de contrôle`,
    );
  }
  return text;
}

export async function searchRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  // Players type the same beginnings ("jo", "dra"...): answers are kept 30 s per rule set and folded text (a new
  // player, banner or corporation shows within 30 s), and browsers may keep them as long. 500 entries at most.
  const cache = new ResponseCache({ ttlMs: 30_000, maxBytes: app.config.responseCacheBytes });
  app.get(
    '/public/zunivers/autocomplete/:text',
    {
      schema: {
        tags: ['search'],
        summary:
          "Recherche rapide de l'en-tête : joueurs (5) et corporations (3) du mode de jeu demandé, cartes (5) ; " +
          'sans casse ni accents, débuts de nom puis de mot en premier',
        params: SearchTextParams,
        response: { 200: Type.Array(SearchResult), ...errorResponses },
      },
    },
    async (request, reply) => {
      const text = searchedText(request.params.text);
      return cache.send(
        request,
        reply,
        `all:${needleKey(text)}`,
        async () =>
          (await searchRows(app.db, text, request.ruleSet)).map((row) => toSearchResult(row, app.config.publicUrl)),
        { perRuleSet: true },
      );
    },
  );

  // The older search that community clients of the real game still call: players only, as user objects.
  app.get(
    '/public/user/autocomplete/:text',
    {
      schema: {
        tags: ['search'],
        summary:
          'Ancienne recherche de joueurs : les joueurs (5) du mode de jeu demandé dont le nom commence par le texte ' +
          '(ou le contient, dès 3 caractères), en objets joueur',
        params: SearchTextParams,
        response: { 200: UserAutocomplete, ...errorResponses },
      },
    },
    async (request, reply) => {
      const text = searchedText(request.params.text);
      const { ruleSet } = request;
      return cache.send(
        request,
        reply,
        `users:${needleKey(text)}`,
        async () => {
          const ids = await searchPlayerIds(app.db, text, ruleSet);
          const users = await playerUsersById(app.db, ids, ruleSet, app.config.publicUrl);
          return ids.flatMap((id) => users.get(id) ?? []);
        },
        { perRuleSet: true },
      );
    },
  );
}
