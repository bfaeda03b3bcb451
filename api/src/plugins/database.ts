import fp from 'fastify-plugin';
import type { Db, DatabaseHandle } from '../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    /** The handle itself, for what needs the driver (the live channel's own listening connection). */
    databaseHandle: DatabaseHandle;
  }
}

/** Exposes the database to routes; the handle is opened (and closed) by whoever builds the app. */
export const databasePlugin = fp<{ database: DatabaseHandle }>(
  async (app, { database }) => {
    app.decorate('db', database.db);
    app.decorate<DatabaseHandle>('databaseHandle', database);
  },
  { name: 'database' },
);
