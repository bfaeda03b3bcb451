import fp from 'fastify-plugin';
import cors from '@fastify/cors';
import type { ApiConfig } from '../config';

export const corsPlugin = fp<{ config: ApiConfig }>(
  async (app, { config }) => {
    await app.register(cors, {
      origin: config.siteOrigins,
      credentials: true,
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      allowedHeaders: ['Authorization', 'Content-Type', 'X-ZUnivers-RuleSetType'],
      maxAge: 600,
    });
  },
  { name: 'cors' },
);
