import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, DatabaseHandle, DatabaseKind } from '../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    databaseKind: DatabaseKind;
  }
}

/** The app uses the database it is given; whoever opened it closes it (server.ts, tests). */
async function database(app: FastifyInstance, { handle }: { handle: DatabaseHandle }) {
  app.decorate('db', handle.db);
  app.decorate('databaseKind', handle.kind);
}

export default fp(database, { name: 'database' });
