import * as domain from '@khatabill/domain';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from './app';
import type { DatabaseHandle } from './db/client';
import { createTestApp } from './test/app';
import { createTestDatabase } from './test/db';

// Every answer's shape is written once, in the domain package (`packages/domain/src/answers`),
// and the web app's types are inferred from the same schemas: a route that answers with a
// schema of its own would let the server and the app drift apart.

const domainSchemas = new Set<unknown>(Object.values(domain));

describe('the API answers with the domain package’s schemas', () => {
  const routes: RouteOptions[] = [];
  let database: DatabaseHandle;
  let app: App;
  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    app = await createTestApp(database, {}, undefined, false, (route) => void routes.push(route));
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('gives every API route a response schema, each from the domain package', () => {
    // The API's own description (/api/docs) is swagger-ui's pages, not an answer.
    const apiRoutes = routes.filter(
      (route) => route.url.startsWith('/api/') && !route.url.startsWith('/api/docs'),
    );
    expect(apiRoutes.length).toBeGreaterThan(40);
    const strays = apiRoutes.flatMap((route) => {
      const responses = (route.schema?.response ?? null) as Record<string, unknown> | null;
      if (!responses) return [`${String(route.method)} ${route.url}: no response schema`];
      return Object.entries(responses)
        .filter(([, schema]) => !domainSchemas.has(schema))
        .map(([status]) => `${String(route.method)} ${route.url} ${status}`);
    });
    expect(strays).toEqual([]);
  });
});
