// The boss: the rule set's current one, a boss's attackers ranked by damage, a player's attacks of the day, and the
// signed-in player's attack. The write falls under the per-address limit of every write (rate-limits.ts) and runs at
// the world's instant: the day's allowance counts in world days.
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  Boss,
  BossAttack,
  BossDamageQuery,
  BossLeaderboard,
  BossParams,
  BossPlayer,
  ErrorBody,
  UserNameParams,
} from '@zu/shared-contract';
import { ApiError } from '../../lib/api-error';
import { errorResponses } from '../../lib/error-responses';
import { playerUsersById } from '../players/player-users';
import { requireActingPlayer, requirePlayer } from '../players/player-lookup';
import { worldNow } from '../world/world-clock';
import { bossDamagePage, bossDamageTotals, findBoss, findBossDamage, findLatestBoss } from './boss-queries';
import { attackBoss } from './boss-repository';
import { toBoss, toBossPlayer } from './boss-view';

const bossNotFound = () => new ApiError(404, 'BOSS_NOT_FOUND', "Aucun boss n'est apparu pour le moment.");

/** Attackers per page of a boss's damage ranking. */
const bossDamagePageSize = 20;

export async function bossRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { publicUrl } = app.config;

  app.get(
    '/public/boss/current',
    {
      schema: {
        tags: ['boss'],
        summary:
          'Le boss du mode de jeu demandé : celui en cours, sinon le dernier apparu (tombé ou reparti) ; ' +
          '404 BOSS_NOT_FOUND si aucun',
        response: { 200: Boss, ...errorResponses },
      },
    },
    async (request) => {
      const boss = await findLatestBoss(app.db, request.ruleSet);
      if (!boss) throw bossNotFound();
      return toBoss(boss, await worldNow(app.db));
    },
  );

  app.get(
    '/public/boss/:bossId/damage',
    {
      schema: {
        tags: ['boss'],
        summary: "Les attaquants d'un boss, du plus de dégâts au moins, par pages de 20 ; 404 BOSS_NOT_FOUND",
        params: BossParams,
        querystring: BossDamageQuery,
        response: { 200: BossLeaderboard, ...errorResponses },
      },
    },
    async (request) => {
      const { ruleSet } = request;
      const boss = await findBoss(app.db, request.params.bossId, ruleSet);
      if (!boss) throw bossNotFound();
      const page = request.query.page ?? 0;
      const [rows, totals] = await Promise.all([
        bossDamagePage(app.db, boss.id, page, bossDamagePageSize),
        bossDamageTotals(app.db, boss.id),
      ]);
      const users = await playerUsersById(
        app.db,
        rows.map((row) => row.userId),
        ruleSet,
        publicUrl,
      );
      return {
        bossId: boss.id,
        page,
        pageSize: bossDamagePageSize,
        total: totals.players,
        rows: rows.flatMap((row, index) => {
          const user = users.get(row.userId);
          if (!user) return [];
          const position = page * bossDamagePageSize + index + 1;
          const share = totals.total === 0 ? 0 : row.damage / totals.total;
          return [{ user, damage: row.damage, attackCount: row.attackCount, share, position }];
        }),
      };
    },
  );

  app.get(
    '/public/boss/player/:userName',
    {
      schema: {
        tags: ['boss'],
        summary:
          'Un joueur face au boss actuel : ses attaques du jour, celles qui lui restent, ses dégâts et sa part ; ' +
          '404 USER_NOT_FOUND ou BOSS_NOT_FOUND',
        params: UserNameParams,
        response: { 200: BossPlayer, ...errorResponses },
      },
    },
    async (request) => {
      const { ruleSet } = request;
      const { user } = await requirePlayer(app.db, request.params.userName, ruleSet);
      const boss = await findLatestBoss(app.db, ruleSet);
      if (!boss) throw bossNotFound();
      const [hits, totals, now] = await Promise.all([
        findBossDamage(app.db, boss.id, user.id),
        bossDamageTotals(app.db, boss.id),
        worldNow(app.db),
      ]);
      return toBossPlayer(boss, hits, totals.total, now);
    },
  );

  app.post(
    '/public/boss/attack',
    {
      schema: {
        tags: ['boss'],
        summary:
          'Le joueur connecté attaque le boss (3 attaques par jour) : ses dégâts et la vie qui reste ; celui qui ' +
          'le fait tomber récompense tous les attaquants ; 400 BOSS_DISABLED, BOSS_NOT_RUNNING, BOSS_FALLEN ou ' +
          'NO_BOSS_ATTACK_LEFT',
        security: [{ bearer: [] }],
        response: { 200: BossAttack, 401: ErrorBody, ...errorResponses },
      },
    },
    async (request) => {
      const player = await requireActingPlayer(app.db, request);
      const outcome = await attackBoss(app.db, player, await worldNow(app.db));
      const reward = outcome.rewards.find((entry) => entry.userId === player.userId);
      return {
        bossId: outcome.bossId,
        damage: outcome.damage,
        health: outcome.health,
        maxHealth: outcome.maxHealth,
        fell: outcome.fell,
        ...(reward ? { reward: { balance: reward.balance, loreDust: reward.loreDust } } : {}),
      };
    },
  );
}
