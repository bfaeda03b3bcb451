// What a signed-in player does with corporations: found, join, give, leave, and as PDG buy a bonus, rewrite the
// description and hand the role over. Each write is one action of the data layer (one transaction, its log row) and
// answers the corporation as it left it; refusals are 400 {code, message} in French. The per-address limit of every
// write applies (rate-limits.ts).
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  CorporationBonusParams,
  CorporationDetail,
  CorporationLeaveResult,
  CorporationParams,
  CorporationTransferParams,
  CreateCorporationBody,
  EditCorporationBody,
  ErrorBody,
  GiveBody,
} from '@zu/shared-contract';
import { errorResponses } from '../../lib/error-responses';
import { worldDateOf } from '../../engine/world-rules';
import type { RuleSet } from '../../engine/rule-sets';
import { requirePlayer, requireActingPlayer } from '../players/player-lookup';
import { worldNow } from '../world/world-clock';
import { findCorporationDetail, findCorporationVersion } from './corporations-queries';
import { missingCorporation } from './corporation-missing';
import {
  createCorporation,
  describeCorporation,
  giveToCorporation,
  joinCorporation,
  leaveCorporation,
  transferCorporationRole,
  upgradeCorporationBonus,
} from './corporations-repository';
import { corporationNotFound } from './corporations-rules';
import { refusalError } from '../../lib/refusals';
import { toCorporationDetail } from './corporations-view';

const signedIn = { security: [{ bearer: [] }] };
const tags = ['corporations'];

export async function corporationWriteRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const publicUrl = app.config.publicUrl;

  /** The signed-in player acting, and the instant of the world they act at. */
  async function actor(request: { userName: string | undefined; ruleSet: RuleSet }) {
    return { player: await requireActingPlayer(app.db, request), now: await worldNow(app.db) };
  }

  /** The corporation as the action left it (read after its transaction committed). */
  async function detailOf(corporationId: string, ruleSet: RuleSet, now: Date) {
    const detail = await findCorporationDetail(app.db, corporationId, ruleSet, worldDateOf(now));
    // Gone already: another member's leaving dissolved it in between.
    if (!detail) throw refusalError(corporationNotFound);
    return toCorporationDetail(detail, publicUrl);
  }

  const answers = { 200: CorporationDetail, 401: ErrorBody, ...errorResponses };

  app.post(
    '/public/corporation',
    {
      schema: {
        tags,
        summary:
          'Le joueur connecté fonde une corporation pour 10 000 ZUMonnaie et en devient le PDG (400 ' +
          'NOT_ENOUGH_BALANCE, ALREADY_IN_CORPORATION, CORPORATION_NAME_TAKEN : nom déjà pris, sans compter ' +
          'majuscules ni accents)',
        ...signedIn,
        body: CreateCorporationBody,
        response: answers,
      },
    },
    async (request) => {
      const { player, now } = await actor(request);
      const { corporationId } = await createCorporation(app.db, player, request.body, now);
      return detailOf(corporationId, request.ruleSet, now);
    },
  );

  app.patch(
    '/public/corporation',
    {
      schema: {
        tags,
        summary: 'Le PDG réécrit la description de sa corporation (400 NOT_IN_CORPORATION, NOT_CORPORATION_ADMIN)',
        ...signedIn,
        body: EditCorporationBody,
        response: answers,
      },
    },
    async (request) => {
      const { player, now } = await actor(request);
      const { corporationId } = await describeCorporation(app.db, player, request.body.description, now);
      return detailOf(corporationId, request.ruleSet, now);
    },
  );

  app.post(
    '/public/corporation/give',
    {
      schema: {
        tags,
        summary:
          'Le joueur connecté donne de la ZUMonnaie à la trésorerie de sa corporation, 1 000 par jour au plus (400 ' +
          'NOT_IN_CORPORATION, GIFT_LIMIT_REACHED, NOT_ENOUGH_BALANCE)',
        ...signedIn,
        body: GiveBody,
        response: answers,
      },
    },
    async (request) => {
      const { player, now } = await actor(request);
      const { corporationId } = await giveToCorporation(app.db, player, request.body.amount, now);
      return detailOf(corporationId, request.ruleSet, now);
    },
  );

  app.post(
    '/public/corporation/bonus/:type',
    {
      schema: {
        tags,
        summary:
          'Le PDG achète le niveau suivant d’un bonus, payé par la trésorerie : 16 000, 40 000, 100 000 puis 250 000 ' +
          '(400 NOT_CORPORATION_ADMIN, BONUS_MAX_LEVEL, NOT_ENOUGH_TREASURY)',
        ...signedIn,
        params: CorporationBonusParams,
        response: answers,
      },
    },
    async (request) => {
      const { player, now } = await actor(request);
      const { corporationId } = await upgradeCorporationBonus(app.db, player, request.params.type, now);
      return detailOf(corporationId, request.ruleSet, now);
    },
  );

  app.post(
    '/public/corporation/transfer/:userName',
    {
      schema: {
        tags,
        summary:
          'Le PDG transmet son rôle à un membre de sa corporation et en reste membre (404 USER_NOT_FOUND ; 400 ' +
          'NOT_CORPORATION_ADMIN, NOT_CORPORATION_MEMBER)',
        ...signedIn,
        params: CorporationTransferParams,
        response: answers,
      },
    },
    async (request) => {
      const { player, now } = await actor(request);
      const { user } = await requirePlayer(app.db, request.params.userName, request.ruleSet);
      const successor = { userId: user.id, userName: user.discordUserName };
      const { corporationId } = await transferCorporationRole(app.db, player, successor, now);
      return detailOf(corporationId, request.ruleSet, now);
    },
  );

  app.post(
    '/public/corporation/leave',
    {
      schema: {
        tags,
        summary:
          'Le joueur connecté quitte sa corporation ; le PDG doit d’abord transmettre son rôle, sauf s’il en est le ' +
          'dernier membre : elle est alors dissoute (400 NOT_IN_CORPORATION, ADMIN_MUST_TRANSFER)',
        ...signedIn,
        response: { 200: CorporationLeaveResult, 401: ErrorBody, ...errorResponses },
      },
    },
    async (request) => {
      const { player, now } = await actor(request);
      return leaveCorporation(app.db, player, now);
    },
  );

  app.post(
    '/public/corporation/:id/join',
    {
      schema: {
        tags,
        summary:
          'Le joueur connecté rejoint une corporation où il reste une place (404 CORPORATION_NOT_FOUND ou ' +
          'CORPORATION_DISSOLVED ; 400 ' +
          'ALREADY_IN_CORPORATION, CORPORATION_FULL)',
        ...signedIn,
        params: CorporationParams,
        response: answers,
      },
    },
    async (request) => {
      const { player, now } = await actor(request);
      const { id } = request.params;
      if (!(await findCorporationVersion(app.db, id, request.ruleSet))) {
        throw await missingCorporation(app.db, id, request.ruleSet);
      }
      await joinCorporation(app.db, player, id, now);
      return detailOf(request.params.id, request.ruleSet, now);
    },
  );
}
