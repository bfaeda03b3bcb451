import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { ApiConfig } from '../config';
import { docsContentSecurityPolicy } from '../lib/page-security-policies';

/** The OpenAPI document is built from the same TypeBox schemas that validate and serialise the routes. */
export const openapiPlugin = fp<{ config: ApiConfig }>(
  async (app, { config }) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'ZUnivers API',
          description:
            "API du jeu de cartes. Toutes les routes acceptent l'en-tête `X-ZUnivers-RuleSetType` (`NORMAL` par défaut, ou `HARDCORE`). Les refus sont des corps `{code, message}`.",
          version: config.applicationVersion,
        },
        servers: [{ url: config.publicUrl }],
        components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
        tags: [
          { name: 'app', description: 'Réglages et état du service' },
          { name: 'catalogue', description: 'Packs, cartes et fusions' },
          { name: 'posts', description: 'Actualités' },
          { name: 'players', description: 'Joueurs : profil, aperçu, bannières' },
          { name: 'inventory', description: 'Inventaire et évolution des joueurs' },
          { name: 'loot', description: 'Loots (/journa, /bonus)' },
          { name: 'achievements', description: 'Succès' },
          { name: 'challenges', description: 'Défis de la semaine' },
          { name: 'calendar', description: 'Calendrier festif' },
          { name: 'events', description: "Événements d'invocation" },
          { name: 'tower', description: 'Vortex (ascensions, réputations) et Arène' },
          { name: 'hardcore', description: 'Saisons du mode hardcore' },
          { name: 'leaderboards', description: "Classements : pages et position d'un joueur" },
          { name: 'lucky', description: 'Tickets à gratter et cagnotte' },
          { name: 'subscriptions', description: 'Abonnement' },
          { name: 'corporations', description: 'Corporations' },
          { name: 'shop', description: 'Échoppe' },
          { name: 'place', description: 'z/place : la toile à colorier, un pixel à la fois' },
          { name: 'boss', description: 'Le boss : attaques de tous les joueurs, dégâts et récompenses' },
          { name: 'giveaway', description: 'Giveaways : un lot tiré au sort parmi les participants' },
          { name: 'search', description: "Recherche rapide de l'en-tête" },
          { name: 'live', description: 'Le direct : les changements annoncés au fil des actions (server-sent events)' },
          { name: 'sign-in', description: 'Connexion' },
          { name: 'images', description: 'Images générées (WebP)' },
        ],
      },
    });
    await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: docsContentSecurityPolicy(config.publicUrl) });
  },
  { name: 'openapi' },
);
