import fp from 'fastify-plugin';
import type { Db, DatabaseHandle } from '../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
  }
}

/** Exposes the database to routes; the handle is opened (and closed) by whoever builds the app. */
export const databasePlugin = fp<{ database: DatabaseHandle }>(
  async (app, { database }) => {
    app.decorate('db', database.db);
  },
  { name: 'database' },
);
