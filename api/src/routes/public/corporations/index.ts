import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { count, eq } from 'drizzle-orm';
import { CorporationSummary } from '@zu/shared-contract';
import { corporationMembers, corporations } from '../../../db/schema';
import { toParisDateTime } from '../../../lib/dates';
import { errorResponses } from '../../errors';

const byFrenchName = new Intl.Collator('fr', { sensitivity: 'base' });

export default async function corporationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/public/corporation',
    {
      schema: {
        tags: ['corporations'],
        summary: 'Les corporations du mode de jeu demandé, avec leur nombre de membres',
        response: { 200: Type.Array(CorporationSummary), ...errorResponses },
      },
    },
    async (request) => {
      const rows = await app.db
        .select({ corporation: corporations, members: count(corporationMembers.userId) })
        .from(corporations)
        .leftJoin(corporationMembers, eq(corporationMembers.corporationId, corporations.id))
        .where(eq(corporations.ruleSet, request.ruleSet))
        .groupBy(corporations.id);
      // Sorted here, in French: PGlite and PostgreSQL may not share a collation.
      rows.sort((a, b) => byFrenchName.compare(a.corporation.name, b.corporation.name));
      return rows.map(({ corporation, members }) => ({
        id: corporation.id,
        name: corporation.name,
        description: corporation.description,
        balance: corporation.balance,
        logoUrl: `${app.config.publicUrl}/images/corporation/${corporation.id}.webp`,
        createdDate: toParisDateTime(corporation.createdDate),
        modifiedDate: toParisDateTime(corporation.modifiedDate),
        currentMemberCount: Number(members),
      }));
    },
  );
}
